import type { z } from "zod";
import type { scheduledClassSchema } from "./schemas";
import { formatTimeRange } from "./times";

// The weekly class schedule's records (spec §3 "Class schedule entry") and what is worked out
// from a schedule: the classes of a kind, and the classes of the groups a calendar feed offers.

export const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

export type Weekday = (typeof weekdays)[number];

export const classKinds = [
  "orientation",
  "beginner",
  "intermediate",
  "advanced",
  "kumite",
  "tiny-tigers",
  "team",
] as const;

export type ClassKind = (typeof classKinds)[number];

export type ScheduledClass = z.infer<typeof scheduledClassSchema>;

/** A season of classes: its name, its months in words, and its first and last class days. */
export type Season = { label: string; months: string; firstDay: string; lastDay: string };

/** Days the dojo is closed, from and to inclusive ("2025-11-27"), with how a page names them. */
export type HolidayClosure = { label: string; from: string; to: string };

/** Classes a family can subscribe to as one calendar: by kind, and by audience where given. */
export type ClassGroup = {
  id: string;
  label: string;
  kinds: readonly ClassKind[];
  /** Only the classes whose audience mentions this. */
  audience?: string;
};

export function classesOfKind(
  schedule: readonly ScheduledClass[],
  kind: ClassKind,
): ScheduledClass[] {
  return schedule.filter((entry) => entry.kind === kind);
}

/** The classes of a kind as a page lists them: day, "4:00 PM - 4:45 PM" and who they are for. */
export function classTimes(
  schedule: readonly ScheduledClass[],
  kind: ClassKind,
): { day: Weekday; time: string; audience: string }[] {
  return classesOfKind(schedule, kind).map((entry) => ({
    day: entry.day,
    time: formatTimeRange(entry.start, entry.end),
    audience: entry.audience,
  }));
}

export function isClassGroup<Group extends ClassGroup>(
  groups: readonly Group[],
  value: string,
): value is Group["id"] {
  return groups.some((group) => group.id === value);
}

/** The classes of the given groups (every class when none is given), in schedule order. */
export function classesInGroups(
  schedule: readonly ScheduledClass[],
  groups: readonly ClassGroup[],
  ids: readonly string[],
): ScheduledClass[] {
  if (ids.length === 0) return [...schedule];
  const chosen = groups.filter((group) => ids.includes(group.id));
  return schedule.filter((entry) =>
    chosen.some(
      (group) =>
        group.kinds.includes(entry.kind) &&
        (group.audience === undefined || entry.audience.includes(group.audience)),
    ),
  );
}

/** Each weekday with classes: when the first starts and the last ends ("16:00", "18:50"). */
export function openingHours(
  schedule: readonly ScheduledClass[],
): { day: Weekday; opens: string; closes: string }[] {
  return weekdays.flatMap((day) => {
    const classes = schedule.filter((entry) => entry.day === day);
    if (classes.length === 0) return [];
    const opens = classes.map((entry) => entry.start).sort()[0] ?? "";
    const closes =
      classes
        .map((entry) => entry.end)
        .sort()
        .at(-1) ?? "";
    return [{ day, opens, closes }];
  });
}
