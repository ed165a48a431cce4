import path from "node:path";
import type { Readable } from "node:stream";
import { remember } from "@epic-web/remember";
import { env } from "../env.server";

// Where uploaded files live: a directory on this machine (the default) or an S3-compatible
// bucket, for several instances or a CDN. Both drivers keep the same promises, and pass the same
// tests (tests/integration/storage.test.ts).

export type StoredFile = { body: Readable; size: number };

export type StoredKey = { key: string; modifiedAt: Date };

export interface FileStorage {
  /** "local" or "s3", for logs and the health check. */
  readonly name: string;
  /**
   * Stores the file at `sourcePath` under `key`, whole or not at all: a reader never sees part of
   * it. An existing file under the same key is replaced.
   */
  put(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** Every stored key, with when it was stored. */
  list(): Promise<StoredKey[]>;
  /** Removes what a crash mid-store left behind, older than `olderThanMs`; returns how many. */
  sweepIncoming(olderThanMs: number): Promise<number>;
}

/** Keys are made by the app ({category}/{timestamp}-{random}.{extension}), never by visitors. */
export function assertSafeKey(key: string): void {
  const segments = key.split("/");
  const safe =
    key.length > 0 &&
    key.length <= 512 &&
    segments.every((segment) => segment !== "" && segment !== "." && segment !== "..") &&
    ![...key].some((character) => character.charCodeAt(0) < 0x20 || character === "\\");
  if (!safe) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

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
    return createLocalStorage(path.join(env.DATA_DIR, "uploads"));
  });
}

/** Where an upload is written while it arrives, before it is checked and stored. */
export function incomingDir(): string {
  return path.join(env.DATA_DIR, "incoming");
}
