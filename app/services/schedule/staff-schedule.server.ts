import type { Kysely } from "kysely";
import { scheduleProblems } from "~/content/admin/schedule";
import type { Database } from "~/infra/db-tables";
import { weekdays, type Weekday } from "~/model/schedule";
import {
  closureOn,
  occurrencesBetween,
  orphanedChanges,
  type Occurrence,
} from "~/model/season-occurrences";
import { publishProblems, type FieldProblems } from "~/model/season-problems";
import {
  liveSeason,
  newYorkDate,
  seasonState,
  weekdayOf,
  type ClassChange,
  type LocalDate,
  type Season,
  type SeasonClass,
  type SeasonRecord,
  type SeasonState,
} from "~/model/seasons";
import { loadSeasons, seasonFromRow } from "./season-reads.server";

// The calendar as the staff pages show it: every season and where it stands, one season whole
// with what keeps it from being published, and one day's classes for "Cancel a class".

export type StaffSeason = Season & { state: SeasonState; live: boolean };

/** A season as the list of seasons shows it: its record and how many weekly classes it has. */
export type SeasonSummary = SeasonRecord & {
  classCount: number;
  state: SeasonState;
  live: boolean;
};

/** Every season, newest first, without its classes, closures and changes (a count instead). */
export async function staffSeasons(db: Kysely<Database>, now: Date): Promise<SeasonSummary[]> {
  const [rows, counts] = await Promise.all([
    db.selectFrom("seasons").selectAll().orderBy("first_day").execute(),
    db
      .selectFrom("season_classes")
      .select(["season_id", (eb) => eb.fn.countAll<string | number>().as("count")])
      .groupBy("season_id")
      .execute(),
  ]);
  const classCount = new Map(counts.map((row) => [row.season_id, Number(row.count)]));
  const seasons = rows.map(seasonFromRow);
  const live = liveSeason(seasons, now)?.season.id;
  return seasons
    .map((season) => ({
      ...season,
      classCount: classCount.get(season.id) ?? 0,
      state: seasonState(season, now),
      live: season.id === live,
    }))
    .reverse();
}

export type SeasonPage = {
  season: StaffSeason;
  byDay: { day: Weekday; classes: SeasonClass[] }[];
  /** What publishing it would be refused for now (empty once it can be published). */
  problems: FieldProblems;
  /** Changes from today on, in date order, with the occurrence they change. */
  upcoming: Occurrence[];
  /** Changes whose day is no longer one of their class's. */
  orphaned: (ClassChange & { className?: string })[];
  today: LocalDate;
};

export async function staffSeason(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<SeasonPage | undefined> {
  const seasons = await loadSeasons(db);
  const season = seasons.find((entry) => entry.id === id);
  if (!season) return undefined;
  const today = newYorkDate(now);
  const live = liveSeason(seasons, now)?.season.id === season.id;
  const orphaned = orphanedChanges(season);
  const from = today > season.firstDay ? today : season.firstDay;
  return {
    season: { ...season, state: seasonState(season, now), live },
    byDay: weekdays.map((day) => ({
      day,
      classes: season.classes.filter((cls) => cls.day === day),
    })),
    problems: publishProblems(season, seasons, now, scheduleProblems),
    upcoming: occurrencesBetween(season, from, season.lastDay).filter(
      (occurrence) => occurrence.change !== undefined,
    ),
    orphaned: orphaned.map((change) => {
      const name = season.classes.find((cls) => cls.id === change.classId)?.name;
      return name === undefined ? change : { ...change, className: name };
    }),
    today,
  };
}

/** One class on one day: meeting (with its change, if any) or closed. */
export type DayClass = {
  cls: SeasonClass;
  change?: ClassChange;
  closed?: string;
};

export type DayOfClasses = {
  season: Pick<Season, "id" | "label" | "firstDay" | "lastDay"> & { state: SeasonState };
  classes: DayClass[];
};

/** Every season that includes `day` (published first), with that day's classes. */
export async function classesOn(
  db: Kysely<Database>,
  day: LocalDate,
  now: Date,
): Promise<DayOfClasses[]> {
  const seasons = await loadSeasons(db);
  const weekday = weekdayOf(day);
  const order: Record<SeasonState, number> = { published: 0, scheduled: 1, draft: 2 };
  return seasons
    .filter((season) => season.firstDay <= day && day <= season.lastDay)
    .map((season) => ({ season, state: seasonState(season, now) }))
    .sort((a, b) => order[a.state] - order[b.state])
    .map(({ season, state }) => ({
      season: {
        id: season.id,
        label: season.label,
        firstDay: season.firstDay,
        lastDay: season.lastDay,
        state,
      },
      classes: season.classes
        .filter((cls) => cls.day === weekday)
        .map((cls) => {
          const closure = closureOn(season, cls, day);
          const change = season.changes.find(
            (entry) => entry.classId === cls.id && entry.originalDate === day,
          );
          return {
            cls,
            ...(change ? { change } : {}),
            ...(closure ? { closed: closure.label ?? "" } : {}),
          };
        }),
    }));
}
