import type { Kysely, Selectable } from "kysely";
import { feedKeepsDays, isEventMotif, type EventRecord } from "~/model/events";
import type { Database, EventsTable } from "~/infra/db.server";
import { lastChangeOf } from "~/services/last-change.server";
import { instantOf } from "~/model/times";

// The events as visitors see them: the /events page, every "Upcoming Events" section and the
// calendar feed; hidden events are never among them.

/** How many events an "Upcoming Events" section shows (spec §7, §9). */
export const upcomingEventsLimit = 4;

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((tag) => typeof tag === "string") : [];
  } catch {
    return [];
  }
}

export function toRecord(row: Selectable<EventsTable>): EventRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    japaneseTitle: row.japanese_title,
    category: row.category,
    description: row.description,
    startsAt: instantOf(row.event_date),
    durationMinutes: row.duration_minutes,
    location: row.location,
    tags: parseTags(row.tags),
    registration: {
      status: row.registration_status,
      url: row.registration_url,
      priceCents: row.price_cents,
    },
    motif: row.motif && isEventMotif(row.motif) ? row.motif : null,
  };
}

// The spec's data layer treats a query that returns no data at all as an error (§8).
export function rowsOf<T>(rows: T[] | undefined): T[] {
  if (!Array.isArray(rows)) throw new Error("The events query returned no data");
  return rows;
}

/** Every event the site shows (not hidden by staff), earliest first. */
export async function listEvents(db: Kysely<Database>): Promise<EventRecord[]> {
  const rows = await db
    .selectFrom("events")
    .selectAll()
    .where("hidden", "=", 0)
    .orderBy("event_date", "asc")
    .orderBy("id", "asc")
    .execute();
  return rowsOf(rows).map(toRecord);
}

/** The event with this slug as visitors may see it: null when there is none or staff hid it. */
export async function shownEvent(db: Kysely<Database>, slug: string): Promise<EventRecord | null> {
  const row = await db
    .selectFrom("events")
    .selectAll()
    .where("slug", "=", slug)
    .where("hidden", "=", 0)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** How many events each of /events's lists shows at most: about two seasons' worth. */
export const eventsPageLimit = 24;

/** The longest an event can last (the form takes up to 1,440 minutes). */
const longestEventMs = 24 * 60 * 60 * 1000;

/** The /events page's reads: events from `cutoff` on, earliest first, and before it, latest first. */
export function eventsPageQueries(db: Kysely<Database>, cutoff: string, limit: number) {
  const shown = db.selectFrom("events").selectAll().where("hidden", "=", 0);
  return {
    later: shown
      .where("event_date", ">=", cutoff)
      .orderBy("event_date", "asc")
      .orderBy("id", "asc")
      .limit(limit * 2),
    earlier: shown
      .where("event_date", "<", cutoff)
      .orderBy("event_date", "desc")
      .orderBy("id", "desc")
      .limit(limit),
  };
}

/**
 * The /events page's two lists: the upcoming events, earliest first, then the past ones, most
 * recent first, each at most `eventsPageLimit`. An event is past once it has ended (its start
 * plus its length, or its day). Each list is read by the events' date index, so the page costs
 * the same whatever the years of events behind it.
 */
export async function eventsForPage(
  db: Kysely<Database>,
  now = new Date(),
  limit = eventsPageLimit,
): Promise<{ upcoming: EventRecord[]; past: EventRecord[] }> {
  // Events that started within the longest event's length may have ended or not: they are read
  // with the upcoming ones and sorted out here.
  const cutoff = new Date(now.getTime() - longestEventMs).toISOString();
  const { later, earlier } = eventsPageQueries(db, cutoff, limit);
  const [laterRows, earlierRows] = await Promise.all([later.execute(), earlier.execute()]);
  const ended = (event: EventRecord) =>
    new Date(event.startsAt).getTime() + (event.durationMinutes ?? 0) * 60_000 < now.getTime();
  const recent = rowsOf(laterRows).map(toRecord);
  return {
    upcoming: recent.filter((event) => !ended(event)).slice(0, limit),
    past: [...recent.filter(ended).reverse(), ...rowsOf(earlierRows).map(toRecord)].slice(0, limit),
  };
}

/** The events the feed shows: not hidden, from `since` on, earliest first. */
export function feedEventsQuery(db: Kysely<Database>, since: string) {
  return db
    .selectFrom("events")
    .selectAll()
    .where("hidden", "=", 0)
    .where("event_date", ">=", since)
    .orderBy("event_date", "asc")
    .orderBy("id", "asc");
}

/**
 * The events a calendar feed shows (those not hidden, from `feedKeepsDays` ago on) and when the
 * events last changed.
 */
export async function eventsForFeed(
  db: Kysely<Database>,
  now = new Date(),
): Promise<{ events: EventRecord[]; lastModified: Date | undefined }> {
  const since = new Date(now.getTime() - feedKeepsDays * 86_400_000).toISOString();
  const [rows, lastModified] = await Promise.all([
    feedEventsQuery(db, since).execute(),
    lastChangeOf(db, "events"),
  ]);
  return { events: rowsOf(rows).map(toRecord), lastModified };
}

/** Events at or after `now`, earliest first, at most `limit` (spec §7 "Upcoming events"). */
export async function upcomingEvents(
  db: Kysely<Database>,
  { now = new Date(), limit = upcomingEventsLimit }: { now?: Date; limit?: number } = {},
): Promise<EventRecord[]> {
  const rows = await db
    .selectFrom("events")
    .selectAll()
    .where("event_date", ">=", now.toISOString())
    .where("hidden", "=", 0)
    .orderBy("event_date", "asc")
    .orderBy("id", "asc")
    .limit(limit)
    .execute();
  return rowsOf(rows).map(toRecord);
}

/**
 * The instants from `at` on at which a shown event starts or ends, earliest first: where a list
 * that sorts events by those instants (the upcoming and past events) changes with no edit.
 */
export async function eventTurnsAfter(db: Kysely<Database>, at: Date): Promise<number[]> {
  const rows = await db
    .selectFrom("events")
    .select(["event_date", "duration_minutes"])
    .where("hidden", "=", 0)
    .where("event_date", ">=", new Date(at.getTime() - longestEventMs).toISOString())
    .execute();
  const turns = rowsOf(rows).flatMap((row) => {
    const starts = new Date(instantOf(row.event_date)).getTime();
    return [starts, starts + (row.duration_minutes ?? 0) * 60_000];
  });
  return [...new Set(turns.filter((turn) => turn >= at.getTime()))].sort((a, b) => a - b);
}
