import { calendarPage } from "~/content/calendar";
import { describe, expect, it } from "vitest";
import {
  describeChange,
  isOccurrence,
  occurrencesBetween,
  orphanedChanges,
  upcomingChanges,
} from "~/model/season-occurrences";
import { weekdayOf, type LocalDate, type Season } from "~/model/seasons";
import { dojoTimeToUtc, localDateTime } from "~/model/times";

import {
  seedId,
  seedSeason,
  nextSeason,
  change,
  classOf,
  mondayBeginners,
  sundayClass,
} from "../support/seed-season";

// The dated occurrences of the weekly classes against the 2025-26 seed: closures and changes
// applied, across the clock changes, and the changes left without an occurrence.

describe("the occurrences of the weekly classes", () => {
  const dayAndStart = (season: Season, from: LocalDate, to: LocalDate) =>
    occurrencesBetween(season, from, to).map((entry) => `${entry.date} ${entry.start}`);

  it("gives a week's classes on their weekdays, by date and start", () => {
    const week = occurrencesBetween(seedSeason(), "2025-12-01", "2025-12-07");
    expect(week).toHaveLength(17);
    expect(week.filter((entry) => entry.date === "2025-12-02").map((entry) => entry.start)).toEqual(
      ["16:30", "17:00", "17:30", "18:00"],
    );
    expect(week.map((entry) => entry.date)).toEqual(week.map((entry) => entry.date).sort());
    expect(week[0]).toMatchObject({ classId: mondayBeginners, status: "scheduled" });
    expect(week.at(-1)).toMatchObject({ date: "2025-12-06", start: "13:00", status: "scheduled" });
    expect(new Set(week.map((entry) => weekdayOf(entry.date)))).toEqual(
      new Set(["Monday", "Tuesday", "Wednesday", "Friday", "Saturday"]),
    );
  });

  it("keeps to the season's days, the closures and the kinds asked for", () => {
    expect(
      new Set(dayAndStart(seedSeason(), "2026-06-29", "2026-07-10").map((e) => e.slice(0, 10))),
    ).toEqual(new Set(["2026-06-29", "2026-06-30"]));
    // September 1 is the season's first day and a closure (Labor Day).
    expect(dayAndStart(seedSeason(), "2025-08-25", "2025-09-02")).toEqual([
      "2025-09-02 16:30",
      "2025-09-02 17:00",
      "2025-09-02 17:30",
      "2025-09-02 18:00",
    ]);
    const kumite = occurrencesBetween(seedSeason(), "2025-12-01", "2025-12-07", ["kumite"]);
    expect(kumite.map((entry) => `${entry.date} ${entry.start}`)).toEqual([
      "2025-12-05 17:00",
      "2025-12-05 18:00",
      "2025-12-06 11:00",
      "2025-12-06 12:00",
    ]);
  });

  it("leaves out Thanksgiving (November 27-28, 2025)", () => {
    const dates = (season: Season) =>
      new Set(occurrencesBetween(season, "2025-11-24", "2025-11-30").map((entry) => entry.date));
    expect(dates(seedSeason({ closures: [] }))).toContain("2025-11-28");
    expect(dates(seedSeason())).toEqual(
      new Set(["2025-11-24", "2025-11-25", "2025-11-26", "2025-11-29"]),
    );
  });

  it("closes only the named groups' classes when a closure names groups", () => {
    const season = seedSeason({
      closures: [
        {
          id: "kumite-off",
          seasonId: seedId,
          firstDay: "2025-10-10",
          lastDay: "2025-10-10",
          groups: ["kumite"],
          needsCheck: false,
          version: 1,
        },
      ],
    });
    expect(dayAndStart(season, "2025-10-10", "2025-10-11")).toEqual([
      "2025-10-10 16:30",
      "2025-10-11 10:30",
      "2025-10-11 11:00",
      "2025-10-11 12:00",
      "2025-10-11 13:00",
    ]);
    expect(isOccurrence(season, classOf(season, "Friday-16:30-tiny-tigers"), "2025-10-10")).toBe(
      true,
    );
    expect(isOccurrence(season, classOf(season, "Friday-17:00-kumite"), "2025-10-10")).toBe(false);
  });

  it.each([
    ["spring forward", "2026-03-08", "2026-03-01", seedSeason({ classes: [sundayClass] })],
    ["fall back", "2026-11-01", "2026-10-25", nextSeason({ classes: [sundayClass] })],
  ] as const)("keeps New York wall-clock times on the %s day", (_, day, weekBefore, season) => {
    const [sunday] = occurrencesBetween(season, day, day);
    const [before] = occurrencesBetween(season, weekBefore, weekBefore);
    expect(sunday).toMatchObject({ date: day, start: "09:00", end: "09:50" });
    expect(before).toMatchObject({ date: weekBefore, start: "09:00", end: "09:50" });
    if (!sunday || !before) throw new Error("No Sunday class");
    // Same wall-clock time, so the instants of the two Sundays are not a whole week apart.
    const gap =
      Date.parse(dojoTimeToUtc(localDateTime(sunday.date, sunday.start))) -
      Date.parse(dojoTimeToUtc(localDateTime(before.date, before.start)));
    expect(Math.abs(gap - 7 * 86_400_000)).toBe(3_600_000);
  });

  it("gives the weekday classes on either side of the clock-change Sundays", () => {
    const days = (season: Season, from: LocalDate, to: LocalDate) =>
      occurrencesBetween(season, from, to).map((entry) => entry.date);
    expect(new Set(days(seedSeason(), "2026-03-07", "2026-03-09"))).toEqual(
      new Set(["2026-03-07", "2026-03-09"]),
    );
    expect(new Set(days(nextSeason(), "2026-10-31", "2026-11-02"))).toEqual(
      new Set(["2026-10-31", "2026-11-02"]),
    );
  });
});

describe("changes to single occurrences", () => {
  const cancelled = change({
    classId: mondayBeginners,
    originalDate: "2025-12-08",
    kind: "cancelled",
    text: "Instructor away",
  });
  const moved = change({
    classId: mondayBeginners,
    originalDate: "2025-12-15",
    kind: "moved",
    newDate: "2025-12-16",
    newStart: "16:30",
    newEnd: "17:20",
  });
  const note = change({
    classId: "Wednesday-16:00-beginner",
    originalDate: "2025-12-10",
    kind: "note",
    text: "Substitute: Sensei Kim",
  });
  const later = change({
    classId: "Wednesday-18:00-advanced",
    originalDate: "2025-12-17",
    kind: "moved",
    newStart: "18:15",
    newEnd: "19:05",
  });
  const season = seedSeason({ changes: [cancelled, moved, note, later] });
  const beginners = (from: LocalDate, to: LocalDate) =>
    occurrencesBetween(season, from, to, ["beginner"]);

  it("cancels an occurrence and says why", () => {
    const [monday] = beginners("2025-12-08", "2025-12-08");
    expect(monday).toMatchObject({ date: "2025-12-08", start: "16:00", status: "cancelled" });
    expect(monday && describeChange(monday, calendarPage.change)).toBe(
      "Mon Dec 8: Beginners 4:00 PM cancelled — Instructor away",
    );
  });

  it("moves an occurrence, shown when its original or its new date is in the range", () => {
    const [onOriginalDay] = beginners("2025-12-15", "2025-12-15");
    expect(onOriginalDay).toMatchObject({
      originalDate: "2025-12-15",
      date: "2025-12-16",
      start: "16:30",
      end: "17:20",
      status: "moved",
      change: moved,
    });
    expect(onOriginalDay && describeChange(onOriginalDay, calendarPage.change)).toBe(
      "Mon Dec 15: Beginners 4:00 PM moved to Tue Dec 16, 4:30 PM",
    );
    expect(beginners("2025-12-16", "2025-12-16").map((entry) => entry.start)).toEqual([
      "16:30",
      "17:00",
      "18:00",
    ]);
    expect(beginners("2025-12-17", "2025-12-21").map((entry) => entry.originalDate)).not.toContain(
      "2025-12-15",
    );
  });

  it("moves an occurrence to another time on the same day", () => {
    const [wednesday] = occurrencesBetween(season, "2025-12-17", "2025-12-17", ["advanced"]);
    expect(wednesday).toMatchObject({ date: "2025-12-17", start: "18:15", end: "19:05" });
    expect(wednesday && describeChange(wednesday, calendarPage.change)).toBe(
      "Wed Dec 17: Advanced (Kata, Kihon) 6:00 PM moved to 6:15 PM",
    );
  });

  it("adds a note and keeps the class on", () => {
    const [wednesday] = beginners("2025-12-10", "2025-12-10");
    expect(wednesday).toMatchObject({ status: "scheduled", text: "Substitute: Sensei Kim" });
    expect(wednesday && describeChange(wednesday, calendarPage.change)).toBe(
      "Wed Dec 10: Beginners 4:00 PM — Substitute: Sensei Kim",
    );
  });

  it("lists the changes of the coming days, and only those", () => {
    const lines = (today: LocalDate, days?: number) =>
      upcomingChanges(season, today, days).map((entry) => entry.change?.id);
    expect(lines("2025-12-08")).toEqual([cancelled.id, note.id, moved.id, later.id]);
    expect(lines("2025-12-08", 7)).toEqual([cancelled.id, note.id]);
    expect(lines("2025-12-16", 1)).toEqual([moved.id]);
    expect(lines("2025-12-18")).toEqual([]);
  });

  it("keeps a change whose class moved weekday or went, and shows it to staff as orphaned", () => {
    expect(orphanedChanges(season)).toEqual([]);
    const toTuesday = {
      ...season,
      classes: season.classes.map((cls) =>
        cls.id === mondayBeginners ? { ...cls, day: "Tuesday" as const } : cls,
      ),
    };
    expect(orphanedChanges(toTuesday)).toEqual([cancelled, moved]);
    expect(upcomingChanges(toTuesday, "2025-12-08").map((entry) => entry.change)).toEqual([
      note,
      later,
    ]);
    const gone = { ...season, classes: season.classes.filter((cls) => cls.id !== note.classId) };
    expect(orphanedChanges(gone)).toEqual([note]);
  });

  it("orphans a change on a closed day or outside the season", () => {
    const closed = change({
      classId: "Friday-17:00-kumite",
      originalDate: "2025-11-28",
      kind: "note",
      text: "x",
    });
    const outside = change({
      classId: mondayBeginners,
      originalDate: "2026-07-06",
      kind: "note",
      text: "x",
    });
    expect(orphanedChanges(seedSeason({ changes: [closed, outside, note] }))).toEqual([
      closed,
      outside,
    ]);
  });
});
