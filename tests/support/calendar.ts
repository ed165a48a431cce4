import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import { forgetSchedule } from "~/services/schedule/live-schedule.server";
import { forgetDataVersion } from "~/services/data-version.server";
import { forgetOfferings } from "~/services/offerings/offering-reads.server";

// The calendar's tables (and the courses, camps and prices) emptied between tests, with this process's copy of the seasons
// forgotten, so each test starts from no season at all (seed it with addFirstSeason).

const calendarTables = [
  "offerings",
  "class_changes",
  "season_closures",
  "season_classes",
  "seasons",
  "revisions",
  "data_versions",
  "audit_log",
  "seed_runs",
] as const;

export async function emptyCalendar(db: Kysely<Database>): Promise<void> {
  for (const table of calendarTables) await db.deleteFrom(table).execute();
  forgetSchedule(db);
  forgetOfferings(db);
  forgetDataVersion(db, "offerings");
  forgetDataVersion(db, "events");
}
