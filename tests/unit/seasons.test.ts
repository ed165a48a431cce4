import { describe, expect, it } from "vitest";
import { holidayClosures } from "~/content/schedule";
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
  type SeasonClass,
} from "~/model/seasons";

import {
  seedId,
  seedSeason,
  counter,
  copiedAt,
  nextSeason,
  newYork,
  change,
  mondayBeginners,
} from "../support/seed-season";

// The season records against the 2025-26 seed: days in New York, which season is live at a
// New York moment, how closures are named, and a season copied a year on.

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
