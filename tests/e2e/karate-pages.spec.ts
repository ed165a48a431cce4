import { formatLocalDayAndTime } from "~/model/times";
import { formatPrice } from "~/model/prices";
import { campActivities, campsPage } from "~/content/camps";
import { competitions, competitionsPage } from "~/content/competitions";
import { revealTiming } from "~/lib/motion";
import { expect, test } from "./fixtures";

// /camps and /competitions (spec §2, §5, §9): their words and numbers asserted from the content
// modules, and their behaviours. /sword-workshop and /special-events have specs of their own.

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
      const { when } = competition;
      await expect(card).toContainText(
        typeof when === "string" ? when : formatLocalDayAndTime(when.startsLocal),
      );
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
