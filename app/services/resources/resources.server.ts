import { randomBytes } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Kysely, Selectable } from "kysely";
import type { Database, ResourcesTable } from "~/infra/db.server";
import type { FileStorage } from "~/infra/storage/storage.server";
import { isResourceCategory, type ResourceCategory, type ResourceRecord } from "~/model/resources";
import { changesBetween, recordAudit, type Actor } from "../staff/audit.server";
import {
  extensionOf,
  fileKinds,
  type ReceivedFile,
  recogniseFile,
  type ResourceFileKind,
} from "./file-type";

// The resource library's records (spec §3 "Resource", §7 "Resources page"). An upload is stored,
// then its row inserted, then audited (in the row's transaction); a failed insert removes the
// stored file, and a crash between the two leaves at most a file no row names, which
// sweepOrphans removes. So nothing half-made is ever listed.

export type { ResourceRecord };

export type ResourceFields = {
  title: string;
  description: string | null;
  category: ResourceCategory;
  featured?: boolean;
  sortOrder?: number;
};

/** An upload whose content is not a type the library takes, or does not match its name. */
export class ResourceFileRefused extends Error {}

function toRecord(row: Selectable<ResourcesTable>): ResourceRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: isResourceCategory(row.category) ? row.category : "Belt Requirements",
    fileName: row.file_name,
    fileUrl: row.file_url,
    fileSize: Number(row.file_size),
    fileType: row.file_type,
    featured: Number(row.is_featured) === 1,
    sortOrder: Number(row.sort_order),
    createdAt: row.created_at,
  };
}

/** Featured first, then by sort order, then newest first (spec §7, call 2). */
export async function listResources(
  db: Kysely<Database>,
  category?: ResourceCategory,
): Promise<ResourceRecord[]> {
  let select = db.selectFrom("resources").selectAll();
  if (category) select = select.where("category", "=", category);
  const rows = await select
    .orderBy("is_featured", "desc")
    .orderBy("sort_order", "asc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toRecord);
}

export async function findResource(
  db: Kysely<Database>,
  id: number,
): Promise<ResourceRecord | undefined> {
  const row = await db.selectFrom("resources").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** What a download needs: the stored file's key, its original name and its type. */
export async function findDownload(
  db: Kysely<Database>,
  storageKey: string,
): Promise<{ fileName: string; fileType: string; storageKey: string } | undefined> {
  const row = await db
    .selectFrom("resources")
    .select(["file_name", "file_type", "storage_key"])
    .where("storage_key", "=", storageKey)
    .executeTakeFirst();
  return row
    ? { fileName: row.file_name, fileType: row.file_type, storageKey: row.storage_key }
    : undefined;
}

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
async function storeChecked(
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

/** Stores the file, then inserts its row and audit entry; returns the new id. */
export async function addResource(
  db: Kysely<Database>,
  storage: FileStorage,
  actor: Actor,
  fields: ResourceFields,
  file: ReceivedFile,
): Promise<number> {
  const { key, kind } = await storeChecked(storage, fields.category, file);
  try {
    return await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const { id } = await trx
        .insertInto("resources")
        .values({
          title: fields.title,
          description: fields.description,
          category: fields.category,
          file_name: file.fileName,
          file_url: fileUrlOf(key),
          storage_key: key,
          file_size: file.facts.size,
          file_type: fileKinds[kind].mime,
          is_featured: fields.featured ? 1 : 0,
          sort_order: fields.sortOrder ?? 0,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        action: "uploaded",
        recordKind: "resource",
        recordId: id,
        summary: `Uploaded the resource “${fields.title}” (${file.fileName})`,
      });
      return id;
    });
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/** Changes the title, description, category, featured mark or order; false when it is gone. */
export async function updateResource(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  fields: ResourceFields,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("resources")
      .select(["title", "description", "category", "is_featured", "sort_order"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return false;
    const after = {
      title: fields.title,
      description: fields.description,
      category: fields.category,
      is_featured: fields.featured ? 1 : 0,
      sort_order: fields.sortOrder ?? Number(before.sort_order),
    };
    const changes = changesBetween(
      { ...before, is_featured: Number(before.is_featured), sort_order: Number(before.sort_order) },
      after,
    );
    if (Object.keys(changes).length === 0) return true;
    await trx
      .updateTable("resources")
      .set({ ...after, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, actor, {
      action: "edited",
      recordKind: "resource",
      recordId: id,
      summary: `Edited the resource “${fields.title}”`,
      changes,
    });
    return true;
  });
}

/**
 * Puts a new file in place of a resource's file: the new one is stored, the row changed, and only
 * then the old file removed. False when the resource is gone (the new file is removed again).
 */
export async function replaceResourceFile(
  db: Kysely<Database>,
  storage: FileStorage,
  actor: Actor,
  id: number,
  file: ReceivedFile,
): Promise<boolean> {
  const current = await db
    .selectFrom("resources")
    .select(["category", "title"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current || !isResourceCategory(current.category)) return false;
  const { key, kind } = await storeChecked(storage, current.category, file);
  let oldKey: string | undefined;
  try {
    oldKey = await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom("resources")
        .select(["storage_key", "file_name"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!before) return undefined;
      await trx
        .updateTable("resources")
        .set({
          file_name: file.fileName,
          file_url: fileUrlOf(key),
          storage_key: key,
          file_size: file.facts.size,
          file_type: fileKinds[kind].mime,
          updated_at: new Date().toISOString(),
        })
        .where("id", "=", id)
        .execute();
      await recordAudit(trx, actor, {
        action: "replaced the file of",
        recordKind: "resource",
        recordId: id,
        summary: `Replaced the file of “${current.title}”`,
        changes: { file_name: [before.file_name, file.fileName] },
      });
      return before.storage_key;
    });
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
  if (!oldKey) {
    await storage.remove(key).catch(() => undefined);
    return false;
  }
  // If this fails the old file is an orphan, which the next sweep removes.
  await storage.remove(oldKey).catch(() => undefined);
  return true;
}

/**
 * Moves a resource one place up or down the list as visitors see it, by giving every resource of
 * its featured group a sort order in list order and swapping it with its neighbour.
 */
export async function moveResource(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  direction: "up" | "down",
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("resources")
      .select(["id", "title", "is_featured", "sort_order"])
      .orderBy("is_featured", "desc")
      .orderBy("sort_order", "asc")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    const index = rows.findIndex((row) => row.id === id);
    const row = rows[index];
    if (!row) return false;
    const group = rows.filter((other) => Number(other.is_featured) === Number(row.is_featured));
    const at = group.findIndex((other) => other.id === id);
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= group.length) return true;
    const order = [...group];
    [order[at], order[to]] = [order[to] ?? row, row];
    for (const [position, each] of order.entries()) {
      if (Number(each.sort_order) === position + 1) continue;
      await trx
        .updateTable("resources")
        .set({ sort_order: position + 1 })
        .where("id", "=", each.id)
        .execute();
    }
    await recordAudit(trx, actor, {
      action: direction === "up" ? "moved up" : "moved down",
      recordKind: "resource",
      recordId: id,
      summary: `Moved the resource “${row.title}” ${direction}`,
    });
    return true;
  });
}

/** Deletes the row and its audit entry together, then the file; false when it was gone. */
export async function deleteResource(
  db: Kysely<Database>,
  storage: FileStorage,
  actor: Actor,
  id: number,
): Promise<boolean> {
  const key = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("resources")
      .select(["title", "storage_key", "file_name"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return undefined;
    await trx.deleteFrom("resources").where("id", "=", id).execute();
    await recordAudit(trx, actor, {
      action: "deleted",
      recordKind: "resource",
      recordId: id,
      summary: `Deleted the resource “${row.title}” (${row.file_name})`,
    });
    return row.storage_key;
  });
  if (!key) return false;
  // If this fails the file is an orphan, which the next sweep removes.
  await storage.remove(key).catch(() => undefined);
  return true;
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
