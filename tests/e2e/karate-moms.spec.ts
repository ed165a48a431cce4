import { preschoolTrial, whyDojo } from "~/content/dojo";
import { karateMoms, newsletterSignupId } from "~/content/karate-moms";
import { clipQuietMs, momsClip, videoText } from "~/content/media";
import { newsletter } from "~/content/newsletter";
import { expect, test } from "./fixtures";

// /karate-moms (spec §2 "Karate for moms page").

test("sets its title and the social-sharing card", async ({ page }) => {
  await page.goto("/karate-moms");
  await expect(page).toHaveTitle(new RegExp(karateMoms.title.replace("&", "&")));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(karateMoms.title);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    new RegExp(karateMoms.title),
  );
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    "content",
    karateMoms.description,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /og-image/);
});

test("shows the six benefits, the guide, the sign-up and the dojo's sections", async ({ page }) => {
  await page.goto("/karate-moms");
  for (const benefit of karateMoms.benefits) {
    await expect(page.getByRole("heading", { name: benefit.title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: karateMoms.guide.heading })).toBeVisible();
  await expect(page.locator(`section#${newsletterSignupId}`)).toContainText(newsletter.heading);
  await expect(page.getByRole("heading", { name: whyDojo.heading })).toBeVisible();
  await expect(page.getByRole("heading", { name: preschoolTrial.title })).toBeVisible();
  const book = page.getByRole("link", { name: new RegExp(karateMoms.bookLabel) });
  await expect(book).toHaveCount(2);
  for (const link of await book.all()) {
    await expect(link).toHaveAttribute("href", karateMoms.bookUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test("the square clip loops muted; Play with Sound turns the sound on and goes", async ({
  page,
}) => {
  await page.goto("/karate-moms");
  const video = page.locator("video");
  await expect(
    page.locator(`head link[rel="preload"][as="image"][href="${momsClip.poster}"]`),
  ).toHaveAttribute("fetchpriority", "high");
  await expect(video).toHaveAttribute("width", String(momsClip.width));
  await expect(video).toHaveAttribute("height", String(momsClip.height));
  expect(momsClip.width).toBe(momsClip.height);
  await expect(video).toHaveAttribute("loop", "");
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused && el.muted), {
      // The loop starts once the page has been quiet for clipQuietMs.
      timeout: clipQuietMs + 10_000,
    })
    .toBe(true);
  await page.getByRole("button", { name: videoText.pause }).click();
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
  const playing = () => video.evaluate((el: HTMLVideoElement) => new URL(el.currentSrc).pathname);
  expect(await playing()).toBe(momsClip.sources[0]?.src);
  await page.getByRole("button", { name: videoText.playWithSound }).click();
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.muted)).toBe(false);
  await expect(page.getByRole("button", { name: videoText.playWithSound })).toHaveCount(0);
  await expect.poll(playing).toBe(momsClip.soundSources[0]?.src);
});

for (const width of [375, 1280]) {
  test.describe(`the guide bar at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("Download scrolls to the sign-up below the header; the bar never covers the form or the footer", async ({
      page,
    }) => {
      await page.goto("/karate-moms");
      const bar = page.locator("[data-guide-bar]");
      await expect(bar).toContainText(karateMoms.bar.text);
      await expect(bar).toBeInViewport();
      await bar.getByRole("link", { name: karateMoms.bar.action }).click();

      const section = page.locator(`#${newsletterSignupId}`);
      const header = page.locator("header").first();
      await expect
        .poll(async () => {
          const top = (await section.boundingBox())?.y ?? -1;
          const headerBox = await header.boundingBox();
          const gap = top - (headerBox?.y ?? 0) - (headerBox?.height ?? 0);
          // scroll-padding-top: the header's height and 1rem (96 px in all on wide screens).
          return gap > 12 && gap < 20;
        })
        .toBe(true);
      await expect(section.getByRole("textbox", { name: /email/i })).toBeFocused();
      await expect(bar).toHaveAttribute("data-state", "aside");
      await expect(bar).not.toBeInViewport();

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const lastLine = page.locator("footer").last().locator("p").last();
      await expect(lastLine).toBeInViewport();
      const barBox = await bar.boundingBox();
      const lineBox = await lastLine.boundingBox();
      expect((lineBox?.y ?? 0) >= (barBox?.y ?? 0) + (barBox?.height ?? 0) - 1).toBe(true);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Download is a link to the sign-up section", async ({ page }) => {
    await page.goto("/karate-moms");
    await expect(
      page.locator("[data-guide-bar]").getByRole("link", { name: karateMoms.bar.action }),
    ).toHaveAttribute("href", `#${newsletterSignupId}`);
  });
});
