import { fileURLToPath } from "node:url";
import { env } from "../env.server";
import { logger } from "../logger.server";
import type { FileStorage } from "./file-storage";
import { createLocalStorage } from "./local.server";
import { createS3Storage, type S3Settings } from "./s3.server";

// The place BACKUP_URL names (the continuous backup, app/services/backup/replication.server.ts)
// as file storage, for the files kept beside Litestream's replica: the sealed session secret at
// its top, a copy of each upload in its uploads/ folder. Litestream's own files are under
// generations/, which it alone touches.

/** Where the replica is: a folder in an S3-compatible bucket, or a folder on this machine. */
export type Replica =
  | { kind: "s3"; url: string; bucket: string; path: string }
  | { kind: "file"; url: string; path: string };

/** The S3 settings for the replica's bucket: all but the bucket and a folder. */
export type ReplicaS3 = Omit<S3Settings, "bucket" | "prefix">;

/** s3://bucket/folder or file:///absolute/folder; undefined for anything else. */
export function parseReplicaUrl(url: string): Replica | undefined {
  const s3 = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])\/(.*[^/])\/?$/.exec(url);
  if (s3?.[1] && s3[2]) return { kind: "s3", url, bucket: s3[1], path: s3[2] };
  if (url.startsWith("file:///")) {
    const folder = fileURLToPath(url).replace(/\/+$/, "");
    if (folder) return { kind: "file", url, path: folder };
  }
  return undefined;
}

export function replicaFiles(replica: Replica, s3: ReplicaS3, folder?: "uploads"): FileStorage {
  const under = folder ? `/${folder}` : "";
  return replica.kind === "file"
    ? createLocalStorage(`${replica.path}${under}`)
    : createS3Storage({ ...s3, bucket: replica.bucket, prefix: `${replica.path}${under}/` });
}

/**
 * The local storage, copying each file it stores to the replica's uploads/ as well, and never
 * removing it there: a restore to a moment before a file was removed still finds it, and the
 * start-up sweep removes those the restored database no longer lists. A copy that fails is
 * logged and made at the next start (copyMissingUploads); the upload itself is stored.
 */
export function copiedToReplica(local: FileStorage, replica: FileStorage): FileStorage {
  return {
    ...local,
    async put(key, sourcePath, contentType) {
      await local.put(key, sourcePath, contentType);
      await replica.put(key, sourcePath, contentType).catch((error: unknown) => {
        logger.error({ err: error, key }, "an upload could not be copied to the backup");
      });
    },
  };
}

/** The S3 settings the uploads use, which BACKUP_URL's bucket is reached with too. */
export function replicaS3(): ReplicaS3 {
  return {
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
