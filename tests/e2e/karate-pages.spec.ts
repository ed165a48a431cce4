import { formatPrice } from "~/lib/money";
import { campActivities, campsPage } from "~/content/camps";
import { competitions, competitionsPage } from "~/content/competitions";
import { specialEventsFaq, specialEventsPage } from "~/content/special-events";
import { mapsUrl } from "~/content/studio";
import { swordWorkshop, swordWorkshopEvent } from "~/content/sword-workshop";
import { dojoTimeToUtc, formatLongDay, formatTime } from "~/lib/event-dates";
import { revealTiming } from "~/lib/motion";
import { expect, test } from "./fixtures";

// /camps, /competitions, /sword-workshop and /special-events (spec §2, §5, §9): their words and
// numbers asserted from the content modules, and their behaviours.

test.describe("/camps", () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test("the eight activities, each with its four-line schedule", async ({ page }) => {
    await page.goto("/camps");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(campsPage.title);
    await expect(page.getByText(campsPage.eyebrow)).toContainText("Ages 6-12");
    const cards = page.getByRole("article");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      campActivities.map((activity) => activity.title),
    );
    for (const [index, activity] of campActivities.entries()) {
      await expect(cards.nth(index).getByRole("listitem")).toHaveText(activity.schedule);
    }
  });

  test("the registration banner reveals at 15 % and points to the newsletter", async ({ page }) => {
    await page.goto("/camps");
    const banner = page.locator("[data-reveal]").filter({ hasText: campsPage.banner.title });
    await expect(banner).toHaveAttribute("data-reveal-state", "waiting");
    expect(revealTiming.bannerThreshold).toBe(0.15);
    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toHaveAttribute("data-reveal-state", "shown");
    await expect(banner).toContainText(campsPage.banner.text);
    await banner.getByRole("link", { name: campsPage.banner.action }).click();
    await expect(page).toHaveURL(/#newsletter$/);
    await expect(page.getByRole("textbox", { name: /email/i })).toBeInViewport();
  });
});

test.describe("/competitions", () => {
  test("three tournaments with their dates, awards and fees", async ({ page }) => {
    await page.goto("/competitions");
    await expect(page.getByText(competitionsPage.teamNote)).toBeVisible();
    for (const competition of competitions) {
      const card = page.getByRole("article", { name: competition.title });
      await expect(card).toContainText(competition.when);
      if (competition.award) await expect(card).toContainText(competition.award);
      for (const fee of competition.fees) {
        const row = card.getByRole("row", { name: new RegExp(fee.label) });
        await expect(row).toContainText(formatPrice(fee.individualCents));
        await expect(row).toContainText(formatPrice(fee.teamCents));
      }
    }
    const prices = competitions.flatMap((c) =>
      c.fees.flatMap((f) => [f.individualCents, f.teamCents]),
    );
    expect(prices).toEqual([7000, 3000, 8000, 4500]);
  });

  test("open registrations leave for a new tab; the in-dojo one is not open yet", async ({
    page,
  }) => {
    await page.goto("/competitions");
    for (const competition of competitions) {
      const card = page.getByRole("article", { name: competition.title });
      if (competition.registration.status === "open") {
        const link = card.getByRole("link");
        await expect(link).toHaveAttribute("href", competition.registration.url);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      } else {
        const button = card.getByRole("button", { name: competition.registration.label });
        await expect(button).toBeDisabled();
      }
    }
  });
});

test.describe("/sword-workshop", () => {
  const startsAt = dojoTimeToUtc(swordWorkshopEvent.startsAt);

  test("the workshop's facts, registration and directions", async ({ page }) => {
    await page.goto("/sword-workshop");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(swordWorkshopEvent.title);
    const main = page.getByRole("main");
    await expect(main).toContainText(`${formatLongDay(startsAt)}, ${formatTime(startsAt)}`);
    expect(formatTime(startsAt)).toBe("3:00 PM");
    await expect(main).toContainText("2 hours");
    await expect(main).toContainText(swordWorkshop.registrationDeadline);
    for (const line of [...swordWorkshop.included, ...swordWorkshop.eligibility]) {
      await expect(main).toContainText(line);
    }
    await expect(main).toContainText(swordWorkshop.fundraiserText);
    const register = main.getByRole("link", { name: new RegExp(swordWorkshop.registerLabel) });
    await expect(register).toHaveCount(2);
    for (const link of await register.all()) {
      await expect(link).toHaveAttribute("href", swordWorkshopEvent.registration.url ?? "");
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toContainText(
        formatPrice(swordWorkshopEvent.registration.priceCents ?? 0),
      );
    }
    await expect(
      main.getByRole("link", { name: new RegExp(swordWorkshop.mapLabel) }),
    ).toHaveAttribute("href", mapsUrl());
  });

  test("structured data describes the same event and price", async ({ page }) => {
    await page.goto("/sword-workshop");
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? "{}");
    expect(data["@type"]).toBe("Event");
    expect(data.name).toBe(swordWorkshopEvent.title);
    expect(data.startDate).toBe("2025-09-27T15:00:00-04:00");
    expect(data.offers.price).toBe("40.00");
    expect(data.offers.url).toBe(swordWorkshopEvent.registration.url);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "event");
  });
});

test.describe("/special-events", () => {
  test("the FAQ opens one answer at a time and closes the open one", async ({ page }) => {
    await page.goto("/special-events");
    await expect(page).toHaveTitle(new RegExp(specialEventsPage.title));
    const [first, second] = specialEventsFaq;
    const firstTrigger = page.getByRole("button", { name: first?.question });
    const secondTrigger = page.getByRole("button", { name: second?.question });
    await expect(page.getByRole("button", { expanded: true })).toHaveCount(0);
    await firstTrigger.click();
    await expect(firstTrigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(first?.answer ?? "")).toBeVisible();
    await secondTrigger.click();
    await expect(secondTrigger).toHaveAttribute("aria-expanded", "true");
    await expect(firstTrigger).toHaveAttribute("aria-expanded", "false");
    await secondTrigger.click();
    await expect(secondTrigger).toHaveAttribute("aria-expanded", "false");
    await secondTrigger.focus();
    await page.keyboard.press("Enter");
    await expect(secondTrigger).toHaveAttribute("aria-expanded", "true");
  });

  test("the FAQ's structured data matches the questions on the page", async ({ page }) => {
    await page.goto("/special-events");
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(data.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(
      specialEventsFaq.map((item) => item.question),
    );
  });

  test("links to the sword workshop and to every event", async ({ page }) => {
    await page.goto("/special-events");
    await page.getByRole("link", { name: swordWorkshopEvent.title }).click();
    await expect(page).toHaveURL(/\/sword-workshop$/);
    await page.goBack();
    await page.getByRole("link", { name: specialEventsPage.allEventsLabel }).click();
    await expect(page).toHaveURL(/\/events$/);
  });
});
