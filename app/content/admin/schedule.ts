import type { ScheduleProblemWords } from "~/model/season-problems";

// The staff area's schedule pages (seasons, weekly classes, closures, class changes): their
// words. For now what keeps a record from being saved or published; the rules that choose them
// are in model/season-problems.ts.

export const scheduleProblems = {
  noLabel: "Give the season a name: the years it spans, as visitors will read it.",
  lastBeforeFirst: (lastDay, firstDay) =>
    `The last day, ${lastDay}, is before the first day, ${firstDay}.`,
  overlaps: (label, firstDay, lastDay) =>
    `These dates overlap the ${label} season (${firstDay} to ${lastDay}), which is published or due to be.`,
  closuresToCheck: (count) =>
    count === 1
      ? "One closure copied from last year still needs checking: holidays move."
      : `${count} closures copied from last year still need checking: holidays move.`,
  noClasses: "Add the weekly classes before publishing.",
  endNotAfterStart: (start) => `The class must end after it starts (${start}).`,
  sameClass: (name, weekday, start) => `${name} already meets on ${weekday} at ${start}.`,
  outsideSeason: (label, firstDay, lastDay) =>
    `The ${label} season runs from ${firstDay} to ${lastDay}; choose a day within it.`,
  unknownGroups: (groups) => `These are not class groups: ${groups}.`,
  unknownClass: "That class is no longer in this season.",
  notThatWeekday: (name, weekday, day) => `${name} meets on ${weekday}s; ${day} is not one.`,
  closedThatDay: (name, day, closure) => `The dojo is closed for ${name} on ${day} (${closure}).`,
  alreadyChanged: (name, day) => `${name} on ${day} already has a change; edit that one instead.`,
  moveWithoutNewTime: "Give the new day, the new time, or both.",
  reasonNeeded: "Give a reason: visitors see it with the cancellation.",
  noteNeeded: "Write the note visitors will see.",
  publishInPast: (when) => `${when} has already passed. Choose a later time, or Publish now.`,
} satisfies ScheduleProblemWords;

/** How the audit log names each change to the calendar; days are written with their year. */
export const scheduleAudit = {
  classAdded: (name: string, weekday: string, season: string) =>
    `Added ${name} on ${weekday}s (${season})`,
  classChanged: (name: string, weekday: string, season: string) =>
    `Changed ${name} on ${weekday}s (${season})`,
  changeSaved: (name: string, day: string, kind: string, season: string) =>
    `${name} on ${day}: ${kind} (${season})`,
  published: (season: string) => `Published ${season}`,
  scheduled: (season: string, when: string) => `Scheduled ${season} to publish at ${when}`,
  copied: (from: string, to: string) => `Copied ${from} to a new draft season, ${to}`,
  seasonSaved: (season: string) => `Changed the ${season} season's name or dates`,
  closureSaved: (closure: string, season: string) => `Saved the closure ${closure} (${season})`,
  removed: (what: string, season: string) => `Removed ${what} (${season})`,
  restored: (what: string, when: string) => `Restored ${what} as it was at ${when}`,
  seasonName: (season: string) => `the ${season} season's name and dates`,
  closureName: (closure: string) => `the closure ${closure}`,
  changeName: (name: string, day: string) => `the change to ${name} on ${day}`,
} as const;
