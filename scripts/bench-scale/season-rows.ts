import type { Insertable } from "kysely";
import type {
  ClassChangesTable,
  SeasonClassesTable,
  SeasonClosuresTable,
  SeasonsTable,
} from "~/infra/db.server";
import { classKinds, weekdays } from "~/model/schedule";
import { addDays, localDate, newYorkDate, weekdayOf, type LocalDate } from "~/model/seasons";
import type { Random } from "./record-rows.ts";

// Generated seasons of weekly classes, September to June, each published, with its closures and
// its one-off changes to single classes (cancelled, or a note), as staff keep them. The newest is
// the school year under way at `now`, the others the years before it, leaving out the year the
// site's own seed holds (2025-26).

export type SeasonRows = {
  season: Insertable<SeasonsTable>;
  classes: Insertable<SeasonClassesTable>[];
  closures: Insertable<SeasonClosuresTable>[];
  changes: Insertable<ClassChangesTable>[];
};

const slots = ["16:00", "17:00", "18:00", "19:00", "20:00"];
const seededYear = 2025;

/** The first years of `count` school years, newest first: this one, then earlier ones. */
export function seasonYears(now: Date, count: number): number[] {
  const today = newYorkDate(now);
  const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 8 ? 1 : 0);
  const years: number[] = [];
  for (let y = year; years.length < count; y -= 1) if (y !== seededYear) years.push(y);
  return years;
}

export function seasonRows(
  random: Random,
  year: number,
  changesPerSeason: number,
  now: Date,
): SeasonRows {
  const id = `generated-season-${year}`;
  const firstDay = localDate(`${year}-09-01`);
  const lastDay = localDate(`${year + 1}-06-30`);
  const at = now.toISOString();
  const classes = weekdays.slice(0, 6).flatMap((weekday, w) =>
    slots.map((start, s) => ({
      id: `${id}-class-${w}-${s}`,
      season_id: id,
      weekday,
      start_time: start,
      end_time: `${String(Number(start.slice(0, 2)) + 1).padStart(2, "0")}:00`,
      name: `Class ${w}-${s}`,
      audience: "Ages 7+",
      kind: classKinds[(w + s) % classKinds.length] ?? "beginner",
      instructor: null,
      note: null,
      position: s,
      version: 1,
    })),
  );
  const closures = Array.from({ length: 8 }, (_, n) => {
    const from = addDays(firstDay, 20 + n * 35);
    return {
      id: `${id}-closure-${n}`,
      season_id: id,
      first_day: from,
      last_day: addDays(from, n % 3),
      label: `Closed ${n}`,
      groups: "[]",
      needs_check: 0,
      version: 1,
    };
  });
  const taken = new Set<string>();
  const changes: Insertable<ClassChangesTable>[] = [];
  for (let n = 0; changes.length < changesPerSeason && n < changesPerSeason * 4; n++) {
    const cls = classes[Math.floor(random() * classes.length)];
    if (!cls) continue;
    let date: LocalDate = addDays(firstDay, Math.floor(random() * 290));
    while (weekdayOf(date) !== cls.weekday) date = addDays(date, 1);
    const key = `${cls.id}/${date}`;
    if (date > lastDay || taken.has(key)) continue;
    taken.add(key);
    const cancelled = random() < 0.6;
    changes.push({
      id: `${id}-change-${changes.length}`,
      season_id: id,
      class_id: cls.id,
      original_date: date,
      kind: cancelled ? "cancelled" : "note",
      text: cancelled ? "The instructor is away." : "Bring your gi.",
      new_date: null,
      new_start: null,
      new_end: null,
      sequence: 1,
      version: 1,
    });
  }
  return {
    season: {
      id,
      label: `${year}-${String((year + 1) % 100).padStart(2, "0")}`,
      first_day: firstDay,
      last_day: lastDay,
      publish_at: `${year}-08-01T04:00:00.000Z`,
      version: 1,
      created_at: at,
      updated_at: at,
    },
    classes,
    closures,
    changes,
  };
}
