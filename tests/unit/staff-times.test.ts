import { describe, expect, it } from "vitest";
import { formatStaffDay, formatStaffTime } from "~/model/times";

// Times in the staff area: the year when it is not this year in New York, and "New York time"
// where the zone matters. "This year" is New York's: 11 PM on December 31 there is already
// January 1 in UTC.

const now = new Date("2026-11-27T14:15:00Z");

describe("formatStaffTime", () => {
  it("leaves the year out in this year and writes it in another", () => {
    expect(formatStaffTime("2026-09-27T19:00:00Z", now)).toBe("Sun, Sep 27, 3:00 PM");
    expect(formatStaffTime("2025-09-27T19:00:00Z", now)).toBe("Sat, Sep 27, 2025, 3:00 PM");
  });

  it("decides the year in New York, not in UTC", () => {
    // December 31, 2025 at 11 PM in New York: January 1, 2026 at 04:00 UTC.
    expect(formatStaffTime("2026-01-01T04:00:00Z", now)).toBe("Wed, Dec 31, 2025, 11:00 PM");
    const newYearsEve = new Date("2027-01-01T04:30:00Z");
    expect(formatStaffTime("2026-12-31T15:00:00Z", newYearsEve)).toBe("Thu, Dec 31, 10:00 AM");
  });

  it("says New York time when asked", () => {
    expect(formatStaffTime("2026-11-27T14:15:00Z", now, { zone: true })).toBe(
      "Fri, Nov 27, 9:15 AM New York time",
    );
  });
});

describe("formatStaffDay", () => {
  it("writes the year only for another year", () => {
    expect(formatStaffDay("2026-04-19T13:00:00Z", now)).toBe("Sunday, April 19");
    expect(formatStaffDay("2025-04-19T13:00:00Z", now)).toBe("Saturday, April 19, 2025");
  });
});
