import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { classGroups, holidayClosures, season, weeklySchedule } from "~/content/schedule";
import type { EventRecord } from "~/model/events";
import type { Instant } from "~/model/times";
import {
  classesCalendar,
  closuresCalendar,
  eventsCalendar,
} from "~/services/calendar/feeds.server";

// The calendar feeds read back by a real iCalendar parser (node-ical), their recurring classes
// expanded into occurrences: the times a family's phone would show.

const origin = "https://studio.example";
const zone = "America/New_York";

function eventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === "VEVENT",
  );
}

/** A property's value, with or without its parameters (URL;VALUE=URI:…). */
function valueOf(property: unknown): unknown {
  return typeof property === "object" && property !== null && "val" in property
    ? property.val
    : property;
}

/** "2025-11-03 16:00": an instant as a wall clock at the dojo. */
function atDojo(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

function occurrences(event: VEvent): string[] {
  return ical
    .expandRecurringEvent(event, {
      from: new Date("2025-08-01T00:00:00Z"),
      to: new Date("2026-08-01T00:00:00Z"),
    })
    .map((instance) => atDojo(instance.start));
}

function closedDays(): Set<string> {
  const days = new Set<string>();
  for (const closure of holidayClosures) {
    for (
      let at = Date.parse(`${closure.from}T12:00:00Z`);
      at <= Date.parse(`${closure.to}T12:00:00Z`);
      at += 86_400_000
    ) {
      days.add(new Date(at).toISOString().slice(0, 10));
    }
  }
  return days;
}

describe("the classes feed", () => {
  const events = eventsOf(classesCalendar(origin));

  it("is the same text on every request while the schedule is the same", () => {
    expect(classesCalendar(origin)).toBe(classesCalendar(origin));
    expect(closuresCalendar(origin)).toBe(closuresCalendar(origin));
  });

  it("has one weekly event for every class of the schedule", () => {
    expect(events).toHaveLength(weeklySchedule.length);
    expect(events.every((event) => event.rrule !== undefined)).toBe(true);
  });

  it("keeps Monday beginners at 4:00 PM New York time before and after the November clock change", () => {
    const mondayBeginners = events.find(
      (event) => event.summary === "Beginners (Ages 7-12)" && atDojo(event.start).endsWith("16:00"),
    );
    if (!mondayBeginners) throw new Error("no Monday beginners class");
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
        expect(day >= season.firstDay && day <= season.lastDay, `${day} in the season`).toBe(true);
      }
    }
    // Thanksgiving Friday's Tiny Tigers and the winter break's Mondays are skipped.
    const all = events.flatMap(occurrences);
    expect(all.some((time) => time.startsWith("2025-11-28"))).toBe(false);
    expect(all.some((time) => time.startsWith("2025-12-29"))).toBe(false);
    expect(all.some((time) => time.startsWith("2026-01-05"))).toBe(true);
  });

  it("writes DTSTAMP and each repeat's end in UTC, as RFC 5545 requires beside a local DTSTART", () => {
    const text = classesCalendar(origin);
    const stamps = text.match(/^DTSTAMP:.*$/gm) ?? [];
    expect(stamps.length).toBe(weeklySchedule.length);
    for (const stamp of stamps) expect(stamp).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/);
    const untils = [...text.matchAll(/;UNTIL=([^;\r\n]+)/g)].map((match) => match[1]);
    expect(untils.length).toBe(weeklySchedule.length);
    // The season's last day, to its end at the dojo: 23:59 in New York is 03:59 UTC in summer.
    const [year = 0, month = 1, day = 1] = season.lastDay.split("-").map(Number);
    const end = new Date(Date.UTC(year, month - 1, day + 1, 3, 59));
    expect(new Set(untils)).toEqual(new Set([end.toISOString().replace(/[-:]|\.\d{3}/g, "")]));
  });

  it("narrows to the groups asked for", () => {
    const young = eventsOf(classesCalendar(origin, ["beginners-7-12"]));
    expect(young.map((event) => event.summary)).toEqual([
      "Beginners (Ages 7-12)",
      "Beginners (Ages 7-12)",
      "Beginners (Ages 7-12)",
    ]);
    const kumiteAndTigers = eventsOf(classesCalendar(origin, ["kumite", "tiny-tigers"]));
    expect(new Set(kumiteAndTigers.map((event) => String(event.summary).split(" (")[0]))).toEqual(
      new Set(["Kumite", "Tiny Tigers"]),
    );
    for (const group of classGroups) {
      expect(eventsOf(classesCalendar(origin, [group.id])).length, group.id).toBeGreaterThan(0);
    }
  });
});

describe("the closures feed", () => {
  it("has each closure as all-day events over its days", () => {
    const events = eventsOf(closuresCalendar(origin));
    expect(events).toHaveLength(holidayClosures.length);
    const winter = events.find((event) => String(event.description).includes("December 24"));
    expect(winter?.datetype).toBe("date");
    expect(winter?.start.toISOString().slice(0, 10)).toBe("2025-12-24");
    // DTEND is the day after the last closed day.
    expect(winter?.end?.toISOString().slice(0, 10)).toBe("2026-01-03");
  });
});

describe("the events feed", () => {
  const event = (slug: string, startsAt: Instant, open = false): EventRecord => ({
    id: 1,
    slug,
    title: `Event ${slug}`,
    japaneseTitle: null,
    category: null,
    description: "What happens.",
    startsAt,
    durationMinutes: 120,
    location: "The dojo",
    tags: [],
    registration: {
      status: open ? "open" : "soon",
      url: open ? "https://tickets.example/sword" : null,
      priceCents: open ? 4000 : null,
    },
    motif: null,
  });

  it("lists events to come and those of the last 90 days, each with its length, place and links", () => {
    const now = new Date("2025-11-15T12:00:00Z");
    const events = eventsOf(
      eventsCalendar(
        origin,
        [
          event("long-ago", "2025-06-01T18:00:00Z"),
          event("sword-workshop", "2025-09-27T19:00:00Z", true),
          event("movie-night", "2025-11-30T00:00:00Z"),
        ],
        { now },
      ),
    );
    expect(events.map((each) => each.uid)).toEqual([
      "event-sword-workshop@studio.example",
      "event-movie-night@studio.example",
    ]);
    const [sword, movie] = events;
    expect(atDojo(sword?.start ?? new Date(0))).toBe("2025-09-27 15:00");
    expect(atDojo(sword?.end ?? new Date(0))).toBe("2025-09-27 17:00");
    expect(valueOf(sword?.url)).toBe("https://tickets.example/sword");
    expect(String(sword?.description)).toContain(`${origin}/sword-workshop`);
    expect(valueOf(sword?.location)).toBe("The dojo");
    expect(atDojo(movie?.start ?? new Date(0))).toBe("2025-11-29 19:00");
    expect(valueOf(movie?.url)).toBe(`${origin}/events#event-movie-night`);
  });
});
