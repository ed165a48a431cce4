import { describe, expect, it } from "vitest";
import { scheduleProblems as words } from "~/content/admin/schedule";
import {
  changeProblems,
  classProblems,
  closureProblems,
  publishProblems,
  seasonProblems,
} from "~/model/season-problems";
import { copySeason, type ClassChange, type LocalDate, type Season } from "~/model/seasons";

import {
  seedSeason,
  counter,
  copiedAt,
  nextSeason,
  change,
  mondayBeginners,
} from "../support/seed-season";

// The rules that keep staff from saving or publishing a season that would show visitors
// something wrong, with the words they are told.

describe("what keeps a record from being saved or published", () => {
  const season = seedSeason();

  it("a season whose last day is before its first, or without a name", () => {
    expect(
      seasonProblems({ label: "2026-27", firstDay: "2026-09-01", lastDay: "2026-06-30" }, words),
    ).toEqual({
      lastDay: "The last day, June 30, 2026, is before the first day, September 1, 2026.",
    });
    expect(
      seasonProblems({ label: " ", firstDay: "2026-09-01", lastDay: "2027-06-30" }, words),
    ).toEqual({ label: words.noLabel });
    expect(
      seasonProblems({ label: "2026-27", firstDay: "2026-09-01", lastDay: "2026-09-01" }, words),
    ).toEqual({});
  });

  it("publishing over another published or scheduled season's days", () => {
    const draft = nextSeason({ closures: [] });
    const overlapping = seedSeason({
      id: "summer",
      label: "Summer 2026",
      firstDay: "2026-06-01",
      lastDay: "2026-09-01",
    });
    // The seasons before and after it share none of its days.
    const after = copySeason(draft, counter("after"), copiedAt);
    const before = seedSeason();
    expect(
      publishProblems(
        draft,
        [before, draft, { ...after, publishAt: before.publishAt }],
        copiedAt,
        words,
      ),
    ).toEqual({});
    expect(publishProblems(draft, [overlapping], copiedAt, words)).toEqual({
      dates:
        "These dates overlap the Summer 2026 season (June 1, 2026 to September 1, 2026), which is published or due to be.",
    });
    const scheduled = { ...overlapping, publishAt: "2027-01-01T00:00:00.000Z" as const };
    expect(publishProblems(draft, [scheduled], copiedAt, words)).toHaveProperty("dates");
    const unpublished = { ...overlapping, publishAt: undefined };
    expect(publishProblems(draft, [unpublished], copiedAt, words)).toEqual({});
  });

  it("publishing with closures still to check, or no classes", () => {
    expect(publishProblems(nextSeason(), [], copiedAt, words)).toEqual({
      closures: "5 closures copied from last year still need checking: holidays move.",
    });
    expect(publishProblems(nextSeason({ classes: [], closures: [] }), [], copiedAt, words)).toEqual(
      {
        classes: words.noClasses,
      },
    );
  });

  it("a class that does not end after it starts, or is there already", () => {
    const monday = { day: "Monday", start: "16:00", end: "16:50", kind: "beginner" } as const;
    expect(classProblems({ ...monday, end: "16:00" }, [], words)).toEqual({
      end: "The class must end after it starts (4:00 PM).",
    });
    expect(classProblems({ ...monday, end: "15:00" }, [], words)).toHaveProperty("end");
    expect(classProblems(monday, season.classes, words)).toEqual({
      start: "Beginners already meets on Monday at 4:00 PM.",
    });
    expect(classProblems({ ...monday, id: mondayBeginners }, season.classes, words)).toEqual({});
    expect(classProblems({ ...monday, kind: "kumite" }, season.classes, words)).toEqual({});
  });

  it("a closure that ends before it begins, leaves the season, or names unknown groups", () => {
    const problems = (firstDay: LocalDate, lastDay: LocalDate, groups: string[] = []) =>
      closureProblems({ firstDay, lastDay, groups }, season, words);
    expect(problems("2025-11-28", "2025-11-27")).toEqual({
      lastDay: "The last day, November 27, 2025, is before the first day, November 28, 2025.",
    });
    const outside =
      "The 2025-26 season runs from September 1, 2025 to June 30, 2026; choose a day within it.";
    expect(problems("2025-08-31", "2025-09-01")).toEqual({ firstDay: outside });
    expect(problems("2026-06-30", "2026-07-01")).toEqual({ lastDay: outside });
    expect(problems("2026-07-01", "2026-07-02")).toEqual({ firstDay: outside, lastDay: outside });
    expect(problems("2025-11-27", "2025-11-28", ["kumite", "yoga"])).toEqual({
      groups: "These are not class groups: yoga.",
    });
    expect(problems("2025-11-27", "2025-11-28", ["kumite"])).toEqual({});
  });

  describe("a change", () => {
    const problems = (candidate: Partial<ClassChange>, on: Season = season) =>
      changeProblems(
        {
          classId: mondayBeginners,
          originalDate: "2025-12-08",
          kind: "note",
          text: "Sub",
          ...candidate,
        },
        on,
        words,
      );

    it("to a class that is gone", () => {
      expect(problems({ classId: "gone" })).toEqual({ classId: words.unknownClass });
    });

    it("on a day the class does not meet", () => {
      expect(problems({ originalDate: "2025-12-09" })).toEqual({
        originalDate: "Beginners meets on Mondays; Tuesday, December 9, 2025 is not one.",
      });
      expect(problems({ classId: "Friday-17:00-kumite", originalDate: "2025-11-28" })).toEqual({
        originalDate:
          "The dojo is closed for Kumite on Friday, November 28, 2025 (November 27-28).",
      });
      expect(problems({ originalDate: "2026-07-06" })).toHaveProperty("originalDate");
    });

    it("where the occurrence has a change already, unless it is the one being edited", () => {
      const existing = change({
        classId: mondayBeginners,
        originalDate: "2025-12-08",
        kind: "note",
      });
      const withIt = seedSeason({ changes: [existing] });
      expect(problems({}, withIt)).toEqual({
        originalDate:
          "Beginners on Monday, December 8, 2025 already has a change; edit that one instead.",
      });
      expect(problems({ id: existing.id }, withIt)).toEqual({});
    });

    it("a move that says neither where nor when, or ends before it starts", () => {
      expect(problems({ kind: "moved" })).toEqual({ newDate: words.moveWithoutNewTime });
      expect(problems({ kind: "moved", newStart: "17:00" })).toEqual({
        newEnd: "The class must end after it starts (5:00 PM).",
      });
      expect(problems({ kind: "moved", newStart: "17:00", newEnd: "17:50" })).toEqual({});
      expect(problems({ kind: "moved", newDate: "2025-12-09", text: "" })).toEqual({});
    });

    it("a cancellation without a reason, or a note without text", () => {
      expect(problems({ kind: "cancelled", text: " " })).toEqual({ text: words.reasonNeeded });
      expect(problems({ kind: "note", text: "" })).toEqual({ text: words.noteNeeded });
      expect(problems({ kind: "cancelled", text: "Instructor away" })).toEqual({});
    });
  });
});
