import type { Kysely, Selectable } from "kysely";
import { isEventMotif, type EventRecord, type EventSeed } from "~/model/events";
import type { Database, EventsTable } from "~/infra/db.server";
import { lastChangeOf } from "~/services/last-change.server";
import { dojoTimeToUtc, instantOf, localDateTime } from "~/model/times";
import { changesBetween, recordAudit, type Actor } from "../staff/audit.server";
import type { EventInput } from "./schema";

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
function rowsOf<T>(rows: T[] | undefined): T[] {
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

/** Adds the events whose slugs are not in the table yet; returns how many were added. */
export async function addMissingEvents(
  db: Kysely<Database>,
  events: EventSeed[],
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
        event_date: dojoTimeToUtc(event.startsLocal),
        duration_minutes: event.durationMinutes,
        location: event.location,
        tags: JSON.stringify(event.tags),
        registration_status: event.registration.status,
        registration_url: event.registration.url,
        price_cents: event.registration.priceCents,
        motif: event.motif,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .execute();
  return missing.length;
}

// The staff area's side of the table: every event, hidden ones too, and the changes to them,
// each written to the audit log in the same transaction.

export type ManagedEvent = EventRecord & { hidden: boolean };

function toManaged(row: Selectable<EventsTable>): ManagedEvent {
  return { ...toRecord(row), hidden: row.hidden !== 0 };
}

export async function listManagedEvents(db: Kysely<Database>): Promise<ManagedEvent[]> {
  const rows = await db
    .selectFrom("events")
    .selectAll()
    .orderBy("event_date", "asc")
    .orderBy("id", "asc")
    .execute();
  return rowsOf(rows).map(toManaged);
}

export async function findManagedEvent(
  db: Kysely<Database>,
  id: number,
): Promise<ManagedEvent | null> {
  const row = await db.selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toManaged(row) : null;
}

/** "Sword Workshop: Iaido!" → "sword-workshop-iaido" */
export function slugOf(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "event";
}

async function freeSlug(db: Kysely<Database>, title: string, exceptId?: number): Promise<string> {
  const base = slugOf(title);
  const taken = new Set(
    (
      await db
        .selectFrom("events")
        .select(["id", "slug"])
        .where("slug", "like", `${base}%`)
        .execute()
    )
      .filter((row) => row.id !== exceptId)
      .map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function columnsOf(input: EventInput) {
  return {
    title: input.title,
    japanese_title: input.japaneseTitle,
    category: input.category,
    description: input.description,
    event_date: dojoTimeToUtc(localDateTime(input.date, input.time)),
    duration_minutes: input.durationMinutes,
    location: input.location,
    tags: JSON.stringify(input.tags),
    registration_status: input.registrationStatus,
    registration_url: input.registrationUrl,
    price_cents: input.price,
    motif: input.motif,
    hidden: input.hidden ? 1 : 0,
  };
}

export async function createEvent(
  db: Kysely<Database>,
  actor: Actor,
  input: EventInput,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const values = { ...columnsOf(input), slug: await freeSlug(trx, input.title) };
    const row = await trx
      .insertInto("events")
      .values({ ...values, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await recordAudit(trx, actor, {
      action: "created",
      recordKind: "event",
      recordId: id,
      summary: `Created the event “${input.title}”`,
      changes: changesBetween({}, values),
    });
    return id;
  });
}

/** Saves the form's values over the event; false when it no longer exists. */
export async function updateEvent(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  input: EventInput,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("events")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return false;
    const values = columnsOf(input);
    const changes = changesBetween(before, values);
    if (Object.keys(changes).length === 0) return true;
    await trx
      .updateTable("events")
      .set({ ...values, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, actor, {
      action: "edited",
      recordKind: "event",
      recordId: id,
      summary: `Edited the event “${input.title}”`,
      changes,
    });
    return true;
  });
}

export async function setEventHidden(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  hidden: boolean,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("events")
      .select(["title", "hidden"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return false;
    if ((before.hidden !== 0) === hidden) return true;
    await trx
      .updateTable("events")
      .set({ hidden: hidden ? 1 : 0, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, actor, {
      action: hidden ? "hid" : "showed",
      recordKind: "event",
      recordId: id,
      summary: `${hidden ? "Hid" : "Showed"} the event “${before.title}”`,
      changes: { hidden: [before.hidden !== 0, hidden] },
    });
    return true;
  });
}

export async function deleteEvent(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("events")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return false;
    await trx.deleteFrom("events").where("id", "=", id).execute();
    await recordAudit(trx, actor, {
      action: "deleted",
      recordKind: "event",
      recordId: id,
      summary: `Deleted the event “${before.title}”`,
      changes: changesBetween(before, {}),
    });
    return true;
  });
}
