import { daysFromTo } from "~/lib/new-york-time";
import type { HolidayClosure } from "./schedule";

// A yoga course's art and what its dates give: the weeks the studio is closed, and how many times
// it meets. (The course's record, as staff keep it, is offerings.ts CourseRecord.)

export const courseArts = ["kids", "tweens", "teens", "adults"] as const;
export type CourseArt = (typeof courseArts)[number];

/** What the closures count needs of a course: its weekday and its first and last days. */
export type CourseDays = {
  day: string;
  sessions: { first: string; last: string } | null;
};

/** Every day from `first` to `last` (ISO days) that falls on the course's weekday. */
function courseWeekdays(course: CourseDays, first: string, last: string): string[] {
  return daysFromTo(first, last)
    .filter(({ weekday }) => weekday === course.day)
    .map(({ day }) => day);
}

/** The course's weeks the studio is closed (its holiday closures), within its dates. */
export function courseClosedDays(
  course: CourseDays,
  closures: readonly HolidayClosure[],
): string[] {
  const { sessions } = course;
  if (!sessions) return [];
  return courseWeekdays(course, sessions.first, sessions.last).filter((day) =>
    closures.some((closure) => closure.from <= day && day <= closure.to),
  );
}

/** How many times the course meets by its dates: its weekdays, less the closed ones. */
export function courseMeetings(
  course: CourseDays,
  closures: readonly HolidayClosure[],
): number | undefined {
  const { sessions } = course;
  if (!sessions) return undefined;
  return (
    courseWeekdays(course, sessions.first, sessions.last).length -
    courseClosedDays(course, closures).length
  );
}
