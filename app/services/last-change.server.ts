import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import { eventEnd, instantOf } from "~/model/times";
import type { ChangingData } from "~/site-pages";
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

/**
 * When the last event shown on the site ended, up to `now`: the pages that list events change
 * then too, as the event moves from those to come to those past.
 */
export async function lastEventEnded(
  db: Kysely<Database>,
  now = new Date(),
): Promise<Date | undefined> {
  const rows = await db
    .selectFrom("events")
    .select(["event_date", "duration_minutes"])
    .where("hidden", "=", 0)
    .where("event_date", "<=", now.toISOString())
    .execute();
  const ends = rows
    .map((row) =>
      Date.parse(eventEnd(instantOf(row.event_date), Number(row.duration_minutes ?? 0))),
    )
    .filter((end) => end <= now.getTime());
  return ends.length > 0 ? new Date(Math.max(...ends)) : undefined;
}
