import type { Kysely, Selectable } from "kysely";
import type { Database, ResourcesTable } from "~/infra/db.server";
import { isResourceCategory, type ResourceCategory, type ResourceRecord } from "~/model/resources";

// The resource library as visitors and staff read it: the list (one category or all), one
// resource, and what a download needs.

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
