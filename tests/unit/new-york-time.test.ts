import { describe, expect, it, vi } from "vitest";
import { newYorkOffsetByRule, newYorkOffsetMinutes } from "~/lib/new-york-time";

// New York's offset is worked out once per UTC hour and kept: it must equal a fresh reading at
// every minute around both clock changes, asked in any order.

const fresh = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  timeZoneName: "longOffset",
});

/** The offset as Intl names it for the instant ("GMT-04:00"), in minutes. */
function offsetByName(instant: Date): number {
  const name = fresh.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

describe("New York's offset", () => {
  it.each([
    ["March 8, 2026 (clocks go forward at 07:00 UTC)", "2026-03-08T04:00:00Z"],
    ["November 1, 2026 (clocks go back at 06:00 UTC)", "2026-11-01T03:00:00Z"],
  ])("matches Intl at every minute around %s, forwards and backwards", (_name, from) => {
    const start = Date.parse(from);
    const minutes = Array.from({ length: 6 * 60 }, (_, index) => start + index * 60_000);
    for (const time of [...minutes, ...minutes.reverse()]) {
      const instant = new Date(time);
      expect(newYorkOffsetMinutes(instant), instant.toISOString()).toBe(offsetByName(instant));
    }
  });

  it("turns at the exact minute: 06:59 UTC is -300, 07:00 is -240 on March 8, 2026", () => {
    expect(newYorkOffsetMinutes(new Date("2026-03-08T06:59:59.999Z"))).toBe(-300);
    expect(newYorkOffsetMinutes(new Date("2026-03-08T07:00:00.000Z"))).toBe(-240);
    expect(newYorkOffsetMinutes(new Date("2026-11-01T05:59:59.999Z"))).toBe(-240);
    expect(newYorkOffsetMinutes(new Date("2026-11-01T06:00:00.000Z"))).toBe(-300);
  });
});

describe("the date formats of the site's script", () => {
  it("are made when first used, not when a page's script starts", async () => {
    // Making a format loads the browser's time-zone data, which took 15–25 ms of a slow phone's
    // start-up on pages that write no date themselves.
    vi.resetModules();
    const made = vi.spyOn(Intl, "DateTimeFormat");
    try {
      const times = await import("~/model/times");
      await import("~/lib/new-york-time");
      expect(made).not.toHaveBeenCalled();
      expect(times.formatEventDate("2026-09-27T19:00:00.000Z")).toBe("Sun, Sep 27, 3:00 PM");
      expect(times.formatEventDate("2026-10-04T19:00:00.000Z")).toBe("Sun, Oct 4, 3:00 PM");
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});

describe("New York's offset by the daylight-saving rule, for the browser", () => {
  it("agrees with the time-zone data at every hour from 2007 to 2045", () => {
    const first = Date.UTC(2007, 0, 1);
    const last = Date.UTC(2046, 0, 1);
    const disagreements: string[] = [];
    for (let time = first; time < last; time += 3_600_000) {
      const instant = new Date(time);
      if (newYorkOffsetByRule(instant) !== newYorkOffsetMinutes(instant)) {
        disagreements.push(instant.toISOString());
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("changes at the very minute the clocks do", () => {
    expect(newYorkOffsetByRule(new Date("2027-03-14T06:59:59.999Z"))).toBe(-300);
    expect(newYorkOffsetByRule(new Date("2027-03-14T07:00:00.000Z"))).toBe(-240);
    expect(newYorkOffsetByRule(new Date("2026-11-01T05:59:59.999Z"))).toBe(-240);
    expect(newYorkOffsetByRule(new Date("2026-11-01T06:00:00.000Z"))).toBe(-300);
  });
});
