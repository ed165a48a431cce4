import type { Kysely, Selectable, Transaction } from "kysely";
import type { EventRecord } from "~/model/events";
import type { Database, EventsTable } from "~/infra/db.server";
import { dojoTimeToUtc, localDateTime } from "~/model/times";
import { changesBetween, recordAudit, type Actor } from "../staff/audit.server";
import { forgetDataVersion, raiseDataVersion } from "../data-version.server";
import { rowsOf, toRecord } from "./event-reads.server";
import type { EventInput } from "./schema";

// The staff area's side of the events table: every event, hidden ones too, and the changes to
// them, each written to the audit log in the same transaction.

export type ManagedEvent = EventRecord & { hidden: boolean };

export function toManaged(row: Selectable<EventsTable>): ManagedEvent {
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

/**
 * A save to the events as one transaction, after which this process reads their version afresh:
 * the pages it keeps show the change on the next request, not a second later.
 */
async function inEventsTransaction<Result>(
  db: Kysely<Database>,
  save: (trx: Transaction<Database>) => Promise<Result>,
): Promise<Result> {
  const result = await db.transaction().execute(save);
  forgetDataVersion(db, "events");
  return result;
}

export async function createEvent(
  db: Kysely<Database>,
  actor: Actor,
  input: EventInput,
): Promise<number> {
  return inEventsTransaction(db, async (trx) => {
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
    await raiseDataVersion(trx, "events", new Date());
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
  return inEventsTransaction(db, async (trx) => {
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
    await raiseDataVersion(trx, "events", new Date());
    return true;
  });
}

export async function setEventHidden(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  hidden: boolean,
): Promise<"changed" | "unchanged" | "missing"> {
  return inEventsTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom("events")
      .select(["title", "hidden"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return "missing";
    if ((before.hidden !== 0) === hidden) return "unchanged";
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
    await raiseDataVersion(trx, "events", new Date());
    return "changed";
  });
}

export async function deleteEvent(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
): Promise<boolean> {
  return inEventsTransaction(db, async (trx) => {
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
    await raiseDataVersion(trx, "events", new Date());
    return true;
  });
}
