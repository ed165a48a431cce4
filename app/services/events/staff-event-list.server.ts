import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import { hasTakenPlace } from "~/model/events";
import { newYorkDate } from "~/model/seasons";
import { dojoTimeToUtc, formatStaffTime, localDateTime, type Instant } from "~/model/times";
import { halfPageSize, newerThan, olderThan, pageOf, type Cursor } from "../keyset";
import { toManaged, type ManagedEvent } from "./events.server";

// The events as the staff area lists them on a day: upcoming (earliest first) and past (most
// recent first), a page of each at a time (decision 026), each with its date written with its
// year when that is not this year in New York. An event is past from the day after its own, as
// on the public pages: the lists part at the start of today in New York.

export type StaffEventRow = ManagedEvent & { when: string; past: boolean };

/** Events from `from` on, earliest first, after `after` when given. */
export function upcomingQuery(db: Kysely<Database>, from: Instant, after?: Cursor) {
  let query = db.selectFrom("events").where("event_date", ">=", from);
  if (after) query = query.where(newerThan("events.event_date", "events.id", after));
  return query.orderBy("event_date", "asc").orderBy("id", "asc");
}

/** Events before `until`, most recent first, after `after` when given. */
export function pastQuery(db: Kysely<Database>, until: Instant, after?: Cursor) {
  let query = db.selectFrom("events").where("event_date", "<", until);
  if (after) query = query.where(olderThan("events.event_date", "events.id", after));
  return query.orderBy("event_date", "desc").orderBy("id", "desc");
}

export type StaffEventList = {
  upcoming: StaffEventRow[];
  past: StaffEventRow[];
  /** Where the next page of each list starts, when there is one. */
  moreUpcoming?: Cursor;
  morePast?: Cursor;
};

/**
 * A page of each list; with a cursor for one of them, the next page of that one alone.
 */
export async function staffEventList(
  db: Kysely<Database>,
  now: Date,
  { upcomingAfter, pastAfter }: { upcomingAfter?: Cursor; pastAfter?: Cursor } = {},
  size = halfPageSize,
): Promise<StaffEventList> {
  const today = newYorkDate(now);
  const startOfToday = dojoTimeToUtc(localDateTime(today, "00:00"));
  const read = (query: ReturnType<typeof upcomingQuery>) =>
    query
      .selectAll()
      .limit(size + 1)
      .execute();
  const [upcomingRows, pastRows] = await Promise.all([
    pastAfter ? [] : read(upcomingQuery(db, startOfToday, upcomingAfter)),
    upcomingAfter ? [] : read(pastQuery(db, startOfToday, pastAfter)),
  ]);
  const shown = (rows: typeof upcomingRows) => {
    const page = pageOf(rows, size, (row) => ({ at: row.event_date, id: row.id }));
    return {
      ...page,
      rows: page.rows.map(toManaged).map((event) => ({
        ...event,
        when: formatStaffTime(event.startsAt, now),
        past: hasTakenPlace(event, today),
      })),
    };
  };
  const upcoming = shown(upcomingRows);
  const past = shown(pastRows);
  return {
    upcoming: upcoming.rows,
    past: past.rows,
    ...(upcoming.next ? { moreUpcoming: upcoming.next } : {}),
    ...(past.next ? { morePast: past.next } : {}),
  };
}
