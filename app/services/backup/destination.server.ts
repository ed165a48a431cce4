import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createS3Storage, type S3Settings } from "~/infra/storage/s3.server";
import { BackupError } from "./parts.server";

// Where a one-shot backup goes and comes from: a file on this machine, or an object in an
// S3-compatible bucket (`s3://bucket/folder/site.tar.gz`), reached with the S3 settings the
// uploads use (S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
// S3_FORCE_PATH_STYLE): the archive is written or read on this machine, then sent or fetched.

export type ArchiveLocation =
  { kind: "file"; path: string } | { kind: "s3"; bucket: string; key: string };

/** The S3 settings for an archive's bucket: all but the bucket and the uploads' folder. */
export type S3Access = Omit<S3Settings, "bucket" | "prefix">;

export function archiveLocation(text: string): ArchiveLocation {
  if (!text.startsWith("s3://")) return { kind: "file", path: path.resolve(text) };
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])\/(.+)$/.exec(text);
  if (!match?.[1] || !match[2] || match[2].endsWith("/")) {
    throw new BackupError(
      "An S3 address names a bucket and a file: s3://bucket/folder/site.tar.gz",
    );
  }
  return { kind: "s3", bucket: match[1], key: match[2] };
}

/** A local file to write the archive to, and how to put it where it belongs afterwards. */
export async function archiveTarget(
  location: ArchiveLocation,
  s3: S3Access,
): Promise<{ file: string; deliver: () => Promise<void>; cleanUp: () => Promise<void> }> {
  if (location.kind === "file") {
    return { file: location.path, deliver: async () => {}, cleanUp: async () => {} };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "studio-backup-out-"));
  const file = path.join(dir, path.basename(location.key));
  return {
    file,
    deliver: async () => {
      const storage = createS3Storage({ ...s3, bucket: location.bucket, prefix: "" });
      try {
        await storage.put(location.key, file, "application/gzip");
      } catch (error) {
        throw new BackupError(`The archive could not be sent to S3: ${String(error)}`);
      }
    },
    cleanUp: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The archive as a local file: itself, or fetched from its bucket into a temporary folder. */
export async function archiveSource(
  location: ArchiveLocation,
  s3: S3Access,
): Promise<{ file: string; cleanUp: () => Promise<void> }> {
  if (location.kind === "file") return { file: location.path, cleanUp: async () => {} };
  const dir = await mkdtemp(path.join(os.tmpdir(), "studio-backup-in-"));
  const cleanUp = () => rm(dir, { recursive: true, force: true });
  try {
    const storage = createS3Storage({ ...s3, bucket: location.bucket, prefix: "" });
    const object = await storage.open(location.key);
    if (!object) {
      throw new BackupError(`There is no backup at s3://${location.bucket}/${location.key}.`);
    }
    const file = path.join(dir, path.basename(location.key));
    await pipeline(object.body, createWriteStream(file));
    return { file, cleanUp };
  } catch (error) {
    await cleanUp();
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The archive could not be fetched from S3: ${String(error)}`);
  }
}
