import { expect, it, test, vi } from "vitest";
import { renderToKeep, shownWithoutData } from "~/infra/kept-renders.server";
import type { EventSeed } from "~/model/events";
import { localDateTime } from "~/model/times";
import { addMissingEvents } from "~/services/events/event-seed.server";
import {
  forgetDataVersion,
  raiseDataVersion,
  recentDataVersion,
  recentDataVersionKnown,
} from "~/services/data-version.server";
import { nextEventTurn, nextEventTurnKnown } from "~/services/events/event-turns.server";
import {
  forgetSchedule,
  liveSchedule,
  liveScheduleKnown,
} from "~/services/schedule/live-schedule.server";
import { describeEachDatabase } from "../support/databases";

// What decides whether a page the server keeps (site-pages.ts, render "data") may be kept, and
// for how long: a rendering that showed the page without some of its data is not kept, and a
// page that lists events is rendered again at the instant an event starts or ends. What a page's
// key is made of is known without the database only while the database would not be asked.

test("a rendering is kept unless something in it was shown without its data", async () => {
  expect(await renderToKeep(async () => "whole")).toEqual({ made: "whole", keep: true });
  const failed = await renderToKeep(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    shownWithoutData();
    return "without its events";
  });
  expect(failed).toEqual({ made: "without its events", keep: false });
});

test("renderings that run together are judged apart, and outside one nothing is marked", async () => {
  shownWithoutData();
  const [whole, partial] = await Promise.all([
    renderToKeep(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 1;
    }),
    renderToKeep(async () => {
      shownWithoutData();
      return 2;
    }),
  ]);
  expect(whole.keep).toBe(true);
  expect(partial.keep).toBe(false);
});

function event(slug: string, startsLocal: string, durationMinutes: number | null): EventSeed {
  return {
    slug,
    title: slug,
    japaneseTitle: "Keiko",
    category: "Training",
    description: "A test event.",
    startsLocal: localDateTime(startsLocal.slice(0, 10), startsLocal.slice(11)),
    durationMinutes,
    location: null,
    tags: [],
    registration: { status: "soon", url: null, priceCents: null },
    motif: "sunrise",
  };
}

describeEachDatabase("the next instant an event starts or ends", (getDb) => {
  it("steps through each start and end, and reads the events again only for a new version", async () => {
    const db = getDb();
    // 10:00-11:30 and 14:00 (no length) on 2026-12-05 in New York (UTC-5).
    await addMissingEvents(db, [
      event("morning", "2026-12-05T10:00", 90),
      event("afternoon", "2026-12-05T14:00", null),
    ]);
    const at = (iso: string) => new Date(iso);
    // Each instant names itself until it has passed: a page rendered then is still right.
    expect(await nextEventTurn(db, 1, at("2026-12-05T14:00:00Z"))).toBe("2026-12-05T15:00:00.000Z");
    expect(await nextEventTurn(db, 1, at("2026-12-05T15:00:00Z"))).toBe("2026-12-05T15:00:00.000Z");
    expect(await nextEventTurn(db, 1, at("2026-12-05T15:00:00.001Z"))).toBe(
      "2026-12-05T16:30:00.000Z",
    );
    expect(await nextEventTurn(db, 1, at("2026-12-05T16:31:00Z"))).toBe("2026-12-05T19:00:00.000Z");
    expect(await nextEventTurn(db, 1, at("2026-12-05T19:00:01Z"))).toBe("none");

    // A new event is seen with the next version, not before.
    await addMissingEvents(db, [event("evening", "2026-12-05T18:00", 60)]);
    expect(await nextEventTurn(db, 1, at("2026-12-05T19:00:01Z"))).toBe("none");
    expect(await nextEventTurn(db, 2, at("2026-12-05T19:00:01Z"))).toBe("2026-12-05T23:00:00.000Z");
    // A clock set back (a test's) reads them again.
    expect(await nextEventTurn(db, 2, at("2026-12-05T12:00:00Z"))).toBe("2026-12-05T15:00:00.000Z");
  });
});

describeEachDatabase("what a kept page's key is made of, known without waiting", (getDb) => {
  it("gives the next event instant only for the version and the clock it was read at", async () => {
    const db = getDb();
    await addMissingEvents(db, [event("morning", "2026-12-05T10:00", 90)]);
    const at = (iso: string) => new Date(iso);
    expect(nextEventTurnKnown(db, 1, at("2026-12-05T14:00:00Z"))).toBeUndefined();
    await nextEventTurn(db, 1, at("2026-12-05T14:00:00Z"));
    for (const iso of ["2026-12-05T14:00:00Z", "2026-12-05T15:00:00.001Z", "2026-12-05T17:00Z"]) {
      expect(nextEventTurnKnown(db, 1, at(iso))).toBe(await nextEventTurn(db, 1, at(iso)));
    }
    expect(nextEventTurnKnown(db, 2, at("2026-12-05T14:00:00Z"))).toBeUndefined();
    expect(nextEventTurnKnown(db, 1, at("2026-12-05T13:59:59Z"))).toBeUndefined();
  });

  it("gives a data version read less than a second ago, and none after a change here", async () => {
    const db = getDb();
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-05T14:00:00Z") });
    try {
      expect(recentDataVersionKnown(db, "offerings")).toBeUndefined();
      const read = await recentDataVersion(db, "offerings");
      expect(recentDataVersionKnown(db, "offerings")).toBe(read);
      vi.setSystemTime(new Date("2026-12-05T14:00:00.999Z"));
      expect(recentDataVersionKnown(db, "offerings")).toBe(read);
      vi.setSystemTime(new Date("2026-12-05T14:00:01Z"));
      expect(recentDataVersionKnown(db, "offerings")).toBeUndefined();

      await recentDataVersion(db, "offerings");
      await raiseDataVersion(db, "offerings", new Date());
      forgetDataVersion(db, "offerings");
      expect(recentDataVersionKnown(db, "offerings")).toBeUndefined();
      expect(await recentDataVersion(db, "offerings")).toBe(read + 1);
      expect(recentDataVersionKnown(db, "offerings")).toBe(read + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives the live schedule from the copy checked less than a second ago", async () => {
    const db = getDb();
    const now = new Date("2026-12-05T14:00:00Z");
    forgetSchedule(db);
    expect(liveScheduleKnown(db, now)).toBeUndefined();
    const read = await liveSchedule(db, now);
    expect(liveScheduleKnown(db, now)).toEqual(read);
    // The day is the clock's: a page kept yesterday has another key today.
    expect(liveScheduleKnown(db, new Date("2026-12-06T14:00:00Z"))?.key).not.toBe(read.key);
    forgetSchedule(db);
    expect(liveScheduleKnown(db, now)).toBeUndefined();
  });
});
