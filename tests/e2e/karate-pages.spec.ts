import { campActivities, campRegistrationWords, campsPage } from "~/content/camps";
import { competitionSeeds, competitionsPage } from "~/content/competitions";
import { revealTiming } from "~/lib/motion";
import { eventsBaseURL, expect, standBeforeTheEvents, test } from "./fixtures";

// /camps and /competitions (spec §2, §5, §9): their words and numbers as the seed gives them,
// seen on the server whose clock stands in the seed's season (July 15, 2025), and as they stand
// today on the main server, whose real clock is past every seeded date. /sword-workshop and
// /special-events have specs of their own.

test.describe("/camps in the seed's season", () => {
  test.use({ viewport: { width: 375, height: 700 }, baseURL: eventsBaseURL });
  test.beforeAll(async ({ request }) => standBeforeTheEvents(request));

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

  test("the registration banner says the spec's words, reveals at 15 % and points to the newsletter", async ({
    page,
  }) => {
    await page.goto("/camps");
    const banner = page
      .locator("[data-reveal]")
      .filter({ hasText: "Summer 2026 Camp Registration" });
    await expect(banner).toHaveAttribute("data-reveal-state", "waiting");
    expect(revealTiming.bannerThreshold).toBe(0.15);
    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toHaveAttribute("data-reveal-state", "shown");
    await expect(banner).toContainText(
      "Registration opens January 2026. Stay updated via the newsletter below.",
    );
    await banner.getByRole("link", { name: campsPage.banner.action }).click();
    await expect(page).toHaveURL(/#newsletter$/);
    await expect(page.getByRole("textbox", { name: /email/i })).toBeInViewport();
  });
});

test("/camps today: the summer of 2026 is over, and the banner names no past year", async ({
  page,
}) => {
  await page.goto("/camps");
  const banner = page.getByRole("region", { name: campRegistrationWords.overTitle });
  await expect(banner).toContainText(campRegistrationWords.over);
  await expect(page.locator("main")).not.toContainText("Summer 2026");
  await expect(page.locator("main")).not.toContainText("January 2026");
});

test.describe("/competitions in the seed's season", () => {
  test.use({ baseURL: eventsBaseURL });
  test.beforeAll(async ({ request }) => standBeforeTheEvents(request));

  test("three tournaments with their dates, awards and fees; open registrations leave for a new tab", async ({
    page,
  }) => {
    await page.goto("/competitions");
    await expect(page.getByText(competitionsPage.teamNote)).toBeVisible();
    const whens = {
      open: "Sunday, September 21",
      invitational: "Sunday, December 7 · Opening ceremony 9:00 AM",
      "in-dojo": "Sunday, April 19, 2026 · 9:00 AM",
    };
    for (const { id, record } of competitionSeeds) {
      const card = page.getByRole("article", { name: record.title });
      await expect(card).toContainText(whens[id as keyof typeof whens]);
      if (record.award) await expect(card).toContainText(record.award);
      if (record.registration.state === "open") {
        const link = card.getByRole("link");
        await expect(link).toHaveAttribute("href", record.registration.url);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      } else {
        await expect(card.getByRole("button", { name: "Registration Opens Soon" })).toBeDisabled();
      }
    }
    const invitational = page.getByRole("article", { name: "Invitational Tournament" });
    await expect(invitational.getByRole("row", { name: /Early registration/ })).toContainText(
      /by 10\/31.*\$70.*\$30/,
    );
    await expect(invitational.getByRole("row", { name: /Regular registration/ })).toContainText(
      /by 12\/5.*\$80.*\$45/,
    );
  });
});

test("/competitions today: every seeded tournament has passed, so none is offered", async ({
  page,
}) => {
  await page.goto("/competitions");
  await expect(page.getByRole("heading", { name: competitionsPage.noneHeading })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Register/ })).toHaveCount(0);
});
