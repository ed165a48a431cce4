import { randomBytes } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import type { FileStorage } from "~/infra/storage/storage.server";
import type { ResourceCategory } from "~/model/resources";
import {
  extensionOf,
  fileKinds,
  type ReceivedFile,
  recogniseFile,
  type ResourceFileKind,
} from "./file-type";

// The resource library's files: where each is kept and served from, the check of what an upload
// is before it is kept, and the housekeeping that removes files no row names (after a crash
// between storing and inserting) and uploads left half-received.

export class ResourceFileRefused extends Error {}

/** {category}/{timestamp}-{random}.{extension} (spec §7, call 3). */
export function storageKeyFor(category: ResourceCategory, extension: string, now = new Date()) {
  return `${category}/${now.getTime()}-${randomBytes(6).toString("hex")}.${extension}`;
}

/** Where visitors download a stored file: the key, each part URL-encoded. */
export function fileUrlOf(storageKey: string): string {
  return `/resources/files/${storageKey.split("/").map(encodeURIComponent).join("/")}`;
}

/** Whether a download is shown in the browser (PDF, text, pictures) or saved (Word). */
export function servedInline(fileType: string): boolean {
  return Object.values(fileKinds).some((kind) => kind.mime === fileType && kind.inline);
}

/** Checks the file's content against its name, then stores it; returns where and as what. */
export async function storeChecked(
  storage: FileStorage,
  category: ResourceCategory,
  file: ReceivedFile,
): Promise<{ key: string; kind: ResourceFileKind }> {
  const kind = recogniseFile(file.fileName, file.facts);
  if (!kind) throw new ResourceFileRefused(`${file.fileName} is not a file the library takes`);
  const key = storageKeyFor(category, extensionOf(file.fileName));
  await storage.put(key, file.tempPath, fileKinds[kind].mime);
  return { key, kind };
}

/**
 * Removes stored files that no row names and that are older than `olderThanMs` (so an upload
 * between its store and its insert, on this or another instance, is left alone). Returns the
 * keys removed.
 */
export async function sweepOrphans(
  db: Kysely<Database>,
  storage: FileStorage,
  { olderThanMs, now = new Date() }: { olderThanMs: number; now?: Date },
): Promise<string[]> {
  const named = new Set(
    (await db.selectFrom("resources").select("storage_key").execute()).map(
      (row) => row.storage_key,
    ),
  );
  const removed: string[] = [];
  for (const { key, modifiedAt } of await storage.list()) {
    if (named.has(key) || now.getTime() - modifiedAt.getTime() < olderThanMs) continue;
    await storage.remove(key);
    removed.push(key);
  }
  return removed;
}

/** How old an unnamed file must be before a sweep removes it: longer than any upload takes. */
export const orphanGraceMs = 15 * 60_000;

/**
 * The sweep run at start and every hour: stored files no row names, what a crash mid-store left
 * in storage, and uploads that never finished arriving in `incomingDir`.
 */
export async function sweepUploads(
  db: Kysely<Database>,
  storage: FileStorage,
  incomingDir: string,
  { olderThanMs = orphanGraceMs, now = new Date() }: { olderThanMs?: number; now?: Date } = {},
): Promise<{ orphans: string[]; incoming: number }> {
  const orphans = await sweepOrphans(db, storage, { olderThanMs, now });
  let incoming = await storage.sweepIncoming(olderThanMs);
  const names = await readdir(incomingDir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(incomingDir, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now.getTime() }));
    if (now.getTime() - mtimeMs < olderThanMs) continue;
    await rm(file, { force: true, recursive: true });
    incoming += 1;
  }
  return { orphans, incoming };
}
