import type { Kysely, Selectable } from "kysely";
import { isEventMotif, type EventRecord } from "~/model/events";
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

/**
 * The /events page's two lists: the upcoming events, earliest first, then the past ones, most
 * recent first. An event is past once it has ended (its start plus its length, or its day).
 */
export async function eventsForPage(
  db: Kysely<Database>,
  now = new Date(),
): Promise<{ upcoming: EventRecord[]; past: EventRecord[] }> {
  const events = await listEvents(db);
  const ended = (event: EventRecord) =>
    new Date(event.startsAt).getTime() + (event.durationMinutes ?? 0) * 60_000 < now.getTime();
  return {
    upcoming: events.filter((event) => !ended(event)),
    past: events.filter(ended).reverse(),
  };
}

/** The events a calendar feed shows (every one not hidden) and when the events last changed. */
export async function eventsForFeed(
  db: Kysely<Database>,
): Promise<{ events: EventRecord[]; lastModified: Date | undefined }> {
  const [rows, lastModified] = await Promise.all([
    db
      .selectFrom("events")
      .selectAll()
      .where("hidden", "=", 0)
      .orderBy("event_date", "asc")
      .orderBy("id", "asc")
      .execute(),
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
