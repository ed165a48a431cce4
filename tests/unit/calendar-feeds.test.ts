import { describe, expect, it } from "vitest";
import { holidayClosures } from "~/content/schedule";
import type { EventRecord } from "~/model/events";
import type { Instant } from "~/model/times";
import { eventsCalendar } from "~/services/calendar/events-feed.server";
import { closuresCalendar } from "~/services/calendar/feeds.server";
import {
  origin,
  seasonId,
  seedSeason,
  season,
  eventsOf,
  valueOf,
  atDojo,
} from "./calendar-feeds-support";

// The closures and events feeds read back by a real iCalendar parser (node-ical); the classes
// feed, with its recurring classes expanded: calendar-classes-feed.test.ts.

describe("the closures feed", () => {
  it("has each closure as all-day events over its days", () => {
    const events = eventsOf(closuresCalendar(season, origin));
    expect(events).toHaveLength(holidayClosures.length);
    const winter = events.find((event) => String(event.description).includes("December 24"));
    expect(winter?.datetype).toBe("date");
    expect(winter?.start.toISOString().slice(0, 10)).toBe("2025-12-24");
    // DTEND is the day after the last closed day.
    expect(winter?.end?.toISOString().slice(0, 10)).toBe("2026-01-03");
  });

  it("names the classes of a closure for some groups, and takes its label from the record", () => {
    const text = closuresCalendar(
      seedSeason({
        closures: [
          {
            id: "tigers-away",
            seasonId,
            firstDay: "2025-12-05",
            lastDay: "2025-12-06",
            label: "Tiny Tigers trip",
            groups: ["tiny-tigers"],
            needsCheck: false,
            version: 2,
          },
        ],
      }),
      origin,
    );
    const [event, ...others] = eventsOf(text);
    expect(others).toEqual([]);
    expect(event?.uid).toBe("closure-tigers-away@studio.example");
    expect(event?.sequence).toBe(2);
    expect(String(event?.summary)).toContain("Tiny Tigers");
    expect(String(event?.description)).toContain("Tiny Tigers trip");
    expect(event?.end?.toISOString().slice(0, 10)).toBe("2025-12-07");
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

  it("lists events to come and those of the last 90 days, each with its length, place and links; one that has ended asks nobody to register", () => {
    const now = new Date("2025-11-15T12:00:00Z");
    const events = eventsOf(
      eventsCalendar(
        origin,
        [
          event("long-ago", "2025-06-01T18:00:00Z"),
          event("sword-workshop", "2025-09-27T19:00:00Z", true),
          event("movie-night", "2025-11-30T00:00:00Z", true),
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
    expect(valueOf(sword?.url)).toBe(`${origin}/sword-workshop`);
    expect(String(sword?.description)).toContain(`${origin}/sword-workshop`);
    expect(String(sword?.description)).not.toMatch(/register/i);
    expect(valueOf(sword?.location)).toBe("The dojo");
    expect(atDojo(movie?.start ?? new Date(0))).toBe("2025-11-29 19:00");
    expect(valueOf(movie?.url)).toBe("https://tickets.example/sword");
    expect(String(movie?.description)).toContain("https://tickets.example/sword");
  });
});
