import { newYorkOffsetMinutes } from "~/lib/new-york-time";
import { weekdays, type ClassKind, type ScheduledClass, type Weekday } from "./schedule";
import { instantOf, type Instant } from "./times";

// The studio's calendar as staff keep it (ARCHITECTURE.md "Content that changes"): seasons, each
// with its weekly classes, its closures and the changes to single occurrences of a class. What a
// visitor sees is worked out from these records and today's date in New York when the records
// are read; nothing is computed ahead and nothing needs a job to run.

/** A day in New York: "2026-09-08". */
export type LocalDate = `${number}-${number}-${number}`;

/** A season as stored: a draft until `publishAt` is set, live from that instant on. */
export type SeasonRecord = {
  id: string;
  /** As visitors read it: "2025-26". */
  label: string;
  firstDay: LocalDate;
  lastDay: LocalDate;
  /** Undefined: a draft. An instant: published from then on (now, or later). */
  publishAt?: Instant;
  /** Raised by every save; an edit carries the version it was read at. */
  version: number;
  updatedAt: Instant;
};

/** A weekly class of a season: the schedule's entry with who teaches, a note and its order. */
export type SeasonClass = ScheduledClass & {
  id: string;
  seasonId: string;
  instructor?: string;
  note?: string;
  /** Its place among the same weekday's classes, from 0. */
  position: number;
  version: number;
};

/** Days the dojo is closed, first and last inclusive, for every group or the groups named. */
export type SeasonClosure = {
  id: string;
  seasonId: string;
  firstDay: LocalDate;
  lastDay: LocalDate;
  /** Written by staff; when absent the label is made from the dates. */
  label?: string;
  /** Empty: every class. Otherwise only the classes of these groups. */
  groups: ClassKind[];
  /** Copied from the season before: holidays move, so staff confirm it before publishing. */
  needsCheck: boolean;
  version: number;
};

export const classChangeKinds = ["cancelled", "moved", "note"] as const;
export type ClassChangeKind = (typeof classChangeKinds)[number];

/**
 * A change to one occurrence of a class, kept against the occurrence's original date, so that
 * editing the class never erases it (a class moved to another weekday leaves it orphaned, and
 * staff are shown it).
 */
export type ClassChange = {
  id: string;
  classId: string;
  originalDate: LocalDate;
  kind: ClassChangeKind;
  /** The reason for a cancellation, the note (a substitute instructor…), shown to visitors. */
  text: string;
  /** A move: the new day and/or times; what is not given stays as it was. */
  newDate?: LocalDate;
  newStart?: string;
  newEnd?: string;
  /** Raised by every save, so a subscribed calendar takes the new version (RFC 5545 SEQUENCE). */
  sequence: number;
  version: number;
};

/** A season with everything in it. */
export type Season = SeasonRecord & {
  classes: SeasonClass[];
  closures: SeasonClosure[];
  changes: ClassChange[];
};

/**
 * The season visitors see, and how it stands on the day: under way, not yet begun (the next
 * published one), or over (the last one, with the notice that the new schedule comes soon).
 */
export type LiveSeason<S extends SeasonRecord = Season> = {
  season: S;
  standing: "current" | "upcoming" | "ended";
};

/** Where a season stands for staff. */
export type SeasonState = "draft" | "scheduled" | "published";

// Days in New York. A LocalDate is a calendar day, not an instant: it is counted on UTC
// midnights, where every day has 24 hours, so a clock change in New York never skips or repeats
// a day.

const localDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export function isLocalDate(value: string): value is LocalDate {
  if (!localDatePattern.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  // Date.parse rolls "2026-02-30" over into March; a real day reads back unchanged.
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** "2026-09-08" as a LocalDate; throws on text that is not a calendar day. */
export function localDate(value: string): LocalDate {
  if (!isLocalDate(value)) throw new Error(`Not a day: ${value}`);
  return value;
}

function utcMidnight(day: LocalDate): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The last day newYorkDate worked out, with the UTC hour it holds for. */
let lastNewYorkDate: { hour: number; day: LocalDate } | undefined;

/**
 * The New York calendar day at an instant. It is asked on every request for a page kept in
 * memory, so the answer is kept for its UTC hour: New York's day and offset change on the hour.
 */
export function newYorkDate(now: Date): LocalDate {
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (lastNewYorkDate?.hour === hour) return lastNewYorkDate.day;
  const local = new Date(now.getTime() + newYorkOffsetMinutes(now) * 60_000);
  const day = localDate(local.toISOString().slice(0, 10));
  lastNewYorkDate = { hour, day };
  return day;
}

export function addDays(day: LocalDate, n: number): LocalDate {
  return localDate(new Date(utcMidnight(day) + n * 86_400_000).toISOString().slice(0, 10));
}

export function weekdayOf(day: LocalDate): Weekday {
  // getUTCDay counts from Sunday; the schedule's weekdays from Monday.
  const weekday = weekdays[(new Date(utcMidnight(day)).getUTCDay() + 6) % 7];
  if (!weekday) throw new Error(`Not a day: ${day}`);
  return weekday;
}

const dayFormats = {
  /** "June 30, 2026": in messages to staff, always with the year. */
  date: { month: "long", day: "numeric", year: "numeric" },
  /** "Monday, December 7, 2026" */
  weekdayDate: { weekday: "long", month: "long", day: "numeric", year: "numeric" },
  /** "Monday, September 1" */
  weekdayMonthDay: { weekday: "long", month: "long", day: "numeric" },
  /** "November 27" */
  monthDay: { month: "long", day: "numeric" },
  /** "Mon, Dec 7" */
  short: { weekday: "short", month: "short", day: "numeric" },
  /** "September" */
  month: { month: "long" },
  /** "10/31": a deadline as the spec writes a tournament's fees */
  numeric: { month: "numeric", day: "numeric" },
  /** "10/31/2026" */
  numericDate: { month: "numeric", day: "numeric", year: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const dayFormatters = new Map<keyof typeof dayFormats, Intl.DateTimeFormat>();

/** A day as en-US writes it; the day itself, whatever the server's time zone. */
export function formatDay(day: LocalDate, style: keyof typeof dayFormats): string {
  let format = dayFormatters.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { ...dayFormats[style], timeZone: "UTC" });
    dayFormatters.set(style, format);
  }
  return format.format(utcMidnight(day));
}

function byDay(a: LocalDate, b: LocalDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// Seasons

export function seasonState(season: SeasonRecord, now: Date): SeasonState {
  if (season.publishAt === undefined) return "draft";
  return Date.parse(season.publishAt) > now.getTime() ? "scheduled" : "published";
}

/**
 * The season visitors see at `now`, among those published by then: the one under way on today's
 * New York date (its last day whole), else the next to begin, else the last to have ended.
 */
export function liveSeason<S extends SeasonRecord = Season>(
  seasons: readonly S[],
  now: Date,
): LiveSeason<S> | undefined {
  const today = newYorkDate(now);
  const published = seasons.filter((season) => seasonState(season, now) === "published");
  const current = published.find((season) => season.firstDay <= today && today <= season.lastDay);
  if (current) return { season: current, standing: "current" };
  const [upcoming] = published
    .filter((season) => season.firstDay > today)
    .sort((a, b) => byDay(a.firstDay, b.firstDay));
  if (upcoming) return { season: upcoming, standing: "upcoming" };
  const [ended] = published
    .filter((season) => season.lastDay < today)
    .sort((a, b) => byDay(b.lastDay, a.lastDay));
  return ended && { season: ended, standing: "ended" };
}

/**
 * How a closure is named: as staff wrote it, else from its dates ("Monday, September 1",
 * "November 27-28", "December 24 through January 2").
 */
export function closureLabel(
  closure: Pick<SeasonClosure, "firstDay" | "lastDay" | "label">,
): string {
  const written = closure.label?.trim();
  if (written) return written;
  const { firstDay, lastDay } = closure;
  if (firstDay === lastDay) return formatDay(firstDay, "weekdayMonthDay");
  const from = formatDay(firstDay, "monthDay");
  if (firstDay.slice(0, 7) === lastDay.slice(0, 7)) return `${from}-${Number(lastDay.slice(8))}`;
  return `${from} through ${formatDay(lastDay, "monthDay")}`;
}

/** The same day a year on; February 29 becomes February 28. */
function yearLater(day: LocalDate): LocalDate {
  const monthDay = day.slice(5) === "02-29" ? "02-28" : day.slice(5);
  return localDate(`${Number(day.slice(0, 4)) + 1}-${monthDay}`);
}

/** "2025-26" → "2026-27"; any other label → "Summer (copy)". */
function nextSeasonLabel(label: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(label);
  if (!match) return `${label} (copy)`;
  const [, first = "", second = ""] = match;
  return `${Number(first) + 1}-${String((Number(second) + 1) % 100).padStart(2, "0")}`;
}

/**
 * Next year's season as a draft to edit: the same weekly classes, the closures a year on for
 * staff to check (holidays move), and no changes. Every record gets a new id from `newId`.
 */
export function copySeason(season: Season, newId: () => string, now: Date): Season {
  const id = newId();
  return {
    id,
    label: nextSeasonLabel(season.label),
    firstDay: yearLater(season.firstDay),
    lastDay: yearLater(season.lastDay),
    version: 1,
    updatedAt: instantOf(now),
    classes: season.classes.map((cls) => ({ ...cls, id: newId(), seasonId: id, version: 1 })),
    closures: season.closures.map(({ label, ...closure }) => {
      // A label that only restates the old dates ("Monday, September 1") would misname the new
      // ones; without it the new dates name the closure.
      const kept = label !== undefined && label !== closureLabel({ ...closure, label: undefined });
      return {
        ...closure,
        ...(kept ? { label } : {}),
        id: newId(),
        seasonId: id,
        firstDay: yearLater(closure.firstDay),
        lastDay: yearLater(closure.lastDay),
        needsCheck: true,
        version: 1,
      };
    }),
    changes: [],
  };
}
