import { sql, type RawBuilder } from "kysely";

// Lists read a page at a time by key (decision 026): a page continues after the last row shown,
// named by its sort value and id, never by counting rows from the top (OFFSET), so the hundredth
// page costs what the first does. The condition is written as a range on the sort column (which
// the index seeks to) with the id as the tie-break, the same on SQLite and PostgreSQL.

/** Where a page ends: the last row's sort value (an ISO instant) and id. */
export type Cursor = { at: string; id: number };

/** Rows per page in the staff area's lists. */
export const staffPageSize = 50;

/** Rows per list on a staff page that shows two lists (upcoming and past, failed and retrying). */
export const halfPageSize = 25;

const instantLike = /^[0-9][0-9T:.Z+-]{0,39}$/;

/** "2026-11-27T14:05:00.000Z_123" from the address, or undefined for anything else. */
export function parseCursor(text: string | null | undefined): Cursor | undefined {
  if (!text || text.length > 60) return undefined;
  const split = text.lastIndexOf("_");
  const at = text.slice(0, split);
  const id = Number(text.slice(split + 1));
  if (split <= 0 || !instantLike.test(at) || !Number.isSafeInteger(id) || id <= 0) return undefined;
  return { at, id };
}

export function cursorText(cursor: Cursor): string {
  return `${cursor.at}_${cursor.id}`;
}

/** Rows after the cursor in a newest-first list (sorted by `column` desc, then `id` desc). */
export function olderThan(column: string, id: string, cursor: Cursor): RawBuilder<boolean> {
  const at = sql.ref(column);
  return sql<boolean>`${at} <= ${cursor.at} and (${at} < ${cursor.at} or ${sql.ref(id)} < ${cursor.id})`;
}

/** Rows after the cursor in an oldest-first list (sorted by `column`, then `id`). */
export function newerThan(column: string, id: string, cursor: Cursor): RawBuilder<boolean> {
  const at = sql.ref(column);
  return sql<boolean>`${at} >= ${cursor.at} and (${at} > ${cursor.at} or ${sql.ref(id)} > ${cursor.id})`;
}

/** One page: its rows and, when more follow, where the next one starts. */
export type Page<Row> = { rows: Row[]; next?: Cursor };

/**
 * The page from rows read with a limit one above the page's size: the extra row only says that
 * another page follows.
 */
export function pageOf<Row>(rows: Row[], size: number, keyOf: (row: Row) => Cursor): Page<Row> {
  if (rows.length <= size) return { rows };
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return last === undefined ? { rows: shown } : { rows: shown, next: keyOf(last) };
}
