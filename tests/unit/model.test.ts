import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { holidayClosures, weeklySchedule } from "~/content/schedule";
import { seasonEvents } from "~/content/season-events";
import { birthdayOffers } from "~/content/yoga-birthdays";
import { offeringSeeds } from "~/services/offerings/offering-seed.server";
import { courseSeeds } from "~/content/yoga-courses";
import { passes } from "~/content/yoga-passes";
import { stripItemsFrom } from "~/content/karate-lists";
import { courseClosedDays, courseMeetings } from "~/model/courses";
import { classTimes, type ScheduledClass } from "~/model/schedule";
import {
  birthdayOfferSchema,
  eventSeedSchema,
  offeringRecordSchemas,
  passSchema,
  scheduledClassSchema,
} from "~/model/schemas";
import {
  dojoTimeToUtc,
  formatLocalDayAndTime,
  instantOf,
  isInstant,
  isLocalDateTime,
} from "~/model/times";

// The seed data (app/content) against the model's schemas, and the two kinds of time: a local
// New York time and an instant are told apart by their form, never mistaken for each other.

describe("the seed data fits the model", () => {
  it.each([
    ["season events", eventSeedSchema, seasonEvents],
    ["weekly classes", scheduledClassSchema, weeklySchedule],
    ["passes", passSchema.omit({ priceCents: true }), passes],
    [
      "birthday offers",
      birthdayOfferSchema.omit({ priceCents: true, minimum: true }),
      birthdayOffers,
    ],
  ] as const)("%s", (_, schema, records) => {
    for (const record of records) expect(schema.safeParse(record).error).toBeUndefined();
  });

  it("courses, camps, prices and tournaments", () => {
    const seeds = offeringSeeds();
    expect(new Set(seeds.map((seed) => seed.id)).size).toBe(seeds.length);
    for (const seed of seeds) {
      expect(offeringRecordSchemas[seed.kind].safeParse(seed.record).error).toBeUndefined();
    }
  });
});

describe("times", () => {
  it("tells a local time from an instant", () => {
    expect(isLocalDateTime("2025-09-27T15:00")).toBe(true);
    expect(isInstant("2025-09-27T15:00")).toBe(false);
    expect(isInstant("2025-09-27T19:00:00.000Z")).toBe(true);
    expect(isLocalDateTime("2025-09-27T19:00:00.000Z")).toBe(false);
    expect(instantOf("2025-09-27T19:00:00Z")).toBe("2025-09-27T19:00:00.000Z");
    expect(() => instantOf("soon")).toThrow();
  });

  it("writes a local time as it reads, and converts it to the instant it is in New York", () => {
    expect(formatLocalDayAndTime("2026-04-19T09:00")).toBe("Sunday, April 19 · 9:00 AM");
    expect(dojoTimeToUtc("2026-04-19T09:00")).toBe("2026-04-19T13:00:00.000Z");
  });
});

describe("courses", () => {
  it("leaves out the studio's closed weeks", () => {
    const thursdays = courseSeeds.find((course) => course.id === "kids-aerial-6-9")?.record;
    if (!thursdays) throw new Error("No Thursday course");
    expect(courseClosedDays(thursdays, holidayClosures)).toEqual(["2025-11-27"]);
    expect(courseMeetings(thursdays, holidayClosures)).toBe(8);
  });
});

describe("schedule", () => {
  // Another season's classes: what pages list is worked out from the schedule they are given,
  // never from the seed that content holds.
  const nextSeason: ScheduledClass[] = weeklySchedule.map((entry) =>
    entry.kind === "tiny-tigers" || entry.kind === "orientation"
      ? { ...entry, day: "Wednesday", start: "10:00", end: "10:45" }
      : entry,
  );

  it("lists a kind's classes with their times and audiences", () => {
    expect(classTimes(nextSeason, "tiny-tigers")[0]).toMatchObject({
      day: "Wednesday",
      time: "10:00-10:45 AM",
    });
    expect(classTimes(weeklySchedule, "orientation").map((slot) => slot.time)).toEqual([
      "4:30-4:55 PM",
      "5:30-6:00 PM",
    ]);
  });

  it("makes the karate home's strip from the schedule it is given", () => {
    const invitational = {
      id: "invitational",
      fees: [
        { individual: "$70", deadline: "by 10/31" },
        { individual: "$80", deadline: "by 12/5" },
      ],
    };
    const strip = stripItemsFrom(nextSeason, [invitational]);
    expect(strip.find((item) => item.title === "Tiny Tigers")?.detail).toBe("Wednesday 10:00 AM");
    expect(strip.find((item) => item.title === "Orientation")?.detail).toBe("Wednesday 10:00 AM");
    expect(strip.find((item) => item.badge === "Discount")?.detail).toBe(
      "$70 instead of $80, by 10/31",
    );
    // Once the early fee's last day has passed, the strip offers no discount.
    const later = stripItemsFrom(nextSeason, [
      { ...invitational, fees: invitational.fees.slice(1) },
    ]);
    expect(later.some((item) => item.badge === "Discount")).toBe(false);
  });
});

describe("the model in the browser", () => {
  it("loads zod only in model/schemas.ts: the records' modules import its types alone", () => {
    const dir = path.join(import.meta.dirname, "../../app/model");
    const valueImports = readdirSync(dir)
      .filter((name) => name.endsWith(".ts") && name !== "schemas.ts")
      .filter((name) =>
        /^import\s+(?!type\b)[^;]*from\s+"(zod|\.\/schemas)"/m.test(
          readFileSync(path.join(dir, name), "utf8"),
        ),
      );
    expect(valueImports).toEqual([]);
  });
});
