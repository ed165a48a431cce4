import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import type { FileStorage } from "~/infra/storage/storage.server";
import { isResourceCategory, type ResourceCategory, type ResourceRecord } from "~/model/resources";
import { changesBetween, recordAudit, type Actor } from "../staff/audit.server";
import { fileKinds, type ReceivedFile } from "./file-type";
import { fileUrlOf, storeChecked } from "./resource-files.server";

// The resource library's changes (spec §3 "Resource", §7 "Resources page"). An upload is stored,
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
