import { formatPrice } from "~/lib/money";
import { eventsText } from "~/content/events";
import { seasonEvents } from "~/content/season-events";
import { trainingVideo, videoText } from "~/content/media";
import { dojoTimeToUtc, eventDayAndTime, formatDuration } from "~/lib/event-dates";
import { expect, test, widgetScriptUrl } from "./fixtures";

// /events (spec §2 "Community events", §9): the season's eleven events from the database,
// seeded from app/content/events.ts, as cards that slide in from alternating sides.

const cards = (page: import("@playwright/test").Page) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { level: 3 }) });

test("shows the eleven events of the season in date order with their details", async ({ page }) => {
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(eventsText.heading);
  await expect(cards(page)).toHaveCount(seasonEvents.length);
  await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(
    seasonEvents.map((event) => event.title),
  );
  for (const [index, event] of seasonEvents.entries()) {
    const card = cards(page).nth(index);
    const { day, time } = eventDayAndTime(dojoTimeToUtc(event.startsAt));
    await expect(card).toContainText(event.japaneseTitle);
    await expect(card).toContainText(`${day} · ${time}`);
    if (event.durationMinutes !== null) {
      await expect(card).toContainText(formatDuration(event.durationMinutes));
    }
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(
      event.tags,
    );
  }
});

test("only the sword workshop takes registrations; every other card waits", async ({ page }) => {
  await page.goto("/events");
  const [sword] = seasonEvents;
  const register = cards(page)
    .first()
    .getByRole("link", { name: new RegExp(eventsText.register) });
  await expect(register).toHaveAttribute("href", sword?.registration.url ?? "");
  await expect(register).toHaveAttribute("target", "_blank");
  await expect(register).toHaveAttribute("rel", /noopener/);
  await expect(register).toContainText(formatPrice(sword?.registration.priceCents ?? 0));
  const waiting = page.getByRole("button", { name: eventsText.registrationSoon });
  await expect(waiting).toHaveCount(seasonEvents.length - 1);
  for (const button of await waiting.all()) await expect(button).toBeDisabled();

  await cards(page)
    .first()
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
    const reveals = page.locator("ol [data-reveal]");
    await expect(reveals).toHaveCount(seasonEvents.length);
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
