import type { Kysely, Selectable } from "kysely";
import { isEventMotif, type CommunityEvent, type EventRecord } from "~/content/events";
import type { Database, EventsTable } from "~/infra/db.server";
import { dojoTimeToUtc } from "~/lib/event-dates";

// The only door to the events table: the /events page, every "Upcoming Events" section, the
// seed and (later) the staff area go through here.

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

function toRecord(row: Selectable<EventsTable>): EventRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    japaneseTitle: row.japanese_title,
    category: row.category,
    description: row.description,
    startsAt: row.event_date,
    durationMinutes: row.duration_minutes,
    location: row.location,
    tags: parseTags(row.tags),
    registration: {
      status: row.registration_status,
      url: row.registration_url,
      priceCents: row.price_cents,
    },
    image: row.image && isEventMotif(row.image) ? row.image : null,
  };
}

// The spec's data layer treats a query that returns no data at all as an error (§8).
function rowsOf<T>(rows: T[] | undefined): T[] {
  if (!Array.isArray(rows)) throw new Error("The events query returned no data");
  return rows;
}

/** Every event, earliest first. */
export async function listEvents(db: Kysely<Database>): Promise<EventRecord[]> {
  const rows = await db.selectFrom("events").selectAll().orderBy("event_date", "asc").execute();
  return rowsOf(rows).map(toRecord);
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
    .orderBy("event_date", "asc")
    .orderBy("id", "asc")
    .limit(limit)
    .execute();
  return rowsOf(rows).map(toRecord);
}

/** Adds the events whose slugs are not in the table yet; returns how many were added. */
export async function addMissingEvents(
  db: Kysely<Database>,
  events: CommunityEvent[],
  now = new Date(),
): Promise<number> {
  const existing = new Set(
    (await db.selectFrom("events").select("slug").execute()).map((row) => row.slug),
  );
  const missing = events.filter((event) => !existing.has(event.slug));
  if (missing.length === 0) return 0;
  const stamp = now.toISOString();
  await db
    .insertInto("events")
    .values(
      missing.map((event) => ({
        slug: event.slug,
        title: event.title,
        japanese_title: event.japaneseTitle,
        category: event.category,
        description: event.description,
        event_date: dojoTimeToUtc(event.startsAt),
        duration_minutes: event.durationMinutes,
        location: event.location,
        tags: JSON.stringify(event.tags),
        registration_status: event.registration.status,
        registration_url: event.registration.url,
        price_cents: event.registration.priceCents,
        image: event.motif,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .execute();
  return missing.length;
}
