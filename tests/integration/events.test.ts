import { sql } from "kysely";
import { beforeEach, expect, test } from "vitest";
import type { EventSeed } from "~/model/events";
import { mindfulAiEvent } from "~/content/mindful-ai";
import { seasonEvents } from "~/content/season-events";
import { dojoTimeToUtc, type LocalDateTime } from "~/model/times";
import { addMissingEvents } from "~/services/events/event-seed.server";
import {
  listEvents,
  upcomingEvents,
  upcomingEventsLimit,
} from "~/services/events/event-reads.server";
import { seedDatabase } from "~/services/seed.server";
import { describeEachDatabase } from "../support/databases";

// The events service on SQLite and PostgreSQL alike: the seed, the season list and the
// "Upcoming Events" query (spec §7: at or after now, earliest first, at most 4).

function eventAt(slug: string, startsLocal: LocalDateTime): EventSeed {
  return {
    slug,
    title: `Event ${slug}`,
    japaneseTitle: "Keiko",
    category: "Training",
    description: `About ${slug}`,
    startsLocal,
    durationMinutes: 60,
    location: null,
    tags: ["Training"],
    registration: { status: "soon", url: null, priceCents: null },
    motif: "sunrise",
  };
}

describeEachDatabase("events", (getDb) => {
  beforeEach(async () => {
    await getDb().deleteFrom("events").execute();
    await getDb().deleteFrom("seed_runs").execute();
  });

  test("the seed adds the season's eleven events and the mindful-AI workshop once, and deleted ones stay deleted", async () => {
    expect(await seedDatabase(getDb())).toMatchObject({
      "events-2025-26": seasonEvents.length,
      "events-mindful-ai": 1,
    });
    const events = await listEvents(getDb());
    expect(events).toHaveLength(12);
    // Earliest first: the workshop of August 2, 2025 comes before the season.
    expect(events.map((event) => event.slug)).toEqual([
      mindfulAiEvent.slug,
      ...seasonEvents.map((event) => event.slug),
    ]);

    await getDb().deleteFrom("events").where("slug", "=", "hatsu-keiko").execute();
    await getDb().deleteFrom("events").where("slug", "=", mindfulAiEvent.slug).execute();
    expect(await seedDatabase(getDb())).toEqual({});
    expect(await listEvents(getDb())).toHaveLength(10);
  });

  test("a database seeded before the mindful-AI workshop was an event gets it once", async () => {
    await addMissingEvents(getDb(), seasonEvents);
    await getDb()
      .insertInto("seed_runs")
      .values({ name: "events-2025-26", ran_at: new Date().toISOString() })
      .execute();
    expect(await seedDatabase(getDb())).toMatchObject({ "events-mindful-ai": 1 });
    expect((await listEvents(getDb())).map((event) => event.slug)).toContain(mindfulAiEvent.slug);
    expect(await seedDatabase(getDb())).toEqual({});
  });

  test("a seeded event keeps every field the cards need", async () => {
    await seedDatabase(getDb());
    const sword = (await listEvents(getDb())).find((event) => event.slug === "sword-workshop");
    const source = seasonEvents[0];
    expect(sword).toMatchObject({
      slug: source?.slug,
      title: source?.title,
      japaneseTitle: source?.japaneseTitle,
      startsAt: "2025-09-27T19:00:00.000Z",
      durationMinutes: 120,
      tags: source?.tags,
      registration: { status: "open", url: source?.registration.url, priceCents: 4000 },
      motif: "sword",
    });
  });

  test("upcoming events: from now on, earliest first, at most four; past ones never", async () => {
    const now = new Date("2030-03-01T12:00:00.000Z");
    await addMissingEvents(getDb(), [
      eventAt("past", "2030-02-28T10:00"),
      eventAt("fifth", "2030-07-01T10:00"),
      eventAt("second", "2030-04-01T10:00"),
      eventAt("first", "2030-03-02T10:00"),
      eventAt("fourth", "2030-06-01T10:00"),
      eventAt("third", "2030-05-01T10:00"),
    ]);
    const upcoming = await upcomingEvents(getDb(), { now });
    expect(upcomingEventsLimit).toBe(4);
    expect(upcoming.map((event) => event.slug)).toEqual(["first", "second", "third", "fourth"]);
  });

  test("an event starting at this very moment still counts as upcoming", async () => {
    await addMissingEvents(getDb(), [eventAt("now", "2030-03-02T10:00")]);
    const now = new Date(dojoTimeToUtc("2030-03-02T10:00"));
    expect((await upcomingEvents(getDb(), { now })).map((event) => event.slug)).toEqual(["now"]);
  });

  test("no upcoming events gives an empty list", async () => {
    await addMissingEvents(getDb(), [eventAt("past", "2020-01-01T10:00")]);
    expect(await upcomingEvents(getDb(), { now: new Date("2030-01-01T00:00:00Z") })).toEqual([]);
  });

  test("a stored tag list that is not JSON reads as no tags", async () => {
    await addMissingEvents(getDb(), [eventAt("odd", "2030-03-02T10:00")]);
    await getDb()
      .updateTable("events")
      .set({ tags: sql<string>`'not json'` })
      .execute();
    const [event] = await listEvents(getDb());
    expect(event?.tags).toEqual([]);
  });
});
