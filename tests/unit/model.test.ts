import { describe, expect, it } from "vitest";
import { competitions } from "~/content/competitions";
import { holidayClosures, weeklySchedule } from "~/content/schedule";
import { seasonEvents } from "~/content/season-events";
import { birthdayOffers } from "~/content/yoga-birthdays";
import { courses } from "~/content/yoga-courses";
import { passes } from "~/content/yoga-passes";
import { birthdayOfferSchema } from "~/model/schemas";
import { competitionFeeSchema } from "~/model/schemas";
import { courseClosedDays, courseMeetings } from "~/model/courses";
import { courseSchema } from "~/model/schemas";
import { eventSeedSchema } from "~/model/schemas";
import { passSchema } from "~/model/schemas";
import { scheduledClassSchema } from "~/model/schemas";
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
    ["passes", passSchema, passes],
    ["courses", courseSchema, courses],
    ["birthday offers", birthdayOfferSchema, birthdayOffers],
    ["competition fees", competitionFeeSchema, competitions.flatMap((entry) => entry.fees)],
  ] as const)("%s", (_, schema, records) => {
    for (const record of records) expect(schema.safeParse(record).error).toBeUndefined();
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
    const thursdays = courses.find((course) => course.id === "kids-aerial-6-9");
    if (!thursdays) throw new Error("No Thursday course");
    expect(courseClosedDays(thursdays, holidayClosures)).toEqual(["2025-11-27"]);
    expect(courseMeetings(thursdays, holidayClosures)).toBe(8);
  });
});
