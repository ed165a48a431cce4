import { eventsText } from "~/content/events";
import { seasonEvents } from "~/content/season-events";
import { trainingVideo, videoText } from "~/content/media";
import { dojoTimeToUtc, eventDayAndTime, formatDuration } from "~/model/times";
import { expect, test, widgetScriptUrl } from "./fixtures";

// /events (spec §2 "Community events", §9): the season's eleven events from the database,
// seeded from app/content/events.ts, as cards that slide in from alternating sides. Registration
// buttons are checked on events whose dates the test controls (upcoming-events.spec.ts).

const cards = (page: import("@playwright/test").Page) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { level: 3 }) });

// The season's events split at the moment the test runs, as the page splits them: upcoming ones
// first, earliest first, then the past ones, most recent first. Other tests may add events of their
// own to this server, so only the season's cards are compared.
function seasonAsShown(now = Date.now()) {
  const ended = (event: (typeof seasonEvents)[number]) =>
    new Date(dojoTimeToUtc(event.startsLocal)).getTime() + (event.durationMinutes ?? 0) * 60_000 <
    now;
  return {
    upcoming: seasonEvents.filter((event) => !ended(event)),
    past: seasonEvents.filter(ended).reverse(),
  };
}
const seasonTitles = new Set(seasonEvents.map((event) => event.title));

test("shows the season's events, upcoming then past, with their details", async ({ page }) => {
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(eventsText.heading);
  const { upcoming, past } = seasonAsShown();
  const shown = [...upcoming, ...past];
  const titles = await cards(page).getByRole("heading", { level: 3 }).allTextContents();
  const seasonCards = titles.flatMap((title, index) => (seasonTitles.has(title) ? [index] : []));
  expect(seasonCards.map((index) => titles[index])).toEqual(shown.map((event) => event.title));
  for (const [position, event] of shown.entries()) {
    const card = cards(page).nth(seasonCards[position] ?? -1);
    const { day, time } = eventDayAndTime(dojoTimeToUtc(event.startsLocal));
    await expect(card).toContainText(event.japaneseTitle);
    await expect(card).toContainText(`${day} · ${time}`);
    if (event.durationMinutes !== null) {
      await expect(card).toContainText(formatDuration(event.durationMinutes));
    }
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(
      event.tags,
    );
    if (past.includes(event)) {
      await expect(card).toContainText(eventsText.pastBadge);
      await expect(card.getByRole("button")).toHaveCount(0);
      await expect(card.getByRole("link", { name: new RegExp(eventsText.register) })).toHaveCount(
        0,
      );
    }
  }
  const pastRegion = page.getByRole("region", { name: eventsText.pastHeading });
  await expect(pastRegion).toHaveCount(past.length > 0 ? 1 : 0);
});

test("the sword workshop's card leads to its own page, past or not", async ({ page }) => {
  await page.goto("/events");
  const [sword] = seasonEvents;
  await cards(page)
    .filter({ has: page.getByRole("heading", { level: 3, name: sword?.title, exact: true }) })
    .getByRole("link", { name: /Learn More/ })
    .click();
  await expect(page).toHaveURL(/\/sword-workshop$/);
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test("cards slide in from alternating sides once a fifth of them is in view", async ({
    page,
  }) => {
    await page.goto("/events");
    // Whichever list holds most of the season: each list alternates from its own first card.
    const { upcoming, past } = seasonAsShown();
    const heading =
      past.length > upcoming.length ? eventsText.pastHeading : eventsText.upcomingHeading;
    const reveals = page.getByRole("region", { name: heading }).locator("[data-reveal]");
    expect(await reveals.count()).toBeGreaterThanOrEqual(6);
    for (const index of [0, 1, 2, 3]) {
      await expect(reveals.nth(index)).toHaveAttribute(
        "data-reveal",
        index % 2 === 0 ? "left" : "right",
      );
    }
    const later = reveals.nth(5);
    await expect(later).toHaveAttribute("data-reveal-state", "waiting");
    await later.scrollIntoViewIfNeeded();
    await expect(later).toHaveAttribute("data-reveal-state", "shown");
  });
});

test("the events widget script is added to the head once and removed on leaving", async ({
  page,
}) => {
  await page.goto("/events");
  await expect(page.locator("[data-stand-in=test-events]")).toBeVisible();
  await expect(page.locator(`head script[src="${widgetScriptUrl}"]`)).toHaveCount(1);
  await page
    .getByRole("navigation", { name: /main/i })
    .getByRole("link", { name: "Competitions" })
    .click();
  await expect(page).toHaveURL(/\/competitions$/);
  await expect(page.locator(`script[src="${widgetScriptUrl}"]`)).toHaveCount(0);
});

test("Watch Dojo Life opens the video in a dialog, loaded only then", async ({ page }) => {
  await page.goto("/events");
  await expect(page.locator("video")).toHaveCount(0);
  await page.getByRole("button", { name: eventsText.watchVideo }).click();
  const dialog = page.getByRole("dialog", { name: trainingVideo.title });
  await expect(dialog.locator("video")).toHaveAttribute("src", trainingVideo.url);
  await expect(dialog).not.toContainText(videoText.noVideo);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator("video")).toHaveCount(0);
});
