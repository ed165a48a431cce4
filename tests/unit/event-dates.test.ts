import { formatPrice } from "~/model/prices";
import { describe, expect, it } from "vitest";
import {
  dojoTimeToUtc,
  localDateTime,
  dojoTimeWithOffset,
  formatDuration,
  formatEventDate,
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
