import { preschoolTrial, whyDojo, discoverPaths } from "~/content/dojo";
import { clipQuietMs, orientationClip, videoText } from "~/content/media";
import { orientationPackage, orientationPage, orientationSectionId } from "~/content/orientation";
import { weeklySchedule } from "~/content/schedule";
import { classTimes } from "~/model/schedule";

import { expect, test } from "./fixtures";

// /signup, the orientation page (spec §2 "Orientation page", §9 "Orientation").

test("has every section in the spec's order", async ({ page }) => {
  await page.goto("/signup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(orientationPage.title);
  const headings = await page.locator("main h2").allTextContents();
  const order = [
    orientationPage.expectHeading,
    orientationPackage.title,
    orientationPage.stepsHeading,
    whyDojo.heading,
    preschoolTrial.title,
    "Get in Touch",
    orientationPage.discoverHeading,
  ];
  expect(headings.filter((heading) => order.includes(heading))).toEqual(order);
  await expect(page.locator(`#${orientationSectionId}`)).toContainText(orientationPackage.title);
});

test("states the package, the steps and the Tuesday times", async ({ page }) => {
  await page.goto("/signup");
  for (const card of orientationPage.expectations) {
    await expect(page.getByRole("heading", { name: card.title })).toBeVisible();
  }
  const offer = page.locator(`#${orientationSectionId}`);
  // The seed's price, as staff keep it (Prices in the staff area).
  await expect(offer).toContainText("$20");
  for (const item of orientationPackage.includes) await expect(offer).toContainText(item);
  const purchase = offer.getByRole("link", { name: new RegExp(orientationPackage.purchaseLabel) });
  await expect(purchase).toHaveAttribute("href", orientationPackage.purchaseUrl);
  await expect(purchase).toHaveAttribute("target", "_blank");
  await expect(purchase).toHaveAttribute("rel", /noopener/);
  for (const step of orientationPage.steps) {
    await expect(offer.getByRole("heading", { name: step.title })).toBeVisible();
  }
  const orientationTimes = classTimes(weeklySchedule, "orientation");
  expect(orientationTimes.map((slot) => slot.time)).toEqual(["4:30-4:55 PM", "5:30-6:00 PM"]);
  for (const slot of orientationTimes) {
    await expect(offer).toContainText(`${slot.day} ${slot.time}: ${slot.audience}`);
  }
});

test("shows why, the free pre-school trial, the contact block and the paths", async ({ page }) => {
  await page.goto("/signup");
  for (const reason of whyDojo.reasons) {
    await expect(page.getByRole("heading", { name: reason.title })).toBeVisible();
  }
  const trial = page.getByRole("link", { name: new RegExp(preschoolTrial.action) });
  await expect(trial).toHaveAttribute("href", preschoolTrial.url);
  await expect(trial).toHaveAttribute("target", "_blank");
  await expect(
    page
      .getByRole("region", { name: "Get in Touch" })
      .getByRole("link", { name: "Send Us a Message" }),
  ).toHaveAttribute("href", "/contact");
  const paths = page.getByRole("region", { name: orientationPage.discoverHeading });
  for (const path of discoverPaths) {
    await expect(paths.getByRole("link", { name: new RegExp(path.title) })).toHaveAttribute(
      "href",
      path.to,
    );
  }
});

test("its content starts 96 px below the header on wide screens", async ({ page }) => {
  await page.goto("/signup");
  const header = await page.locator("header").first().boundingBox();
  const first = await page.getByText(orientationPage.eyebrow, { exact: true }).boundingBox();
  expect(Math.round((first?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0)))).toBe(96);
});

test("the muted clip plays by itself; Play with Sound reloads it with sound and goes", async ({
  page,
}) => {
  await page.goto("/signup");
  const video = page.locator("video");
  await expect(video).toHaveAttribute("poster", orientationClip.poster);
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused && el.muted), {
      // The loop starts once the page has been quiet for clipQuietMs.
      timeout: clipQuietMs + 10_000,
    })
    .toBe(true);
  // The loop plays the files without a sound track; the ones with sound wait for the button.
  const playing = () => video.evaluate((el: HTMLVideoElement) => new URL(el.currentSrc).pathname);
  expect(await playing()).toBe(orientationClip.sources[0]?.src);
  await page.getByRole("button", { name: videoText.playWithSound }).click();
  await expect(page.getByRole("button", { name: videoText.playWithSound })).toHaveCount(0);
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.muted)).toBe(false);
  await expect(video).toHaveAttribute("controls", "");
  await expect.poll(playing).toBe(orientationClip.soundSources[0]?.src);
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused && !el.loop))
    .toBe(true);
});

test("the loop starts by itself only once the page has settled, and never over the visitor", async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener(
      "play",
      () => {
        const marks = window as unknown as { firstPlay?: number };
        marks.firstPlay ??= performance.now();
      },
      true,
    );
  });
  await page.goto("/signup");
  const video = page.locator("video");
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused), {
      timeout: clipQuietMs + 10_000,
    })
    .toBe(true);
  // clipQuietMs without a long task after the load event, then an idle moment.
  const afterLoad = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const marks = window as unknown as { firstPlay?: number };
    return (marks.firstPlay ?? 0) - (navigation?.loadEventEnd ?? 0);
  });
  expect(afterLoad).toBeGreaterThanOrEqual(clipQuietMs);

  // A visitor who plays and pauses it before then keeps it paused.
  await page.goto("/signup");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: videoText.resume }).click();
  await page.getByRole("button", { name: videoText.pause }).click();
  await expect(page.getByRole("button", { name: videoText.resume })).toBeVisible();
  await page.waitForTimeout(clipQuietMs + 1500);
  expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
  await expect(page.getByRole("button", { name: videoText.resume })).toBeVisible();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the clip waits for the visitor and nothing but its poster loads", async ({ page }) => {
    const media: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/media/") && !request.url().endsWith(".webp")) {
        media.push(request.url());
      }
    });
    await page.goto("/signup");
    await page.waitForTimeout(500);
    expect(await page.locator("video").evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
    expect(media).toEqual([]);
    // The poster, the first screen's largest picture, is preloaded from the head at high
    // priority, and that one fetch is the one the video shows.
    await expect(
      page.locator(`head link[rel="preload"][as="image"][href="${orientationClip.poster}"]`),
    ).toHaveAttribute("fetchpriority", "high");
    expect(
      await page.evaluate(
        (poster) =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).pathname === poster).length,
        orientationClip.poster,
      ),
    ).toBe(1);
  });
});
