import { sql, type Kysely } from "kysely";
import { kindOf, type Database } from "~/infra/db.server";
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

// The newsletter's sign-ups as staff read them: newest first, filtered by side and state,
// searched by address, a page at a time (decision 026), and as CSV in batches.

export const subscriberStates = ["subscribed", "unsubscribed"] as const;
export type SubscriberState = (typeof subscriberStates)[number];

export type SubscriberFilter = { side?: Side; state?: SubscriberState; query?: string };

export type SubscriberRow = {
  id: number;
  email: string;
  side: Side;
  sourcePage: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
  deliveryState: DeliveryState;
};

const columns = [
  "subscribers.id",
  "subscribers.email",
  "subscribers.side",
  "subscribers.source_page",
  "subscribers.created_at",
  "subscribers.unsubscribed_at",
] as const;

function filtered(db: Kysely<Database>, { side, state }: SubscriberFilter) {
  let select = db.selectFrom("subscribers");
  if (side) select = select.where("subscribers.side", "=", side);
  if (state === "subscribed") select = select.where("unsubscribed_at", "is", null);
  if (state === "unsubscribed") select = select.where("unsubscribed_at", "is not", null);
  return select;
}

/**
 * The sign-ups the filter shows, newest first, after `after` when given, for a filter without
 * words to look up in the trigram index (none, or one or two characters): the query the list's
 * pages and its CSV read (tests/integration/list-plans.test.ts checks its plans).
 */
export function subscribersQuery(db: Kysely<Database>, filter: SubscriberFilter, after?: Cursor) {
  let select = filtered(db, filter);
  const words = searchWords(filter.query ?? "").toLowerCase();
  if (words && indexedSearch(words)) {
    throw new Error("Words this long go through subscribersSearchQuery");
  }
  if (words) {
    const newest = filtered(db, filter)
      .select("subscribers.id")
      .orderBy("subscribers.created_at", "desc")
      .orderBy("subscribers.id", "desc")
      .limit(shortSearchRows);
    select = select
      .where("subscribers.id", "in", newest)
      .where(containsText("subscribers.email", words));
  }
  if (after) select = select.where(olderThan("subscribers.created_at", "subscribers.id", after));
  return select.orderBy("subscribers.created_at", "desc").orderBy("subscribers.id", "desc");
}

/**
 * A search through the trigram index (three characters or more): the filter's sign-ups whose
 * address contains the words, newest (id) first, after `after`'s id, at most `limit`.
 */
export function subscribersSearchQuery(
  db: Kysely<Database>,
  filter: SubscriberFilter,
  words: string,
  after: Cursor | undefined,
  limit: number,
) {
  if (kindOf(db) === "postgres") {
    let select = filtered(db, filter).where(trigramMatch("subscribers", words));
    if (after) select = select.where("subscribers.id", "<", after.id);
    return select.select(columns).orderBy("subscribers.id", "desc").limit(limit);
  }
  // The FTS5 table drives: its matches are read newest id first and stop at the page's end.
  let select = filtered(db, filter)
    .innerJoin(sql<{ rowid: number }>`subscribers_search`.as("s"), (join) =>
      join.onRef("s.rowid", "=", "subscribers.id"),
    )
    .where(sql<boolean>`s.subscribers_search match ${ftsPhrase(words)}`);
  if (after) select = select.where(sql<boolean>`s.rowid < ${after.id}`);
  return select
    .select(columns)
    .orderBy(sql`s.rowid`, "desc")
    .limit(limit);
}

type Listed = {
  id: number;
  email: string;
  side: Side;
  source_page: string;
  created_at: string;
  unsubscribed_at: string | null;
};

/** The rows of one page or batch, whichever query the filter takes. */
function subscriberRows(
  db: Kysely<Database>,
  filter: SubscriberFilter,
  after: Cursor | undefined,
  limit: number,
): Promise<Listed[]> {
  const words = searchWords(filter.query ?? "").toLowerCase();
  if (words && indexedSearch(words)) {
    return subscribersSearchQuery(db, filter, words, after, limit).execute();
  }
  return subscribersQuery(db, filter, after).select(columns).limit(limit).execute();
}

async function withStates(db: Kysely<Database>, rows: Listed[]): Promise<SubscriberRow[]> {
  const states = await deliveryStatesOf(
    db,
    "subscriber",
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    side: row.side,
    sourcePage: row.source_page,
    subscribedAt: row.created_at,
    unsubscribedAt: row.unsubscribed_at,
    deliveryState: states.get(row.id) ?? "kept",
  }));
}

/** Newest first, filtered by side, state and part of the address. */
export async function findSubscribers(
  db: Kysely<Database>,
  filter: SubscriberFilter = {},
  limit = 1000,
): Promise<SubscriberRow[]> {
  return withStates(db, await subscriberRows(db, filter, undefined, limit));
}

/** One page of the list, continuing after `after`. */
export async function subscriberPage(
  db: Kysely<Database>,
  filter: SubscriberFilter,
  after?: Cursor,
  size = staffPageSize,
): Promise<Page<SubscriberRow>> {
  const rows = await subscriberRows(db, filter, after, size + 1);
  const page = pageOf(rows, size, (row) => ({ at: row.created_at, id: row.id }));
  return { ...page, rows: await withStates(db, page.rows) };
}

/** The export's columns, in the shape mailing providers import (an address per row, with tags). */
export const subscribersCsvHeader = ["Email Address", "Tags", "Status", "Signed Up", "Source Page"];

type CsvSource = Pick<
  SubscriberRow,
  "email" | "side" | "unsubscribedAt" | "subscribedAt" | "sourcePage"
>;

export function subscribersCsvRows(rows: CsvSource[]): string[][] {
  return rows.map((row) => [
    row.email,
    row.side,
    row.unsubscribedAt ? "unsubscribed" : "subscribed",
    dojoTimeWithOffset(instantOf(row.subscribedAt)),
    row.sourcePage,
  ]);
}

/** The filter's sign-ups as CSV rows, newest first, one batch of rows per query. */
export async function* subscribersCsvBatches(
  db: Kysely<Database>,
  filter: SubscriberFilter,
  batchRows = 500,
): AsyncGenerator<string[][]> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await subscriberRows(db, filter, after, batchRows);
    if (rows.length > 0) {
      yield subscribersCsvRows(
        rows.map((row) => ({
          email: row.email,
          side: row.side,
          unsubscribedAt: row.unsubscribed_at,
          subscribedAt: row.created_at,
          sourcePage: row.source_page,
        })),
      );
    }
    const last = rows.at(-1);
    if (rows.length < batchRows || last === undefined) return;
    after = { at: last.created_at, id: last.id };
  }
}
