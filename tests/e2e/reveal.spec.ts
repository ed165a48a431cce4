import { revealTiming } from "~/lib/motion";
import { expect, test } from "./fixtures";

// The scroll reveal, seen on the landing page's program cards at 375 px, where the later
// cards start below the fold.

test.use({ viewport: { width: 375, height: 700 } });

const lastCard = (page: import("@playwright/test").Page) => page.locator("[data-reveal]").last();

test("a card below the fold waits hidden, then fades in once when scrolled into view", async ({
  page,
}) => {
  await page.goto("/");
  const card = lastCard(page);
  await expect(card).toHaveAttribute("data-reveal-state", "waiting");
  await expect(card).toHaveCSS("opacity", "0");
  expect(await card.evaluate((el) => getComputedStyle(el).transitionDelay)).toContain(
    `${(2 * revealTiming.staggerMs) / 1000}s`,
  );
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveAttribute("data-reveal-state", "shown");
  await expect(card).toHaveCSS("opacity", "1");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(card).toHaveAttribute("data-reveal-state", "shown");
});

test("cards already on screen at load are never hidden", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("[data-reveal]").first()).not.toHaveAttribute(
    "data-reveal-state",
    /.*/,
  );
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("nothing is hidden or animated", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("[data-reveal-state]")).toHaveCount(0);
    await expect(lastCard(page)).toHaveCSS("opacity", "1");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every card is visible", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("[data-reveal-state]")).toHaveCount(0);
    await expect(lastCard(page)).toHaveCSS("opacity", "1");
  });
});
