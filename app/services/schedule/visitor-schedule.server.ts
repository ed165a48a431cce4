import { calendarPage } from "~/content/calendar";
import type { Kysely } from "kysely";
import type { Database } from "~/infra/db-tables";
import type { ScheduledClass } from "~/model/schedule";
import { describeChange, upcomingChanges } from "~/model/season-occurrences";
import {
  closureLabel,
  formatDay,
  newYorkDate,
  type LiveSeason,
  type LocalDate,
} from "~/model/seasons";
import { loadSeason } from "./season-reads.server";
import { liveSchedule } from "./live-schedule.server";

// The schedule as the public pages show it: the live season's classes and closures, where it
// stands today (under way, about to start, over), and the changes to single classes in the next
// two weeks, each in one line of words. Plain data for the pages' loaders.

export type VisitorSchedule = {
  /** "2025-26"; undefined when no season has ever been published. */
  label?: string;
  /** "September to June". */
  months?: string;
  firstDay?: LocalDate;
  lastDay?: LocalDate;
  /** "none": nothing published yet. */
  standing: "current" | "upcoming" | "ended" | "none";
  /** The first class day in words with its year ("Tuesday, September 8, 2026"), while upcoming. */
  startsOn?: string;
  classes: ScheduledClass[];
  closures: { label: string; from: LocalDate; to: LocalDate }[];
  /** The next 14 days' cancelled, moved and annotated classes: "Mon, Dec 7: Beginners …". */
  changes: { date: LocalDate; text: string; status: "scheduled" | "cancelled" | "moved" }[];
  /** Changes whenever what this shows may change (data, day, live season). */
  key: string;
};

/** How many days ahead the pages list single-class changes. */
export const changesAheadDays = 14;

export async function visitorSchedule(db: Kysely<Database>, now: Date): Promise<VisitorSchedule> {
  const { live, today, key } = await liveSchedule(db, now);
  if (!live) return { standing: "none", classes: [], closures: [], changes: [], key };
  return scheduleOf(live, today, key);
}

/**
 * "Preview": the schedule as visitors would see it were this season (a draft, say) the live one
 * today. Undefined when there is no such season.
 */
export async function previewSchedule(
  db: Kysely<Database>,
  seasonId: string,
  now: Date,
): Promise<VisitorSchedule | undefined> {
  const season = await loadSeason(db, seasonId);
  if (!season) return undefined;
  const today = newYorkDate(now);
  const standing =
    today < season.firstDay ? "upcoming" : today > season.lastDay ? "ended" : "current";
  return scheduleOf({ season, standing }, today, `preview:${season.id}:${season.updatedAt}`);
}

function scheduleOf(live: LiveSeason, today: LocalDate, key: string): VisitorSchedule {
  const { season, standing } = live;
  const changes =
    standing === "ended"
      ? []
      : upcomingChanges(season, today, changesAheadDays).map((occurrence) => ({
          date: occurrence.date,
          text: describeChange(occurrence, calendarPage.change),
          status: occurrence.status,
        }));
  return {
    label: season.label,
    months: `${formatDay(season.firstDay, "month")} to ${formatDay(season.lastDay, "month")}`,
    firstDay: season.firstDay,
    lastDay: season.lastDay,
    standing,
    ...(standing === "upcoming" ? { startsOn: formatDay(season.firstDay, "weekdayDate") } : {}),
    classes: season.classes.map(({ day, start, end, name, audience, kind }) => ({
      day,
      start,
      end,
      name,
      audience,
      kind,
    })),
    closures: season.closures.map((closure) => ({
      label: closureLabel(closure),
      from: closure.firstDay,
      to: closure.lastDay,
    })),
    changes,
    key,
  };
}
