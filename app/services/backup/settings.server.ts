import { env } from "~/infra/env.server";
import type { BackupSettings } from "./archive.server";
import type { S3Access } from "./destination.server";

// What `npm run backup` and `npm run restore` take from the server's own settings.

export function backupSettings(): BackupSettings {
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    localUploads: !env.S3_BUCKET,
    sessionSecret: env.SESSION_SECRET,
    passphrase: env.BACKUP_PASSPHRASE,
  };
}

/** The S3 settings the uploads use, for an archive sent to or fetched from a bucket. */
export function s3Access(): S3Access {
  return {
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
