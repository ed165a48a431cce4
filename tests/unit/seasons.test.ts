import { calendarPage } from "~/content/calendar";
import { describe, expect, it } from "vitest";
import { scheduleProblems as words } from "~/content/admin/schedule";
import { holidayClosures, season as seedLabels, weeklySchedule } from "~/content/schedule";
import type { ScheduledClass } from "~/model/schedule";
import {
  describeChange,
  isOccurrence,
  occurrencesBetween,
  orphanedChanges,
  upcomingChanges,
} from "~/model/season-occurrences";
import {
  changeProblems,
  classProblems,
  closureProblems,
  publishProblems,
  seasonProblems,
} from "~/model/season-problems";
import {
  addDays,
  closureLabel,
  copySeason,
  isLocalDate,
  liveSeason,
  localDate,
  newYorkDate,
  seasonState,
  weekdayOf,
  type ClassChange,
  type LocalDate,
  type Season,
  type SeasonClass,
} from "~/model/seasons";
import { dojoTimeToUtc, localDateTime, type LocalDateTime } from "~/model/times";

// The season records against the 2025-26 seed: which season is live at a New York moment, the
// dated occurrences of the weekly classes (closures and changes applied), and the rules that
// keep staff from saving or publishing a season that would show visitors something wrong.

const seedId = "season-2025-26";

function seedClass(entry: ScheduledClass): SeasonClass {
  return {
    ...entry,
    id: `${entry.day}-${entry.start}-${entry.kind}`,
    seasonId: seedId,
    position: weeklySchedule.filter((other) => other.day === entry.day).indexOf(entry),
    version: 1,
  };
}

/** The 2025-26 seed as the database would hold it, published on August 1, 2025. */
function seedSeason(patch: Partial<Season> = {}): Season {
  return {
    id: seedId,
    label: seedLabels.label,
    firstDay: seedLabels.firstDay,
    lastDay: seedLabels.lastDay,
    publishAt: "2025-08-01T16:00:00.000Z",
    version: 1,
    updatedAt: "2025-08-01T16:00:00.000Z",
    classes: weeklySchedule.map(seedClass),
    closures: holidayClosures.map((closure, index) => ({
      id: `closure-${index}`,
      seasonId: seedId,
      firstDay: closure.from,
      lastDay: closure.to,
      groups: [],
      needsCheck: false,
      version: 1,
    })),
    changes: [],
    ...patch,
  };
}

function counter(prefix: string): () => string {
  let count = 0;
  return () => `${prefix}-${++count}`;
}

const copiedAt = new Date("2026-04-01T12:00:00.000Z");

/** 2026-27, copied from the seed, published on May 1, 2026 unless told otherwise. */
function nextSeason(patch: Partial<Season> = {}): Season {
  return {
    ...copySeason(seedSeason(), counter("next"), copiedAt),
    publishAt: "2026-05-01T16:00:00.000Z",
    ...patch,
  };
}

/** The instant of a wall-clock time in New York. */
function newYork(local: LocalDateTime): Date {
  return new Date(dojoTimeToUtc(local));
}

function change(
  patch: Pick<ClassChange, "classId" | "originalDate" | "kind"> & Partial<ClassChange>,
): ClassChange {
  return {
    id: `${patch.classId}@${patch.originalDate}`,
    text: "",
    sequence: 0,
    version: 1,
    ...patch,
  };
}

function classOf(season: Season, id: string): SeasonClass {
  const found = season.classes.find((cls) => cls.id === id);
  if (!found) throw new Error(`No class ${id}`);
  return found;
}

const mondayBeginners = "Monday-16:00-beginner";
/** A Sunday class, so the clock-change Sundays have an occurrence. */
const sundayClass: SeasonClass = {
  ...seedClass({
    day: "Sunday",
    start: "09:00",
    end: "09:50",
    name: "Open Mat",
    audience: "All belts",
    kind: "advanced",
  }),
  position: 0,
};

describe("days in New York", () => {
  it("takes today's date from New York's clock, on both sides of midnight and of a clock change", () => {
    expect(newYorkDate(new Date("2026-07-01T03:59:00Z"))).toBe("2026-06-30");
    expect(newYorkDate(new Date("2026-07-01T04:00:00Z"))).toBe("2026-07-01");
    expect(newYorkDate(new Date("2026-03-08T04:59:00Z"))).toBe("2026-03-07");
    expect(newYorkDate(new Date("2026-03-08T05:00:00Z"))).toBe("2026-03-08");
    expect(newYorkDate(new Date("2026-11-02T04:59:00Z"))).toBe("2026-11-01");
    expect(newYorkDate(new Date("2026-11-02T05:00:00Z"))).toBe("2026-11-02");
  });

  it("counts days across clock changes, months, years and leap days", () => {
    expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
    expect(addDays("2026-10-31", 2)).toBe("2026-11-02");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  });

  it("names the weekday of a day", () => {
    expect(weekdayOf("2025-09-01")).toBe("Monday");
    expect(weekdayOf("2026-03-08")).toBe("Sunday");
    expect(weekdayOf("2026-11-01")).toBe("Sunday");
    expect(weekdayOf("2028-02-29")).toBe("Tuesday");
  });

  it("accepts only real calendar days", () => {
    expect(isLocalDate("2026-02-28")).toBe(true);
    expect(isLocalDate("2026-02-29")).toBe(false);
    expect(isLocalDate("2026-2-28")).toBe(false);
    expect(() => localDate("2026-13-01")).toThrow();
  });
});

describe("which season is live", () => {
  it("is a draft without a publish instant, scheduled before it and published from it on", () => {
    const publishAt = "2026-08-15T16:00:00.000Z";
    expect(seasonState(nextSeason({ publishAt: undefined }), new Date(publishAt))).toBe("draft");
    expect(seasonState(nextSeason({ publishAt }), new Date("2026-08-15T15:59:00Z"))).toBe(
      "scheduled",
    );
    expect(seasonState(nextSeason({ publishAt }), new Date(publishAt))).toBe("published");
  });

  it("keeps the season current to the last minute of its last day in New York", () => {
    const live = liveSeason([seedSeason(), nextSeason()], newYork("2026-06-30T23:59"));
    expect(live).toMatchObject({ season: { id: seedId }, standing: "current" });
  });

  it("from the next minute, shows the next season as upcoming, or the last one as ended", () => {
    const july = newYork("2026-07-01T00:00");
    const next = nextSeason();
    expect(liveSeason([seedSeason(), next], july)).toMatchObject({
      season: { id: next.id, label: "2026-27" },
      standing: "upcoming",
    });
    expect(liveSeason([seedSeason()], july)).toMatchObject({
      season: { id: seedId },
      standing: "ended",
    });
  });

  it("makes the next season current on its first day", () => {
    const next = nextSeason();
    expect(liveSeason([seedSeason(), next], newYork("2026-08-31T23:59"))?.standing).toBe(
      "upcoming",
    );
    expect(liveSeason([seedSeason(), next], newYork("2026-09-01T00:00"))).toMatchObject({
      season: { id: next.id },
      standing: "current",
    });
  });

  it("never shows a draft", () => {
    const draft = nextSeason({ publishAt: undefined });
    expect(liveSeason([seedSeason(), draft], newYork("2026-09-15T12:00"))).toMatchObject({
      season: { id: seedId },
      standing: "ended",
    });
    expect(liveSeason([draft], newYork("2026-09-15T12:00"))).toBeUndefined();
  });

  it("shows a scheduled season from its publish instant, not a minute before", () => {
    const next = nextSeason({ publishAt: "2026-08-15T16:00:00.000Z" });
    const seasons = [seedSeason(), next];
    expect(liveSeason(seasons, new Date("2026-08-15T15:59:00Z"))?.season.id).toBe(seedId);
    expect(liveSeason(seasons, new Date("2026-08-15T16:00:00Z"))?.season.id).toBe(next.id);
    expect(liveSeason(seasons, new Date("2026-08-15T16:01:00Z"))?.season.id).toBe(next.id);
  });

  it("shows the nearest of several coming seasons, and a season before its first day", () => {
    const next = nextSeason();
    const later = { ...copySeason(next, counter("later"), copiedAt), publishAt: next.publishAt };
    const july = newYork("2026-07-01T12:00");
    expect(liveSeason([later, next], july)?.season.id).toBe(next.id);
    expect(liveSeason([seedSeason()], newYork("2025-08-15T12:00"))?.standing).toBe("upcoming");
  });
});

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

describe("closure labels", () => {
  it.each(holidayClosures)("names $from to $to as $label", ({ from, to, label }) => {
    expect(closureLabel({ firstDay: from, lastDay: to })).toBe(label);
  });

  it("keeps the label staff wrote", () => {
    expect(
      closureLabel({ firstDay: "2025-11-27", lastDay: "2025-11-28", label: "Thanksgiving" }),
    ).toBe("Thanksgiving");
    expect(closureLabel({ firstDay: "2025-11-27", lastDay: "2025-11-28", label: " " })).toBe(
      "November 27-28",
    );
  });
});

describe("copying a season", () => {
  const original = seedSeason({
    changes: [
      change({ classId: mondayBeginners, originalDate: "2025-12-08", kind: "note", text: "x" }),
    ],
    closures: [
      ...seedSeason().closures,
      {
        id: "thanksgiving",
        seasonId: seedId,
        firstDay: "2025-11-27",
        lastDay: "2025-11-27",
        label: "Thanksgiving",
        groups: ["kumite"],
        needsCheck: false,
        version: 3,
      },
      {
        id: "labor-day",
        seasonId: seedId,
        firstDay: "2025-09-01",
        lastDay: "2025-09-01",
        label: "Monday, September 1",
        groups: [],
        needsCheck: false,
        version: 1,
      },
    ],
  });
  const copy = copySeason(original, counter("copy"), copiedAt);

  it("makes a draft of next year's season with new ids", () => {
    expect(copy).toMatchObject({
      id: "copy-1",
      label: "2026-27",
      firstDay: "2026-09-01",
      lastDay: "2027-06-30",
      version: 1,
      updatedAt: "2026-04-01T12:00:00.000Z",
      changes: [],
    });
    expect(seasonState(copy, copiedAt)).toBe("draft");
    const ids = [copy.id, ...copy.classes.map((cls) => cls.id), ...copy.closures.map((c) => c.id)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !id.startsWith("copy-"))).toEqual([]);
  });

  it("keeps the weekly classes on their weekdays", () => {
    const slot = (cls: SeasonClass) => [
      cls.day,
      cls.start,
      cls.end,
      cls.name,
      cls.kind,
      cls.position,
    ];
    expect(copy.classes.map(slot)).toEqual(original.classes.map(slot));
    expect(copy.classes.every((cls) => cls.seasonId === copy.id && cls.version === 1)).toBe(true);
  });

  it("moves the closures a year on for staff to check", () => {
    expect(copy.closures.map((c) => [c.firstDay, c.lastDay])).toContainEqual([
      "2026-12-24",
      "2027-01-02",
    ]);
    expect(copy.closures.every((c) => c.needsCheck && c.seasonId === copy.id)).toBe(true);
    const thanksgiving = copy.closures.find((c) => c.label === "Thanksgiving");
    expect(thanksgiving).toMatchObject({ firstDay: "2026-11-27", groups: ["kumite"], version: 1 });
    // A label that only restated the old dates is made again from the new ones.
    const laborDay = copy.closures.at(-1);
    expect(laborDay).toMatchObject({ firstDay: "2026-09-01", lastDay: "2026-09-01" });
    expect(laborDay?.label).toBeUndefined();
    expect(laborDay && closureLabel(laborDay)).toBe("Tuesday, September 1");
  });

  it("turns February 29 into February 28 and names other labels as copies", () => {
    const leap = copySeason(
      seedSeason({ label: "Winter", firstDay: "2027-12-01", lastDay: "2028-02-29" }),
      counter("leap"),
      copiedAt,
    );
    expect(leap).toMatchObject({
      label: "Winter (copy)",
      firstDay: "2028-12-01",
      lastDay: "2029-02-28",
    });
    expect(copySeason(seedSeason({ label: "2099-00" }), counter("c"), copiedAt).label).toBe(
      "2100-01",
    );
    expect(copySeason(seedSeason({ label: "2098-99" }), counter("c"), copiedAt).label).toBe(
      "2099-00",
    );
  });
});

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
