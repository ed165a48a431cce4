import type { z } from "zod";
import type { courseSchema } from "./schemas";
import { daysFromTo } from "~/lib/new-york-time";
import type { HolidayClosure } from "./schedule";

// A yoga course (spec §3 "Course"), prices in cents, and what its dates give: the line a card
// writes, the weeks the studio is closed, and how many times it meets.

export const courseArts = ["kids", "tweens", "teens", "adults"] as const;
export type CourseArt = (typeof courseArts)[number];

export type Course = z.infer<typeof courseSchema>;

const dayFormat = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "2025-10-23" → "Oct 23" */
function shortDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** "8 sessions, Oct 23 to Dec 18", where the course's dates are known. */
export function courseDates(course: Course): string | undefined {
  const { sessions } = course.duration;
  if (!sessions) return undefined;
  return `${sessions.count} sessions, ${shortDay(sessions.first)} to ${shortDay(sessions.last)}`;
}

/** Every day from `first` to `last` (ISO days) that falls on the course's weekday. */
function courseWeekdays(course: Course, first: string, last: string): string[] {
  return daysFromTo(first, last)
    .filter(({ weekday }) => weekday === course.day)
    .map(({ day }) => day);
}

/** The course's weeks the studio is closed (its holiday closures), within its dates. */
export function courseClosedDays(course: Course, closures: readonly HolidayClosure[]): string[] {
  const { sessions } = course.duration;
  if (!sessions) return [];
  return courseWeekdays(course, sessions.first, sessions.last).filter((day) =>
    closures.some((closure) => closure.from <= day && day <= closure.to),
  );
}

/** How many times the course meets by its dates: its weekdays, less the closed ones. */
export function courseMeetings(
  course: Course,
  closures: readonly HolidayClosure[],
): number | undefined {
  const { sessions } = course.duration;
  if (!sessions) return undefined;
  return (
    courseWeekdays(course, sessions.first, sessions.last).length -
    courseClosedDays(course, closures).length
  );
}
