import { cardNavigationDelayMs, landing, programCard } from "~/content/landing";
import { studio } from "~/content/studio";
import { expect, revealEverything, test } from "./fixtures";
import type { ProgramCard } from "~/content/landing";
import type { Page } from "@playwright/test";

/** The card's link: its button label, then the program's name (visually hidden). */
function cardLinkName(card: ProgramCard) {
  return new RegExp(`^${card.buttonLabel}\\s*:\\s*${card.title}$`);
}

/** The paths of the pictures the page requests from now on, as they are requested. */
function picturesRequested(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test.describe("landing page", () => {
  test("shows the studio's contact details and the three program cards", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: landing.title })).toBeVisible();
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: studio.phone.display })).toHaveAttribute(
      "href",
      studio.phone.href,
    );
    await expect(header.getByRole("link", { name: studio.email })).toHaveAttribute(
      "href",
      `mailto:${studio.email}`,
    );
    await expect(header.getByText(studio.address.street)).toBeVisible();
    for (const card of landing.programs) {
      await expect(page.getByRole("heading", { level: 3, name: card.title })).toBeVisible();
      await expect(page.getByRole("link", { name: cardLinkName(card) })).toHaveAttribute(
        "href",
        card.to,
      );
    }
  });

  test("its artwork loads as AVIF at a width that fits, with its size reserved", async ({
    page,
  }) => {
    const pictureFiles = picturesRequested(page);
    await page.goto("/");
    await revealEverything(page);
    const images = page.locator("main img");
    await expect(images).toHaveCount(3);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
      expect(await image.getAttribute("width")).not.toBeNull();
      expect(await image.getAttribute("height")).not.toBeNull();
    }
    // The first card's picture is drawn in the page (painted with it, no file to fetch, and
    // without the paper grain, as the picture files are); the rest wait until they are needed.
    const first = page.locator("article").first();
    await expect(first.locator("img")).toHaveCount(0);
    const drawing = first.locator("[aria-hidden=true] > svg");
    await expect(drawing).toHaveAttribute("viewBox", "0 0 480 360");
    await expect(drawing.locator("[filter]")).toHaveCount(0);
    const box = await drawing.boundingBox();
    expect(Math.round(((box?.width ?? 0) * 3) / 4)).toBe(Math.round(box?.height ?? -1));
    expect(pictureFiles.filter((file) => file.includes("karate-card"))).toEqual([]);
    const cards = page.locator("article img");
    for (const card of await cards.all()) await expect(card).toHaveAttribute("loading", "lazy");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 412, height: 823 } });

    test("the pictures below the first screen are fetched only as they come into view", async ({
      page,
    }) => {
      const pictureFiles = picturesRequested(page);
      await page.goto("/", { waitUntil: "networkidle" });
      // The yoga card's picture is within the browser's lazy-loading distance (about 300 px
      // below the screen), so a lazy picture alone would be fetched while the page loads.
      const pictures = page.locator("main picture");
      await expect(pictures).toHaveCount(3);
      expect(pictureFiles.filter((file) => /card|waves/.test(file))).toEqual([]);
      for (const picture of await pictures.all()) {
        const box = await picture.boundingBox();
        const img = picture.locator("img");
        // Its box keeps the picture's shape before it is drawn: nothing moves when it is.
        const ratio =
          Number(await img.getAttribute("width")) / Number(await img.getAttribute("height"));
        expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - ratio)).toBeLessThan(0.02);
        await picture.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            img.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
          )
          .toBeGreaterThan(0);
        const drawn = await picture.boundingBox();
        expect(drawn?.width).toBeCloseTo(box?.width ?? -1, 1);
        expect(drawn?.height).toBeCloseTo(box?.height ?? -1, 1);
      }
    });
  });

  test("on a wide screen the cards' pictures are fetched with the page", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    for (const img of await page.locator("article img").all())
      expect(
        await img.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      ).toBeGreaterThan(0);
  });

  for (const card of landing.programs) {
    test(`choosing the ${card.id} card highlights it, shows Loading... and moves on after the delay`, async ({
      page,
    }) => {
      // The page's clock is held still, so the 300 ms can be stepped through exactly.
      await page.clock.install();
      await page.goto("/");
      await page.waitForFunction(() => "__reactRouterRouteModules" in window);
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.getByRole("link", { name: cardLinkName(card) }).click();
      const article = page.locator("article", {
        has: page.getByRole("heading", { name: card.title }),
      });
      await expect(article).toHaveAttribute("data-selected", "true");
      await expect(article.getByText(landing.loadingLabel)).toBeVisible();
      await page.clock.runFor(cardNavigationDelayMs - 10);
      expect(new URL(page.url()).pathname).toBe("/");
      await page.clock.runFor(10);
      await page.waitForURL((url) => url.pathname === card.to);
    });
  }

  test("the cards work from the keyboard", async ({ page }) => {
    const chess = programCard("chess");
    const link = page.getByRole("link", { name: cardLinkName(chess) });
    await page.clock.install();
    await page.goto("/");
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    await page.clock.pauseAt(Date.now() + 60_000);
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(landing.loadingLabel)).toBeVisible();
    await page.clock.runFor(cardNavigationDelayMs);
    await page.waitForURL((url) => url.pathname === chess.to);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the cards are plain links", async ({ page }) => {
      await page.goto("/");
      const yoga = programCard("yoga");
      await page.getByRole("link", { name: cardLinkName(yoga) }).click();
      await page.waitForURL((url) => url.pathname === yoga.to);
    });
  });
});
