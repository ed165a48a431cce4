import { formatPrice } from "~/model/prices";
import { describe, expect, it } from "vitest";
import { hasTakenPlace, inAnotherYear, registrationOnOffer } from "~/model/events";
import { localDate } from "~/model/seasons";
import {
  dojoTimeToUtc,
  localDateTime,
  dojoTimeWithOffset,
  formatDuration,
  formatEventDate,
  formatEventDateWithYear,
  formatLongDate,
  formatTimeSpan,
} from "~/model/times";

// Event times are the dojo's local time whatever time zone the server runs in (the test run
// sets none in particular; the answers below hold in any).

describe("event dates", () => {
  it("turns New York local time into UTC across daylight saving", () => {
    expect(dojoTimeToUtc("2025-09-27T15:00")).toBe("2025-09-27T19:00:00.000Z");
    expect(dojoTimeToUtc("2025-12-20T15:00")).toBe("2025-12-20T20:00:00.000Z");
    expect(dojoTimeToUtc("2026-03-08T03:30")).toBe("2026-03-08T07:30:00.000Z");
  });

  it("rejects what is not a local date and time", () => {
    // @ts-expect-error: the type refuses it too; the check holds for text read at run time
    expect(() => dojoTimeToUtc("September 27")).toThrow();
    expect(() => localDateTime("2025-09-27", "3 PM")).toThrow();
  });

  it("shows day, short month and 12-hour time in New York", () => {
    expect(formatEventDate("2025-09-27T19:00:00.000Z")).toBe("Sat, Sep 27, 3:00 PM");
    expect(formatEventDate("2026-01-02T14:00:00.000Z")).toBe("Fri, Jan 2, 9:00 AM");
  });

  it("writes the instant with New York's offset for structured data", () => {
    expect(dojoTimeWithOffset("2025-09-27T19:00:00.000Z")).toBe("2025-09-27T15:00:00-04:00");
    expect(dojoTimeWithOffset("2025-12-20T20:00:00.000Z")).toBe("2025-12-20T15:00:00-05:00");
  });

  it("reads durations and prices the way people say them", () => {
    expect(formatDuration(120)).toBe("2 hours");
    expect(formatDuration(90)).toBe("1.5 hours");
    expect(formatDuration(60)).toBe("1 hour");
    expect(formatDuration(210)).toBe("3.5 hours");
    expect(formatDuration(30)).toBe("30 minutes");
    expect(formatPrice(4000)).toBe("$40");
    expect(formatPrice(4050)).toBe("$40.50");
  });
});

describe("an event on a day in New York", () => {
  const sword = {
    startsAt: dojoTimeToUtc("2025-09-27T15:00"),
    registration: { status: "open" as const, url: "https://example.com/book", priceCents: 4000 },
  };
  const day = (value: string) => localDate(value);

  it("is current through its own day and past from the next", () => {
    expect(hasTakenPlace(sword, day("2025-09-26"))).toBe(false);
    expect(hasTakenPlace(sword, day("2025-09-27"))).toBe(false);
    expect(hasTakenPlace(sword, day("2025-09-28"))).toBe(true);
    // 11 PM in New York is already the next day in UTC: still the event's day at the dojo.
    const late = { startsAt: dojoTimeToUtc("2025-12-20T23:00") };
    expect(hasTakenPlace(late, day("2025-12-20"))).toBe(false);
    expect(hasTakenPlace(late, day("2025-12-21"))).toBe(true);
  });

  it("offers its registration only while it is open, has a link and is not past", () => {
    expect(registrationOnOffer(sword, day("2025-09-27"))).toEqual({
      url: "https://example.com/book",
      priceCents: 4000,
    });
    expect(registrationOnOffer(sword, day("2025-09-28"))).toBeNull();
    for (const status of ["soon", "closed", "invitation"] as const) {
      const notOpen = { ...sword, registration: { ...sword.registration, status } };
      expect(registrationOnOffer(notOpen, day("2025-09-01"))).toBeNull();
    }
    const noLink = { ...sword, registration: { ...sword.registration, url: null } };
    expect(registrationOnOffer(noLink, day("2025-09-01"))).toBeNull();
  });

  it("writes its date with the year when it is not this year", () => {
    expect(inAnotherYear(day("2026-01-02"), day("2025-12-01"))).toBe(true);
    expect(inAnotherYear(day("2025-09-27"), day("2025-12-01"))).toBe(false);
    expect(formatLongDate("2025-09-27T19:00:00.000Z")).toBe("Saturday, September 27, 2025");
    expect(formatEventDateWithYear("2026-01-02T14:00:00.000Z")).toBe("Fri, Jan 2, 2026, 9:00 AM");
  });

  it("writes the mindful-AI workshop's evening as its page does, the zone's name with it", () => {
    const startsAt = dojoTimeToUtc("2025-08-02T19:00");
    expect(formatTimeSpan(startsAt, 90)).toBe("Saturday, Aug 2, 7:00pm - 8:30pm EDT");
    expect(formatTimeSpan(startsAt, 90, true)).toBe("Saturday, Aug 2, 2025, 7:00pm - 8:30pm EDT");
    expect(formatTimeSpan(dojoTimeToUtc("2026-01-10T11:30"), 60)).toBe(
      "Saturday, Jan 10, 11:30am - 12:30pm EST",
    );
  });
});
