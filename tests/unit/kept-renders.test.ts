import { expect, it, test } from "vitest";
import { renderToKeep, shownWithoutData } from "~/infra/kept-renders.server";
import type { EventSeed } from "~/model/events";
import { localDateTime } from "~/model/times";
import { addMissingEvents } from "~/services/events/event-seed.server";
import { nextEventTurn } from "~/services/events/event-turns.server";
import { describeEachDatabase } from "../support/databases";

// What decides whether a page the server keeps (site-pages.ts, render "data") may be kept, and
// for how long: a rendering that showed the page without some of its data is not kept, and a
// page that lists events is rendered again at the instant an event starts or ends.

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
