import path from "node:path";
import { remember } from "@epic-web/remember";
import { env } from "../env.server";
import type { FileStorage } from "./file-storage";

// Where uploaded files live: a directory on this machine (the default) or an S3-compatible
// bucket, for several instances or a CDN. Both drivers keep the same promises, and pass the same
// tests (tests/integration/storage.test.ts).

export type { FileStorage, StoredFile, StoredKey } from "./file-storage";

/** The storage the settings name: S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
export function getStorage(): Promise<FileStorage> {
  return remember("storage", async () => {
    if (env.S3_BUCKET) {
      const { createS3Storage } = await import("./s3.server");
      return createS3Storage({
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        prefix: env.S3_PREFIX,
      });
    }
    const { createLocalStorage } = await import("./local.server");
    const local = createLocalStorage(path.join(env.DATA_DIR, "uploads"));
    if (!env.BACKUP_URL) return local;
    // Continuous backup: each file is copied beside the replica as it is stored.
    const { copiedToReplica, parseReplicaUrl, replicaFiles, replicaS3 } =
      await import("./backup-copy.server");
    const replica = parseReplicaUrl(env.BACKUP_URL);
    return replica ? copiedToReplica(local, replicaFiles(replica, replicaS3(), "uploads")) : local;
  });
}

/** Where an upload is written while it arrives, before it is checked and stored. */
export function incomingDir(): string {
  return path.join(env.DATA_DIR, "incoming");
}
