import { classKinds, type Weekday } from "./schedule";
import { closureOn } from "./season-occurrences";
import {
  closureLabel,
  formatDay,
  seasonState,
  weekdayOf,
  type ClassChange,
  type LocalDate,
  type Season,
  type SeasonClass,
  type SeasonClosure,
  type SeasonRecord,
} from "./seasons";
import { formatClock } from "./times";

// What keeps a season, a class, a closure or a change from being saved or published, as
// field name → message; an empty object when all is well. The rules are here, the words in
// content/admin/schedule.ts (`scheduleProblems`), passed in. Dates reach the words written out
// with their year ("June 30, 2026"), times as "4:00 PM".

export type FieldProblems = Record<string, string>;

export type ScheduleProblemWords = {
  noLabel: string;
  lastBeforeFirst: (lastDay: string, firstDay: string) => string;
  overlaps: (label: string, firstDay: string, lastDay: string) => string;
  closuresToCheck: (count: number) => string;
  noClasses: string;
  endNotAfterStart: (start: string) => string;
  sameClass: (name: string, weekday: Weekday, start: string) => string;
  outsideSeason: (label: string, firstDay: string, lastDay: string) => string;
  unknownGroups: (groups: string) => string;
  unknownClass: string;
  notThatWeekday: (name: string, weekday: Weekday, day: string) => string;
  closedThatDay: (name: string, day: string, closure: string) => string;
  alreadyChanged: (name: string, day: string) => string;
  moveWithoutNewTime: string;
  reasonNeeded: string;
  noteNeeded: string;
  publishInPast: (when: string) => string;
};

function dated(day: LocalDate): string {
  return formatDay(day, "date");
}

function outside(season: SeasonRecord, words: ScheduleProblemWords): string {
  return words.outsideSeason(season.label, dated(season.firstDay), dated(season.lastDay));
}

export function seasonProblems(
  candidate: Pick<SeasonRecord, "label" | "firstDay" | "lastDay">,
  words: ScheduleProblemWords,
): FieldProblems {
  const problems: FieldProblems = {};
  if (!candidate.label.trim()) problems.label = words.noLabel;
  if (candidate.lastDay < candidate.firstDay)
    problems.lastDay = words.lastBeforeFirst(dated(candidate.lastDay), dated(candidate.firstDay));
  return problems;
}

/**
 * What must be settled before `season` is published: no other season that is published or due
 * to be (any with a publish instant) may share a day with it, every closure copied from the
 * season before must have been checked, and it must have classes.
 */
export function publishProblems(
  season: Season,
  others: readonly Season[],
  now: Date,
  words: ScheduleProblemWords,
): FieldProblems {
  const problems: FieldProblems = {};
  const overlapping = others.find(
    (other) =>
      other.id !== season.id &&
      seasonState(other, now) !== "draft" &&
      other.firstDay <= season.lastDay &&
      season.firstDay <= other.lastDay,
  );
  if (overlapping)
    problems.dates = words.overlaps(
      overlapping.label,
      dated(overlapping.firstDay),
      dated(overlapping.lastDay),
    );
  const toCheck = season.closures.filter((closure) => closure.needsCheck).length;
  if (toCheck > 0) problems.closures = words.closuresToCheck(toCheck);
  if (season.classes.length === 0) problems.classes = words.noClasses;
  return problems;
}

/** A weekly class: it ends after it starts, and is not the season's same class twice. */
export function classProblems(
  candidate: Pick<SeasonClass, "day" | "start" | "end" | "kind"> & { id?: string },
  siblings: readonly SeasonClass[],
  words: ScheduleProblemWords,
): FieldProblems {
  const problems: FieldProblems = {};
  if (candidate.end <= candidate.start)
    problems.end = words.endNotAfterStart(formatClock(candidate.start));
  const twin = siblings.find(
    (sibling) =>
      sibling.id !== candidate.id &&
      sibling.day === candidate.day &&
      sibling.start === candidate.start &&
      sibling.kind === candidate.kind,
  );
  if (twin) problems.start = words.sameClass(twin.name, twin.day, formatClock(twin.start));
  return problems;
}

export function closureProblems(
  candidate: Pick<SeasonClosure, "firstDay" | "lastDay"> & { groups: readonly string[] },
  season: SeasonRecord,
  words: ScheduleProblemWords,
): FieldProblems {
  const problems: FieldProblems = {};
  if (candidate.firstDay < season.firstDay || candidate.firstDay > season.lastDay)
    problems.firstDay = outside(season, words);
  if (candidate.lastDay < candidate.firstDay)
    problems.lastDay = words.lastBeforeFirst(dated(candidate.lastDay), dated(candidate.firstDay));
  else if (candidate.lastDay > season.lastDay) problems.lastDay = outside(season, words);
  const unknown = candidate.groups.filter((group) => !classKinds.some((kind) => kind === group));
  if (unknown.length > 0) problems.groups = words.unknownGroups(unknown.join(", "));
  return problems;
}

/** Why `day` is not one of `cls`'s occurrences in `season`, if it is not. */
function notAnOccurrence(
  season: Season,
  cls: SeasonClass,
  day: LocalDate,
  words: ScheduleProblemWords,
): string | undefined {
  if (day < season.firstDay || day > season.lastDay) return outside(season, words);
  const weekdayDate = formatDay(day, "weekdayDate");
  if (weekdayOf(day) !== cls.day) return words.notThatWeekday(cls.name, cls.day, weekdayDate);
  const closure = closureOn(season, cls, day);
  if (closure) return words.closedThatDay(cls.name, weekdayDate, closureLabel(closure));
  return undefined;
}

/**
 * A change to one occurrence: of a class of the season, on one of its days, the only change
 * there; a move says where to, and ends after it starts; a cancellation gives its reason and a
 * note its text, since visitors read both.
 */
export function changeProblems(
  candidate: Pick<
    ClassChange,
    "classId" | "originalDate" | "kind" | "text" | "newDate" | "newStart" | "newEnd"
  > & { id?: string },
  season: Season,
  words: ScheduleProblemWords,
): FieldProblems {
  const cls = season.classes.find((entry) => entry.id === candidate.classId);
  if (!cls) return { classId: words.unknownClass };
  const problems: FieldProblems = {};
  const notOne = notAnOccurrence(season, cls, candidate.originalDate, words);
  const twin = season.changes.find(
    (change) =>
      change.id !== candidate.id &&
      change.classId === candidate.classId &&
      change.originalDate === candidate.originalDate,
  );
  if (notOne) problems.originalDate = notOne;
  else if (twin)
    problems.originalDate = words.alreadyChanged(
      cls.name,
      formatDay(candidate.originalDate, "weekdayDate"),
    );
  const text = candidate.text.trim();
  if (candidate.kind === "cancelled" && !text) problems.text = words.reasonNeeded;
  if (candidate.kind === "note" && !text) problems.text = words.noteNeeded;
  if (candidate.kind === "moved") {
    if (!candidate.newDate && !candidate.newStart && !candidate.newEnd)
      problems.newDate = words.moveWithoutNewTime;
    const start = candidate.newStart || cls.start;
    if ((candidate.newEnd || cls.end) <= start)
      problems.newEnd = words.endNotAfterStart(formatClock(start));
  }
  return problems;
}
