import { beforeEach, expect, test } from "vitest";
import { seasonEvents } from "~/content/season-events";
import { dojoTimeToUtc, localDateTime } from "~/model/times";
import { whatGoesStale } from "~/services/attention.server";
import { addMissingEvents } from "~/services/events/event-seed.server";
import { findOffering } from "~/services/offerings/offering-reads.server";
import { addMissingOfferings } from "~/services/offerings/offering-seed.server";
import { saveOffering } from "~/services/offerings/offering-saves.server";
import { addFirstSeason } from "~/services/schedule/season-seed.server";
import type { Actor } from "~/services/staff/audit.server";
import { emptyCalendar } from "../support/calendar";
import { describeEachDatabase } from "../support/databases";

// The dashboard's "Needs attention" for what goes stale, on both databases, at its boundaries:
// the 2025-26 season (to June 30, 2026) is flagged from 60 days before its end with no next season
// published, and as ended the day after; the seed's courses, camps and tournaments are flagged
// once their dates pass, and not before; a camp set for next summer is no longer flagged.

const owner: Actor = { id: "owner-1", name: "Studio Owner", email: "owner@example.com" };
const newYork = (day: string, time = "12:00") => new Date(dojoTimeToUtc(localDateTime(day, time)));

describeEachDatabase("what goes stale", (getDb) => {
  beforeEach(async () => {
    const db = getDb();
    await emptyCalendar(db);
    await db.deleteFrom("events").execute();
    await addFirstSeason(db, new Date("2025-07-01T15:00:00Z"));
    await addMissingOfferings(db, new Date("2025-07-01T15:00:00Z"));
    await addMissingEvents(db, seasonEvents);
  });

  const texts = async (day: string) =>
    (await whatGoesStale(getDb(), newYork(day))).map((item) => item.text);

  test("inside the season nothing is stale yet", async () => {
    expect(await texts("2025-09-15")).toEqual([]);
  });

  test("the season's end is flagged from 60 days before it, and as ended the day after", async () => {
    expect((await texts("2026-04-30")).some((text) => text.includes("2025-26 season ends"))).toBe(
      false,
    );
    const warned = await whatGoesStale(getDb(), newYork("2026-05-01"));
    expect(warned).toContainEqual({
      text: expect.stringContaining("The 2025-26 season ends on June 30, 2026"),
      to: "/admin/schedule",
    });
    expect(await texts("2026-07-01")).toContainEqual(
      expect.stringContaining("The 2025-26 season ended on June 30, 2026"),
    );
  });

  test("a year on, every dated offering and the event list are flagged, each with its editor", async () => {
    const items = await whatGoesStale(getDb(), newYork("2026-11-25"));
    expect(items).toContainEqual({
      text: expect.stringContaining("Kids Aerial Yoga ended on December 18, 2025"),
      to: "/admin/offerings/courses/kids-aerial-6-9",
    });
    expect(items).toContainEqual({
      text: expect.stringContaining("No yoga course has dates to come"),
      to: "/admin/offerings/courses/new",
    });
    expect(items).toContainEqual({
      text: expect.stringContaining("The yoga summer camp of 2026 is over"),
      to: "/admin/offerings/camps/yoga-camp",
    });
    expect(items).toContainEqual({
      text: expect.stringContaining("Invitational Tournament took place on December 7, 2025"),
      to: "/admin/offerings/competitions/invitational",
    });
    expect(items).toContainEqual({
      text: expect.stringContaining("No event is coming up"),
      to: "/admin/events/new",
    });
  });

  test("a camp set for next summer with registration opening on a day is flagged only once that day passes unopened", async () => {
    const db = getDb();
    const camp = await findOffering(db, "yoga-camp");
    if (camp?.kind !== "camp") throw new Error("No yoga camp");
    await saveOffering(db, owner, {
      kind: "camp",
      id: camp.id,
      version: camp.version,
      data: { ...camp.data, year: 2027, registration: { state: "opens", on: "2027-01-01" } },
    });
    expect((await texts("2026-12-31")).some((text) => text.includes("yoga summer camp"))).toBe(
      false,
    );
    expect(await texts("2027-01-02")).toContainEqual(
      expect.stringContaining("The yoga summer camp's registration was to open on January 1, 2027"),
    );
  });
});
