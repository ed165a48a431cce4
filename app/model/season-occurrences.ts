import type { ClassKind } from "./schedule";
import {
  addDays,
  formatDay,
  weekdayOf,
  type ClassChange,
  type LocalDate,
  type Season,
  type SeasonClass,
  type SeasonClosure,
} from "./seasons";
import { formatClock } from "./times";

// The dated occurrences of a season's weekly classes, in New York wall-clock time: each class on
// its weekday within the season, less the closures that apply to it, with the change kept
// against that occurrence's original date applied. A clock change moves no class: 4:00 PM stays
// 4:00 PM on either side of it.

/** One meeting of a class, as visitors are shown it. */
export type Occurrence = {
  classId: string;
  class: SeasonClass;
  /** The day the weekly schedule gives it, which its change is kept against. */
  originalDate: LocalDate;
  /** The day it meets: the original one unless it was moved. */
  date: LocalDate;
  start: string;
  end: string;
  /** A note (a substitute instructor…) leaves it "scheduled", with the note as its text. */
  status: "scheduled" | "cancelled" | "moved";
  text?: string;
  change?: ClassChange;
};

function closes(closure: SeasonClosure, cls: SeasonClass, day: LocalDate): boolean {
  return (
    closure.firstDay <= day &&
    day <= closure.lastDay &&
    (closure.groups.length === 0 || closure.groups.includes(cls.kind))
  );
}

/** The closure that keeps `cls` from meeting on `day`, if any. */
export function closureOn(
  season: Season,
  cls: SeasonClass,
  day: LocalDate,
): SeasonClosure | undefined {
  return season.closures.find((closure) => closes(closure, cls, day));
}

/** Whether the weekly schedule has `cls` meet on `day`: its weekday, in the season, not closed. */
export function isOccurrence(season: Season, cls: SeasonClass, day: LocalDate): boolean {
  return (
    season.firstDay <= day &&
    day <= season.lastDay &&
    weekdayOf(day) === cls.day &&
    closureOn(season, cls, day) === undefined
  );
}

function occurrenceOf(cls: SeasonClass, originalDate: LocalDate, change?: ClassChange): Occurrence {
  const scheduled = {
    classId: cls.id,
    class: cls,
    originalDate,
    date: originalDate,
    start: cls.start,
    end: cls.end,
  };
  if (!change) return { ...scheduled, status: "scheduled" };
  const text = change.text.trim();
  const changed = { ...scheduled, change, ...(text ? { text } : {}) };
  switch (change.kind) {
    case "cancelled":
      return { ...changed, status: "cancelled" };
    case "moved":
      return {
        ...changed,
        status: "moved",
        // What the move does not give (an empty field included) stays as it was.
        date: change.newDate || originalDate,
        start: change.newStart || cls.start,
        end: change.newEnd || cls.end,
      };
    case "note":
      return { ...changed, status: "scheduled" };
  }
}

function byDateAndStart(a: Occurrence, b: Occurrence): number {
  const keys: [string | number, string | number][] = [
    [a.date, b.date],
    [a.start, b.start],
    [a.class.position, b.class.position],
    [a.classId, b.classId],
  ];
  for (const [x, y] of keys) if (x !== y) return x < y ? -1 : 1;
  return 0;
}

/**
 * Every occurrence from `from` to `to` (inclusive) of the season's classes, or of the given
 * kinds', with its change applied; by date, then start.
 */
export function occurrencesBetween(
  season: Season,
  from: LocalDate,
  to: LocalDate,
  kinds?: readonly ClassKind[],
): Occurrence[] {
  const inRange = (day: LocalDate) => from <= day && day <= to;
  const days: LocalDate[] = [];
  const last = to < season.lastDay ? to : season.lastDay;
  for (
    let day = from > season.firstDay ? from : season.firstDay;
    day <= last;
    day = addDays(day, 1)
  )
    days.push(day);
  const classes = kinds ? season.classes.filter((cls) => kinds.includes(cls.kind)) : season.classes;
  return classes
    .flatMap((cls) => {
      const changes = season.changes.filter((change) => change.classId === cls.id);
      // A moved occurrence belongs to the range when either its original or its new date is in
      // it: on the original day visitors read that it moved, on the new day they find the class.
      // So the original dates of classes moved into the range from outside it are added.
      const movedIn = changes
        .filter((change) => change.kind === "moved" && change.newDate && inRange(change.newDate))
        .map((change) => change.originalDate);
      return [...new Set([...days, ...movedIn])]
        .filter((day) => isOccurrence(season, cls, day))
        .map((day) =>
          occurrenceOf(
            cls,
            day,
            changes.find((change) => change.originalDate === day),
          ),
        );
    })
    .sort(byDateAndStart);
}

/**
 * The changes whose occurrence no longer exists: the class is gone, or the original date is not
 * one of its days (another weekday now, outside the season, or closed). Shown to staff, never
 * dropped.
 */
export function orphanedChanges(season: Season): ClassChange[] {
  return season.changes.filter((change) => {
    const cls = season.classes.find((candidate) => candidate.id === change.classId);
    return !cls || !isOccurrence(season, cls, change.originalDate);
  });
}

/** The occurrences with a change (cancelled, moved or a note) from `today` for `days` days. */
export function upcomingChanges(season: Season, today: LocalDate, days = 14): Occurrence[] {
  return occurrencesBetween(season, today, addDays(today, days - 1)).filter(
    (occurrence) => occurrence.change !== undefined,
  );
}

/** "Mon Dec 7" */
function shortDay(day: LocalDate): string {
  return formatDay(day, "short").replace(",", "");
}

/** The words a change is told in (content/calendar.ts). */
export type ChangeWords = { cancelled: string; movedTo: string };

/**
 * A change in one line for visitors: "Mon Dec 7: Beginners 4:00 PM cancelled — Instructor
 * away", "… moved to Tue Dec 8, 4:30 PM", "… — Substitute: Sensei Kim".
 */
export function describeChange(occurrence: Occurrence, words: ChangeWords): string {
  const { class: cls, text } = occurrence;
  const which = `${shortDay(occurrence.originalDate)}: ${cls.name} ${formatClock(cls.start)}`;
  const why = text ? ` — ${text}` : "";
  if (occurrence.status === "cancelled") return `${which} ${words.cancelled}${why}`;
  if (occurrence.status === "moved") {
    const day = occurrence.date === occurrence.originalDate ? "" : `${shortDay(occurrence.date)}, `;
    return `${which} ${words.movedTo} ${day}${formatClock(occurrence.start)}${why}`;
  }
  return `${which}${why}`;
}
