import { sql, type Kysely, type Selectable } from "kysely";
import { kindOf, type Database, type MessagesTable } from "~/infra/db.server";
import { dojoTimeWithOffset, instantOf } from "~/model/times";
import type { Side } from "~/site-pages";
import { deliveryStatesOf, type DeliveryState } from "../delivery/status.server";
import { olderThan, pageOf, staffPageSize, type Cursor, type Page } from "../keyset";
import {
  containsText,
  ftsPhrase,
  indexedSearch,
  searchWords,
  shortSearchRows,
  trigramMatch,
} from "../text-search.server";

// The inbox as staff read it: contact messages newest first, filtered by side and state,
// searched, a page at a time (decision 026), and as CSV read in the same order in batches.

/** "all": archived ones too; no state: the inbox, every message not archived. */
export const messageStates = ["unread", "read", "archived", "all"] as const;
export type MessageState = (typeof messageStates)[number];

export type InboxFilter = { side?: Side; state?: MessageState; query?: string };

export type InboxMessage = {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  side: Side;
  page: string;
  receivedAt: string;
  read: boolean;
  archived: boolean;
  deliveryState: DeliveryState;
};

export function toMessage(
  row: Selectable<MessagesTable>,
  deliveryState: DeliveryState,
): InboxMessage {
  return {
    id: row.id,
    name: [row.first_name, row.last_name].filter(Boolean).join(" "),
    email: row.email,
    phone: row.phone,
    message: row.message,
    side: row.side,
    page: row.page,
    receivedAt: row.created_at,
    read: row.read_at !== null,
    archived: row.archived_at !== null,
    deliveryState,
  };
}

function filtered(db: Kysely<Database>, { side, state }: InboxFilter) {
  let select = db.selectFrom("messages");
  if (side) select = select.where("messages.side", "=", side);
  if (state === "archived") return select.where("archived_at", "is not", null);
  if (state === "all") return select;
  select = select.where("archived_at", "is", null);
  if (state === "unread") return select.where("read_at", "is", null);
  if (state === "read") return select.where("read_at", "is not", null);
  return select;
}

/**
 * The messages the filter shows, newest first, after `after` when given, for a filter without
 * words to look up in the trigram index (none, or one or two characters): the query the
 * inbox's pages and its CSV read (tests/integration/list-plans.test.ts checks its plans).
 */
export function inboxQuery(db: Kysely<Database>, filter: InboxFilter, after?: Cursor) {
  let select = filtered(db, filter);
  const words = searchWords(filter.query ?? "");
  if (words && indexedSearch(words)) throw new Error("Words this long go through inboxSearchQuery");
  if (words) {
    const newest = filtered(db, filter)
      .select("messages.id")
      .orderBy("messages.created_at", "desc")
      .orderBy("messages.id", "desc")
      .limit(shortSearchRows);
    select = select
      .where("messages.id", "in", newest)
      .where((eb) =>
        eb.or(
          ["first_name", "last_name", "email", "phone", "message"].map((column) =>
            containsText(`messages.${column}`, words),
          ),
        ),
      );
  }
  if (after) select = select.where(olderThan("messages.created_at", "messages.id", after));
  return select.orderBy("messages.created_at", "desc").orderBy("messages.id", "desc");
}

/**
 * A search through the trigram index (words of three characters or more): the filter's
 * messages containing them, newest arrival (id) first, after `after`'s id, at most `limit`.
 */
export function inboxSearchQuery(
  db: Kysely<Database>,
  filter: InboxFilter,
  words: string,
  after: Cursor | undefined,
  limit: number,
) {
  if (kindOf(db) === "postgres") {
    let select = filtered(db, filter).where(trigramMatch("messages", words));
    if (after) select = select.where("messages.id", "<", after.id);
    return select.selectAll("messages").orderBy("messages.id", "desc").limit(limit);
  }
  // The FTS5 table drives: its matches are read newest id first and stop at the page's end.
  let select = filtered(db, filter)
    .innerJoin(sql<{ rowid: number }>`messages_search`.as("s"), (join) =>
      join.onRef("s.rowid", "=", "messages.id"),
    )
    .where(sql<boolean>`s.messages_search match ${ftsPhrase(words)}`);
  if (after) select = select.where(sql<boolean>`s.rowid < ${after.id}`);
  return select
    .selectAll("messages")
    .orderBy(sql`s.rowid`, "desc")
    .limit(limit);
}

/** The rows of one page or batch, whichever query the filter takes. */
function inboxRows(
  db: Kysely<Database>,
  filter: InboxFilter,
  after: Cursor | undefined,
  limit: number,
): Promise<Selectable<MessagesTable>[]> {
  const words = searchWords(filter.query ?? "");
  if (words && indexedSearch(words)) {
    return inboxSearchQuery(db, filter, words, after, limit).execute();
  }
  return inboxQuery(db, filter, after).selectAll().limit(limit).execute();
}

async function withStates(
  db: Kysely<Database>,
  rows: Selectable<MessagesTable>[],
): Promise<InboxMessage[]> {
  const states = await deliveryStatesOf(
    db,
    "message",
    rows.map((row) => row.id),
  );
  return rows.map((row) => toMessage(row, states.get(row.id) ?? "kept"));
}

/** Newest first; by default the messages not archived. */
export async function listInbox(
  db: Kysely<Database>,
  filter: InboxFilter = {},
  limit = 500,
): Promise<InboxMessage[]> {
  return withStates(db, await inboxRows(db, filter, undefined, limit));
}

/** One page of the inbox, continuing after `after`. */
export async function inboxPage(
  db: Kysely<Database>,
  filter: InboxFilter,
  after?: Cursor,
  size = staffPageSize,
): Promise<Page<InboxMessage>> {
  const rows = await inboxRows(db, filter, after, size + 1);
  const page = pageOf(rows, size, (row) => ({ at: row.created_at, id: row.id }));
  return { ...page, rows: await withStates(db, page.rows) };
}

/** How many messages nobody has read: counted on the unread ones' own index. */
export function unreadCountQuery(db: Kysely<Database>) {
  return db
    .selectFrom("messages")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("archived_at", "is", null)
    .where("read_at", "is", null);
}

export async function countUnread(db: Kysely<Database>): Promise<number> {
  const row = await unreadCountQuery(db).executeTakeFirstOrThrow();
  return Number(row.count);
}

export const inboxCsvHeader = [
  "Received",
  "First name",
  "Last name",
  "Email",
  "Phone",
  "Side",
  "Page",
  "Read",
  "Archived",
  "Message",
];

/** Rows read per query while an export is written. */
export const csvBatchRows = 500;

/** The filter's messages as CSV rows, newest first, one batch of rows per query. */
export async function* inboxCsvBatches(
  db: Kysely<Database>,
  filter: InboxFilter,
  batchRows = csvBatchRows,
): AsyncGenerator<string[][]> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await inboxRows(db, filter, after, batchRows);
    if (rows.length > 0) {
      yield rows.map((row) => [
        // The studio's own time with its offset, which spreadsheets read as one moment.
        dojoTimeWithOffset(instantOf(row.created_at)),
        row.first_name,
        row.last_name ?? "",
        row.email,
        row.phone,
        row.side,
        row.page,
        row.read_at ? "yes" : "no",
        row.archived_at ? "yes" : "no",
        row.message,
      ]);
    }
    const last = rows.at(-1);
    if (rows.length < batchRows || last === undefined) return;
    after = { at: last.created_at, id: last.id };
  }
}

/** Every row of the filter's CSV at once (for tests and small exports). */
export async function inboxCsvRows(db: Kysely<Database>, filter: InboxFilter): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const batch of inboxCsvBatches(db, filter)) rows.push(...batch);
  return rows;
}
