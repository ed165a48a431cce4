import type { Readable } from "node:stream";

// What every storage driver promises (local.server.ts, s3.server.ts), and the one rule on keys
// they all check. storage.server.ts picks the driver; the drivers import only this.

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
