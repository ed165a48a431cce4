import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import { eventEnd, instantOf } from "~/model/times";
import type { ChangingData } from "~/site-pages";
import { olderThan, type Cursor } from "./keyset";
import type { RecordKind } from "./staff/audit.server";

// When the events or the resource library last changed, for the calendar feed's Last-Modified
// and the sitemap's <lastmod>: the latest edit of a row, or of a staff change that leaves no
// newer row behind (hiding and deleting are in the audit log).

const kinds: Record<Exclude<ChangingData, "schedule" | "offerings">, RecordKind> = {
  events: "event",
  resources: "resource",
};

export const changingData: ChangingData[] = ["events", "resources", "schedule", "offerings"];

export async function lastChangeOf(
  db: Kysely<Database>,
  data: ChangingData,
): Promise<Date | undefined> {
  if (data === "schedule" || data === "offerings") {
    // Every save to the calendar, a course, a camp or a price raises its data version and stamps
    // it (data-version.server.ts).
    const row = await db
      .selectFrom("data_versions")
      .select("changed_at")
      .where("name", "=", data)
      .executeTakeFirst();
    return row ? new Date(row.changed_at) : undefined;
  }
  const [row, audited] = await Promise.all([
    db
      .selectFrom(data)
      .select((eb) => eb.fn.max("updated_at").as("at"))
      .executeTakeFirst(),
    db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.max("created_at").as("at"))
      .where("record_kind", "=", kinds[data])
      .executeTakeFirst(),
  ]);
  const latest = [row?.at, audited?.at]
    .filter((at): at is string => typeof at === "string" && at !== "")
    .sort()
    .at(-1);
  return latest ? new Date(latest) : undefined;
}

/** No event lasts longer than this after its start (a day, and an hour for a clock change). */
const longestEventMs = 25 * 3_600_000;

/**
 * When the last event shown on the site ended, up to `now`: the pages that list events change
 * then too, as the event moves from those to come to those past. Read from the latest start
 * back, a few at a time, until no earlier event can have ended later.
 */
export async function lastEventEnded(
  db: Kysely<Database>,
  now = new Date(),
): Promise<Date | undefined> {
  let latest: number | undefined;
  let after: Cursor | undefined;
  for (let batch = 0; batch < 100; batch++) {
    let query = db
      .selectFrom("events")
      .select(["id", "event_date", "duration_minutes"])
      .where("hidden", "=", 0)
      .where("event_date", "<=", now.toISOString());
    if (after) query = query.where(olderThan("events.event_date", "events.id", after));
    const rows = await query
      .orderBy("event_date", "desc")
      .orderBy("id", "desc")
      .limit(20)
      .execute();
    for (const row of rows) {
      const end = Date.parse(
        eventEnd(instantOf(row.event_date), Number(row.duration_minutes ?? 0)),
      );
      if (end <= now.getTime()) latest = Math.max(latest ?? end, end);
    }
    const last = rows.at(-1);
    if (!last || rows.length < 20) break;
    if (latest !== undefined && Date.parse(last.event_date) + longestEventMs < latest) break;
    after = { at: last.event_date, id: last.id };
  }
  return latest === undefined ? undefined : new Date(latest);
}
