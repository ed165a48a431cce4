import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import { hasTakenPlace } from "~/model/events";
import { newYorkDate } from "~/model/seasons";
import { formatStaffTime } from "~/model/times";
import { listManagedEvents, type ManagedEvent } from "./events.server";

// The events as the staff area lists them on a day: upcoming (earliest first) and past (most
// recent first), each with its date written with its year when that is not this year in New
// York. An event is past from the day after its own, as on the public pages.

export type StaffEventRow = ManagedEvent & { when: string; past: boolean };

export async function staffEventList(
  db: Kysely<Database>,
  now: Date,
): Promise<{ upcoming: StaffEventRow[]; past: StaffEventRow[] }> {
  const today = newYorkDate(now);
  const rows = (await listManagedEvents(db)).map((event) => ({
    ...event,
    when: formatStaffTime(event.startsAt, now),
    past: hasTakenPlace(event, today),
  }));
  return {
    upcoming: rows.filter((row) => !row.past),
    past: rows.filter((row) => row.past).reverse(),
  };
}
