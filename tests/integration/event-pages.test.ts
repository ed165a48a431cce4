import { beforeEach, expect, test } from "vitest";
import { mindfulAiEvent, mindfulAiSlug } from "~/content/mindful-ai";
import { seasonEvents } from "~/content/season-events";
import { dojoTimeToUtc, localDateTime } from "~/model/times";
import { dataVersion, recentDataVersion } from "~/services/data-version.server";
import { deadlineOf, eventOnPage, listedEvents } from "~/services/events/event-pages.server";
import { addMissingEvents } from "~/services/events/event-seed.server";
import { deleteEvent, setEventHidden, updateEvent } from "~/services/events/events.server";
import { eventSchema, type EventInput } from "~/services/events/schema";
import { describeEachDatabase } from "../support/databases";

// The pages of single events (/sword-workshop, /mindful-ai) and /special-events read the events
// table, on SQLite and PostgreSQL alike: a staff edit is what they show; a past, hidden or
// missing event offers no registration; dates are New York's, with the year in another year.

const actor = { id: "staff-1", name: "Test Teacher", email: "teacher@example.com" };
const bokkenDays = 7;

/** A minute at the dojo, as the app's clock would read it. */
const at = (day: string, time: string) => new Date(dojoTimeToUtc(localDateTime(day, time)));

/** The sword workshop's form as staff would send it, with some fields changed. */
function swordForm(fields: Record<string, string> = {}): EventInput {
  const parsed = eventSchema.safeParse({
    title: "Traditional Sword Training Workshop and Fundraiser",
    date: "2025-09-27",
    time: "15:00",
    durationMinutes: "120",
    registrationStatus: "open",
    registrationUrl: "https://booking.example.com/sword",
    price: "40",
    ...fields,
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

describeEachDatabase("event pages", (getDb) => {
  let swordId = 0;

  beforeEach(async () => {
    await getDb().deleteFrom("events").execute();
    await addMissingEvents(getDb(), [...seasonEvents, mindfulAiEvent]);
    const row = await getDb()
      .selectFrom("events")
      .select("id")
      .where("slug", "=", "sword-workshop")
      .executeTakeFirstOrThrow();
    swordId = Number(row.id);
  });

  test("before the workshop: the seeded row's facts, its registration and the bokken's day", async () => {
    const page = await eventOnPage(getDb(), "sword-workshop", at("2025-09-01", "12:00"));
    expect(page).toMatchObject({
      past: false,
      day: "Saturday, September 27",
      time: "3:00 PM",
      length: "2 hours",
      price: "$40",
      registration: { priceCents: 4000 },
    });
    expect(page?.event.title).toBe(seasonEvents[0]?.title);
    expect(page?.registration?.url).toBe(seasonEvents[0]?.registration.url);
    expect(page && deadlineOf(page, bokkenDays)).toBe("September 20");
    // The bokken's day has passed a week before; registration stays open to the day itself.
    const late = await eventOnPage(getDb(), "sword-workshop", at("2025-09-21", "09:00"));
    expect(late && deadlineOf(late, bokkenDays)).toBeNull();
    expect(late?.registration).not.toBeNull();
  });

  test("a staff edit is what the page shows, and raises the events' data version", async () => {
    const before = await dataVersion(getDb(), "events");
    // What this process read a moment ago (a kept page's key) is not what it reads after a save.
    expect(await recentDataVersion(getDb(), "events")).toBe(before);
    const saved = await updateEvent(
      getDb(),
      actor,
      swordId,
      swordForm({
        title: "Iaido Workshop",
        date: "2026-10-03",
        time: "14:30",
        durationMinutes: "90",
        price: "45.50",
        registrationUrl: "https://booking.example.com/iaido",
      }),
    );
    expect(saved).toBe(true);
    expect(await dataVersion(getDb(), "events")).toBeGreaterThan(before);
    expect(await recentDataVersion(getDb(), "events")).toBeGreaterThan(before);
    const page = await eventOnPage(getDb(), "sword-workshop", at("2025-11-01", "12:00"));
    expect(page).toMatchObject({
      past: false,
      withYear: true,
      day: "Saturday, October 3, 2026",
      time: "2:30 PM",
      length: "1.5 hours",
      price: "$45.50",
      registration: { url: "https://booking.example.com/iaido", priceCents: 4550 },
      event: { title: "Iaido Workshop" },
    });
    expect(page && deadlineOf(page, bokkenDays)).toBe("September 26, 2026");
  });

  test("once it has taken place: no registration and no deadline, its date with its year", async () => {
    // On its own day it is still current, even after it ended: the page is kept by the day.
    const sameDay = await eventOnPage(getDb(), "sword-workshop", at("2025-09-27", "23:30"));
    expect(sameDay?.past).toBe(false);
    const nextDay = await eventOnPage(getDb(), "sword-workshop", at("2025-09-28", "00:01"));
    expect(nextDay).toMatchObject({
      past: true,
      registration: null,
      day: "Saturday, September 27",
    });
    expect(nextDay && deadlineOf(nextDay, bokkenDays)).toBeNull();
    const nextYear = await eventOnPage(getDb(), "sword-workshop", at("2026-02-01", "12:00"));
    expect(nextYear).toMatchObject({
      past: true,
      registration: null,
      day: "Saturday, September 27, 2025",
    });
  });

  test("registration that is not open is never offered, even before the workshop", async () => {
    for (const status of ["soon", "closed", "invitation"]) {
      await updateEvent(getDb(), actor, swordId, swordForm({ registrationStatus: status }));
      const page = await eventOnPage(getDb(), "sword-workshop", at("2025-09-01", "12:00"));
      expect(page).toMatchObject({ past: false, registration: null });
      expect(page && deadlineOf(page, bokkenDays)).toBeNull();
    }
  });

  test("a hidden or deleted workshop is no page's event", async () => {
    await setEventHidden(getDb(), actor, swordId, true);
    expect(await eventOnPage(getDb(), "sword-workshop", at("2025-09-01", "12:00"))).toBeNull();
    expect(
      (await listedEvents(getDb(), at("2025-09-01", "12:00"))).map((e) => e.slug),
    ).not.toContain("sword-workshop");
    await setEventHidden(getDb(), actor, swordId, false);
    expect(await eventOnPage(getDb(), "sword-workshop", at("2025-09-01", "12:00"))).not.toBeNull();
    await deleteEvent(getDb(), actor, swordId);
    expect(await eventOnPage(getDb(), "sword-workshop", at("2025-09-01", "12:00"))).toBeNull();
  });

  test("the mindful-AI workshop is a row too: its evening, its booking link until it is past", async () => {
    const before = await eventOnPage(getDb(), mindfulAiSlug, at("2025-07-15", "12:00"));
    expect(before).toMatchObject({
      past: false,
      time: "7:00 PM",
      price: null,
      registration: { url: mindfulAiEvent.registration.url, priceCents: null },
    });
    expect(before?.event.durationMinutes).toBe(90);
    const after = await eventOnPage(getDb(), mindfulAiSlug, at("2025-08-03", "09:00"));
    expect(after).toMatchObject({ past: true, registration: null });
  });

  test("the season's list: each event's date in New York, the year when not this year", async () => {
    const listed = await listedEvents(getDb(), at("2025-12-01", "12:00"));
    const bySlug = new Map(listed.map((event) => [event.slug, event]));
    expect(bySlug.get("sword-workshop")).toMatchObject({ past: true, registrationOpen: false });
    expect(bySlug.get("shogatsu-party")).toMatchObject({
      past: false,
      when: "Sat, Dec 20, 3:00 PM",
      category: "Celebration",
    });
    expect(bySlug.get("hatsu-keiko")).toMatchObject({
      past: false,
      when: "Fri, Jan 2, 2026, 9:00 AM",
    });
    expect(listed.map((event) => event.slug)).toEqual([
      mindfulAiSlug,
      ...seasonEvents.map((event) => event.slug),
    ]);
    const early = await listedEvents(getDb(), at("2025-09-01", "12:00"));
    expect(early.find((event) => event.slug === "sword-workshop")?.registrationOpen).toBe(true);
  });
});
