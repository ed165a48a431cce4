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

/** How many resources /resources shows at a time. */
export const resourcesPageSize = 24;

/** Where a page of the library ends: the last resource's place in the library's order. */
export type LibraryCursor = { featured: number; order: number; at: string; id: number };

const libraryCursorPattern = /^([01])_(-?[0-9]{1,9})_([0-9][0-9T:.Z+-]{0,39})_([0-9]{1,15})$/;

export function parseLibraryCursor(text: string | null): LibraryCursor | undefined {
  const match = text && text.length <= 80 ? libraryCursorPattern.exec(text) : null;
  if (!match) return undefined;
  const [, featured, order, at = "", id] = match;
  return { featured: Number(featured), order: Number(order), at, id: Number(id) };
}

export function libraryCursorText(cursor: LibraryCursor): string {
  return `${cursor.featured}_${cursor.order}_${cursor.at}_${cursor.id}`;
}

/**
 * A page of the library in its order (featured first, then by sort order, then newest first),
 * continuing after `after`: the rows past the cursor in that order, written out column by column.
 */
export async function resourcesPage(
  db: Kysely<Database>,
  category?: ResourceCategory,
  after?: LibraryCursor,
  size = resourcesPageSize,
): Promise<{ resources: ResourceRecord[]; next?: LibraryCursor }> {
  let select = db.selectFrom("resources").selectAll();
  if (category) select = select.where("category", "=", category);
  if (after) {
    select = select.where((eb) =>
      eb.or([
        eb("is_featured", "<", after.featured),
        eb.and([eb("is_featured", "=", after.featured), eb("sort_order", ">", after.order)]),
        eb.and([
          eb("is_featured", "=", after.featured),
          eb("sort_order", "=", after.order),
          eb("created_at", "<", after.at),
        ]),
        eb.and([
          eb("is_featured", "=", after.featured),
          eb("sort_order", "=", after.order),
          eb("created_at", "=", after.at),
          eb("id", "<", after.id),
        ]),
      ]),
    );
  }
  const rows = await select
    .orderBy("is_featured", "desc")
    .orderBy("sort_order", "asc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(size + 1)
    .execute();
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return {
    resources: shown.map(toRecord),
    ...(rows.length > size && last
      ? {
          next: {
            featured: Number(last.is_featured),
            order: Number(last.sort_order),
            at: last.created_at,
            id: last.id,
          },
        }
      : {}),
  };
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
