import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { classGroups, season as seed, weeklySchedule } from "~/content/schedule";
import { studio } from "~/content/studio";
import type { SeasonClosure } from "~/model/seasons";
import { classesCalendar, closuresCalendar } from "~/services/calendar/feeds.server";
import {
  origin,
  seasonId,
  seedClosures,
  seedSeason,
  season,
  mondayBeginnersId,
  change,
  overrideOn,
  eventsOf,
  atDojo,
  occurrences,
  closedDays,
  seriesOf,
  excludedDays,
} from "./calendar-feeds-support";

// The calendar feeds read back by a real iCalendar parser (node-ical), their recurring classes
// expanded into occurrences: the times a family's phone would show. The class and closure feeds
// are made from a season as the database holds it (here the 2025-26 seed, built in memory; the
// same read from SQLite and PostgreSQL: tests/integration/calendar-feeds-db.test.ts).

describe("the classes feed", () => {
  const seedText = classesCalendar(season, [], origin);
  const events = eventsOf(seedText);

  it("is the same text on every request while the season is the same", () => {
    expect(classesCalendar(seedSeason(), [], origin)).toBe(seedText);
    expect(closuresCalendar(seedSeason(), origin)).toBe(closuresCalendar(season, origin));
  });

  it("has one weekly event for every class of the season, each with a UID from its record", () => {
    expect(events).toHaveLength(weeklySchedule.length);
    expect(events.every((event) => event.rrule !== undefined)).toBe(true);
    expect(events.map((event) => event.uid)).toEqual(
      season.classes.map((cls) => `class-${cls.id}@studio.example`),
    );
  });

  it("keeps Monday beginners at 4:00 PM New York time before and after the November clock change", () => {
    const mondayBeginners = seriesOf(events, mondayBeginnersId);
    const times = occurrences(mondayBeginners);
    expect(times).toContain("2025-10-27 16:00"); // daylight time (UTC-4)
    expect(times).toContain("2025-11-03 16:00"); // standard time (UTC-5), after Nov 2
    expect(times).toContain("2026-03-09 16:00"); // daylight time again, after Mar 8
    expect(times.every((time) => time.endsWith(" 16:00"))).toBe(true);
    expect(
      times.every((time) => new Date(`${time.slice(0, 10)}T12:00:00Z`).getUTCDay() === 1),
    ).toBe(true);
    // 4:00 PM is 20:00 UTC in October and 21:00 UTC in November.
    const instances = ical.expandRecurringEvent(mondayBeginners, {
      from: new Date("2025-10-27T00:00:00Z"),
      to: new Date("2025-11-04T00:00:00Z"),
    });
    expect(instances.map((instance) => instance.start.toISOString())).toEqual([
      "2025-10-27T20:00:00.000Z",
      "2025-11-03T21:00:00.000Z",
    ]);
  });

  it("has no class on a closure day, and none outside the season", () => {
    const closed = closedDays();
    for (const event of events) {
      for (const time of occurrences(event)) {
        const day = time.slice(0, 10);
        expect(closed.has(day), `${String(event.summary)} on ${day}`).toBe(false);
        expect(day >= seed.firstDay && day <= seed.lastDay, `${day} in the season`).toBe(true);
      }
    }
    // Thanksgiving Friday's Tiny Tigers and the winter break's Mondays are skipped.
    const all = events.flatMap(occurrences);
    expect(all.some((time) => time.startsWith("2025-11-28"))).toBe(false);
    expect(all.some((time) => time.startsWith("2025-12-29"))).toBe(false);
    expect(all.some((time) => time.startsWith("2026-01-05"))).toBe(true);
  });

  it("writes DTSTAMP (the season's last save) and each repeat's end in UTC, as RFC 5545 requires beside a local DTSTART", () => {
    const stamps = seedText.match(/^DTSTAMP:.*$/gm) ?? [];
    expect(stamps.length).toBe(weeklySchedule.length);
    expect(new Set(stamps.map((stamp) => stamp.trim()))).toEqual(
      new Set(["DTSTAMP:20250801T160000Z"]),
    );
    const untils = [...seedText.matchAll(/;UNTIL=([^;\r\n]+)/g)].map((match) => match[1]);
    expect(untils.length).toBe(weeklySchedule.length);
    // The season's last day, to its end at the dojo: 23:59 in New York is 03:59 UTC in summer.
    expect(new Set(untils)).toEqual(new Set(["20260701T035900Z"]));
    expect(seedText).toContain("BEGIN:VTIMEZONE\r\nTZID:America/New_York");
    expect(seedText).toMatch(/^DTSTART;TZID=America\/New_York:20250901T160000\r$/m);
  });

  it("narrows to the groups asked for", () => {
    const young = eventsOf(classesCalendar(season, ["beginners-7-12"], origin));
    expect(young.map((event) => event.summary)).toEqual([
      "Beginners (Ages 7-12)",
      "Beginners (Ages 7-12)",
      "Beginners (Ages 7-12)",
    ]);
    const kumiteAndTigers = eventsOf(classesCalendar(season, ["kumite", "tiny-tigers"], origin));
    expect(new Set(kumiteAndTigers.map((event) => String(event.summary).split(" (")[0]))).toEqual(
      new Set(["Kumite", "Tiny Tigers"]),
    );
    for (const group of classGroups) {
      expect(
        eventsOf(classesCalendar(season, [group.id], origin)).length,
        group.id,
      ).toBeGreaterThan(0);
    }
  });

  it("is named for the season record and follows its days and classes", () => {
    const next = seedSeason({
      label: "Summer 2026",
      firstDay: "2026-07-06",
      lastDay: "2026-08-14",
      closures: [],
      classes: season.classes.filter((cls) => cls.kind === "tiny-tigers"),
    });
    const summer = classesCalendar(next, [], origin);
    expect(ical.sync.parseICS(summer).vcalendar?.["WR-CALNAME"]).toBe(
      `${studio.name}: classes Summer 2026`,
    );
    expect(closuresCalendar(next, origin)).toContain(
      `X-WR-CALNAME:${studio.name}: closures Summer 2026`,
    );
    const [friday, saturday, ...others] = eventsOf(summer);
    expect(others).toEqual([]);
    expect(occurrences(friday as VEvent)[0]).toBe("2026-07-10 16:30");
    expect(occurrences(saturday as VEvent).at(-1)).toBe("2026-08-08 10:30");
    expect(summer).toContain(";UNTIL=20260815T035900Z");
  });

  it("is an empty but valid calendar when no season is live", () => {
    for (const empty of [
      classesCalendar(undefined, [], origin),
      closuresCalendar(undefined, origin),
    ]) {
      expect(empty).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n[\s\S]*END:VCALENDAR$/);
      expect(empty).not.toContain("BEGIN:VEVENT");
      expect(eventsOf(empty)).toEqual([]);
    }
    expect(classesCalendar(undefined, [], origin)).toContain(
      `X-WR-CALNAME:${studio.name}: classes\r\n`,
    );
  });

  it("takes a closure for some groups out of those groups' classes only", () => {
    const tigersOnly: SeasonClosure = {
      id: "tigers-away",
      seasonId,
      firstDay: "2025-12-05",
      lastDay: "2025-12-06",
      groups: ["tiny-tigers"],
      needsCheck: false,
      version: 1,
    };
    const text = classesCalendar(
      seedSeason({ closures: [...seedClosures, tigersOnly] }),
      [],
      origin,
    );
    const all = eventsOf(text);
    for (const cls of season.classes.filter(
      (each) => each.day === "Friday" || each.day === "Saturday",
    )) {
      const days = excludedDays(seriesOf(all, cls.id));
      const closed = cls.kind === "tiny-tigers";
      expect(days.includes("2025-12-05") || days.includes("2025-12-06"), cls.id).toBe(closed);
      const meets = occurrences(seriesOf(all, cls.id)).some((time) => /^2025-12-0[56]/.test(time));
      expect(meets, cls.id).toBe(!closed);
    }
    // Closures for every class still apply to all of them.
    expect(excludedDays(seriesOf(all, "Friday-16:30-tiny-tigers"))).toContain("2025-11-28");
    expect(excludedDays(seriesOf(all, "Friday-17:00-kumite"))).toContain("2025-11-28");
  });

  it("writes each change to a meeting as an override of it, with the change's sequence", () => {
    const changed = seedSeason({
      classes: season.classes.map((cls) =>
        cls.id === mondayBeginnersId ? { ...cls, version: 4 } : cls,
      ),
      changes: [
        change({ kind: "cancelled", text: "Instructor away", sequence: 3 }),
        change({
          kind: "moved",
          originalDate: "2025-12-15",
          newDate: "2025-12-16",
          newStart: "16:30",
          newEnd: "17:20",
          text: "Gym floor",
          sequence: 2,
        }),
        change({ kind: "note", originalDate: "2026-01-12", text: "Substitute: Sensei Kim" }),
        // Orphaned: Monday beginners do not meet on a Tuesday, nor on the closed December 29.
        change({ kind: "note", originalDate: "2025-12-09", text: "Never shown" }),
        change({ kind: "cancelled", originalDate: "2025-12-29", text: "Never shown either" }),
        change({ kind: "cancelled", classId: "gone", text: "No such class" }),
      ],
    });
    const text = classesCalendar(changed, [], origin);
    expect(text).not.toContain("Never shown");
    expect(text).not.toContain("No such class");
    const uid = `class-${mondayBeginnersId}@studio.example`;
    // The series and its three overrides, under one UID.
    expect(text.split(`UID:${uid}\r\n`)).toHaveLength(5);
    expect(text).toContain("RECURRENCE-ID;TZID=America/New_York:20251208T160000\r\n");
    expect(text).toContain("RECURRENCE-ID;TZID=America/New_York:20251215T160000\r\n");
    expect(text).toContain("RECURRENCE-ID;TZID=America/New_York:20260112T160000\r\n");
    expect(text.match(/^RECURRENCE-ID/gm)).toHaveLength(3);

    const series = seriesOf(eventsOf(text), mondayBeginnersId);
    expect(series.sequence).toBe(4);
    const cancelled = overrideOn(series, "2025-12-08");
    expect(cancelled?.status).toBe("CANCELLED");
    expect(cancelled?.sequence).toBe(3);
    expect(cancelled?.recurrenceid?.toISOString()).toBe("2025-12-08T21:00:00.000Z");
    expect(String(cancelled?.description)).toMatch(/^Cancelled: Instructor away/);
    const moved = overrideOn(series, "2025-12-15");
    expect(moved?.status).toBeUndefined();
    expect(moved?.sequence).toBe(2);
    expect(moved?.start.toISOString()).toBe("2025-12-16T21:30:00.000Z");
    expect(moved?.end?.toISOString()).toBe("2025-12-16T22:20:00.000Z");
    expect(String(moved?.description)).toContain("Gym floor");
    const note = overrideOn(series, "2026-01-12");
    expect(note?.start.toISOString()).toBe("2026-01-12T21:00:00.000Z");
    expect(note?.end?.toISOString()).toBe("2026-01-12T21:50:00.000Z");
    expect(String(note?.description)).toMatch(/^Substitute: Sensei Kim/);
    expect(note?.status).toBeUndefined();
    // A calendar application shows the moved meeting at its new time, the others as they were.
    const week = (from: string, to: string) =>
      ical
        .expandRecurringEvent(series, { from: new Date(from), to: new Date(to) })
        .map((instance) => atDojo(instance.start));
    expect(week("2025-12-14T00:00:00Z", "2025-12-20T00:00:00Z")).toEqual(["2025-12-16 16:30"]);

    // Only the classes asked for carry their overrides.
    expect(classesCalendar(changed, ["kumite"], origin)).not.toContain("RECURRENCE-ID");
    expect(
      classesCalendar(changed, ["beginners-7-12"], origin).match(/^RECURRENCE-ID/gm),
    ).toHaveLength(3);
    // A change makes another text (another ETag); none, the same one again.
    expect(text).not.toBe(seedText);
    const sequenceRaised = seedSeason({
      ...changed,
      changes: changed.changes.map((each) =>
        each.kind === "cancelled" &&
        each.classId === mondayBeginnersId &&
        each.originalDate === "2025-12-08"
          ? { ...each, sequence: 4 }
          : each,
      ),
    });
    expect(classesCalendar(sequenceRaised, [], origin)).not.toBe(text);
    expect(classesCalendar(seedSeason({ ...changed }), [], origin)).toBe(text);
  });
});
