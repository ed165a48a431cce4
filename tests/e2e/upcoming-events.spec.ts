import { sql } from "kysely";
import type { EventSeed } from "~/model/events";
import { dojoLocation, eventsText } from "~/content/events";
import { eventDayAndTime, dojoTimeToUtc, localDateTime } from "~/model/times";
import { formatPrice } from "~/model/prices";
import { raiseDataVersion } from "~/services/data-version.server";
import { addMissingEvents } from "~/services/events/event-seed.server";
import { sitePages } from "~/site-pages";
import { expect, limitedBaseURL, openTestDatabase, test } from "./fixtures";
import { allOfType, shownPrice, structuredData, type Thing } from "./structured-data";

// "Upcoming Events" on /signup and /karate-moms (spec §7): from now on, earliest first, at most
// four; hidden when there are none or the query fails. And /events' registration buttons and past
// events, on events whose dates are set from today. These tests own the events table of the
// second test server, so they run one after another. The three pages are kept while the events
// are unchanged (site-pages.ts, render "data"): the tests change the table as the staff area
// does, raising the events' version, and wait out the second in which a process may still use
// the version it last read.

test.describe.configure({ mode: "serial" });
test.use({ baseURL: limitedBaseURL });

function futureEvent(slug: string, daysAhead: number): EventSeed {
  const date = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return {
    slug,
    title: `Future event ${slug}`,
    japaneseTitle: "Keiko",
    category: "Training",
    description: "A test event.",
    startsLocal: localDateTime(date, "10:00"),
    durationMinutes: 60,
    location: null,
    tags: [],
    registration: { status: "soon", url: null, priceCents: null },
    motif: "sunrise",
  };
}

type TestDb = ReturnType<typeof openTestDatabase>;

/** Changes the events table as a staff edit does, then waits until every process sees it. */
async function changeEvents(change: (db: TestDb) => Promise<unknown>) {
  const db = openTestDatabase("limited");
  try {
    await change(db);
    await raiseDataVersion(db, "events", new Date());
  } finally {
    await db.destroy();
  }
  await new Promise((resolve) => setTimeout(resolve, 1_100));
}

const section = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: eventsText.upcomingHeading });

test("with no upcoming events the section is not there", async ({ page }) => {
  await changeEvents((db) => db.deleteFrom("events").execute());
  for (const path of ["/signup", "/karate-moms"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(section(page)).toHaveCount(0);
  }
});

test("five future events and a past one: the first four, in order", async ({ page }) => {
  const events = [
    futureEvent("past", -3),
    futureEvent("d", 40),
    futureEvent("b", 10),
    futureEvent("e", 50),
    futureEvent("a", 5),
    futureEvent("c", 20),
  ];
  await changeEvents(async (db) => {
    await db.deleteFrom("events").execute();
    await addMissingEvents(db, events);
  });
  for (const path of ["/signup", "/karate-moms"]) {
    await page.goto(path);
    const titles = section(page).getByRole("heading", { level: 3 });
    await expect(titles).toHaveText(["a", "b", "c", "d"].map((slug) => `Future event ${slug}`));
    const first = events.find((event) => event.slug === "a");
    const { day, time } = eventDayAndTime(dojoTimeToUtc(first?.startsLocal ?? "1970-01-01T00:00"));
    await expect(section(page).getByRole("listitem").first()).toContainText(`${day} · ${time}`);
    await expect(section(page)).not.toContainText("Future event past");
  }
});

test("a failing query hides the section, the page still renders, and so does the sitemap; that page is not kept", async ({
  page,
}) => {
  // A change first, so that the pages kept with the section are not what answers; /events read
  // once, so that the instants the pages' key names are known before the table goes.
  await changeEvents(async () => {});
  await page.request.get("/events");
  const broken = openTestDatabase("limited");
  await sql`alter table events rename to events_unavailable`.execute(broken);
  await broken.destroy();
  try {
    for (const path of ["/signup", "/karate-moms"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(section(page)).toHaveCount(0);
    }
    // The sitemap still lists every page, dated by its words.
    const sitemap = await page.request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const lastmods = (await sitemap.text()).match(/<lastmod>/g) ?? [];
    expect(lastmods).toHaveLength(sitePages.length);
  } finally {
    const db = openTestDatabase("limited");
    await sql`alter table events_unavailable rename to events`.execute(db);
    await db.destroy();
  }
  // With the table back and no change to the events, the pages show them again: the renderings
  // without them answered their own requests and were not kept.
  for (const path of ["/signup", "/karate-moms"]) {
    await page.goto(path);
    await expect(section(page).getByRole("heading", { level: 3 })).toHaveCount(4);
  }
});

test("/events: an open event registers in a new tab at its price, a coming one waits, a past one is marked", async ({
  page,
}) => {
  const open: EventSeed = {
    ...futureEvent("open", 12),
    location: dojoLocation,
    registration: { status: "open", url: "https://tickets.example.com/open", priceCents: 4550 },
  };
  await changeEvents(async (db) => {
    await db.deleteFrom("events").execute();
    await addMissingEvents(db, [futureEvent("past", -30), futureEvent("soon", 30), open]);
  });

  await page.goto("/events");
  const upcoming = page.getByRole("region", { name: eventsText.upcomingHeading });
  await expect(upcoming.getByRole("heading", { level: 3 })).toHaveText([
    "Future event open",
    "Future event soon",
  ]);
  const register = upcoming.getByRole("link", { name: new RegExp(eventsText.register) });
  await expect(register).toHaveCount(1);
  await expect(register).toHaveAttribute("href", "https://tickets.example.com/open");
  await expect(register).toHaveAttribute("target", "_blank");
  await expect(register).toHaveAttribute("rel", /noopener/);
  await expect(register).toContainText(formatPrice(4550));
  const waiting = upcoming.getByRole("button", { name: eventsText.registrationSoon });
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toBeDisabled();

  const past = page.getByRole("region", { name: eventsText.pastHeading });
  await expect(past.getByRole("heading", { level: 3 })).toHaveText(["Future event past"]);
  await expect(past.getByRole("article")).toContainText(eventsText.pastBadge);
  await expect(past.getByRole("button")).toHaveCount(0);
  await expect(past.getByRole("link", { name: new RegExp(eventsText.register) })).toHaveCount(0);

  // For search engines: an Event for each upcoming card and none for the past one, with the
  // card's name, start and place, and an offer only where registration is open.
  const events = allOfType(await structuredData(page), "Event");
  expect(events.map((event) => event.name)).toEqual(["Future event open", "Future event soon"]);
  for (const event of events) {
    const card = upcoming.getByRole("article", { name: String(event.name) });
    const shownStart = await card.locator("time").getAttribute("datetime");
    expect(Date.parse(String(event.startDate))).toBe(Date.parse(shownStart ?? ""));
    expect(String(event.startDate)).toMatch(/T10:00:00-0[45]:00$/);
    expect(Date.parse(String(event.endDate)) - Date.parse(String(event.startDate))).toBe(3_600_000);
    expect(event.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
    expect(event.eventStatus).toBe("https://schema.org/EventScheduled");
    // Its address is its card's on /events.
    const anchor = new URL(String(event.url));
    expect(`${anchor.origin}${anchor.pathname}`).toBe(`${limitedBaseURL}/events`);
    await expect(card).toHaveAttribute("id", anchor.hash.slice(1));
    await expect(card).toContainText(String(event.description));
  }
  const [openData, soonData] = events;
  const offer = openData?.offers as Thing;
  expect(offer).toMatchObject({ price: "45.50", priceCurrency: "USD", url: open.registration.url });
  await expect(register).toContainText(shownPrice(offer.price));
  await expect(upcoming.getByRole("article", { name: open.title })).toContainText(dojoLocation);
  expect(soonData?.offers).toBeUndefined();
  // "At the dojo", or no place named (which its Add to calendar also takes as the dojo): the
  // studio's address.
  for (const data of [openData, soonData]) {
    const location = (data?.location ?? {}) as Thing;
    expect(location.address).toMatchObject({
      postalCode: "11694",
      addressRegion: "NY",
    });
  }
});
