import { karateHome } from "~/content/karate";
import { programSections, stripItemsFrom } from "~/content/karate-lists";
import { weeklySchedule } from "~/content/schedule";
import { trainingVideo, videoText } from "~/content/media";
import { newsletter } from "~/content/newsletter";
import { orientationScrollDelayMs, orientationSectionId } from "~/content/orientation";
import { initialOf, testimonials } from "~/content/testimonials";
import { eventsBaseURL, expect, standBeforeTheEvents, test } from "./fixtures";

// Today every seeded tournament and the sword workshop have passed, so the strip offers neither
// the early-registration discount nor the workshop.
const stripItems = stripItemsFrom(weeklySchedule, []);

// /karate (spec §1, §2 "Karate home").

const strip = (page: import("@playwright/test").Page) => page.locator("[data-strip]");
const track = (page: import("@playwright/test").Page) => page.locator("[data-strip-track]");

test("states the mission and the five sections with their tags", async ({ page }) => {
  await page.goto("/karate");
  await expect(page).toHaveTitle(karateHome.metaTitle);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(karateHome.title);
  await expect(page.getByText(karateHome.mission)).toBeVisible();
  for (const section of programSections) {
    const card = page.getByRole("article", { name: section.title });
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(
      section.tags,
    );
    await expect(card.getByRole("link", { name: section.linkLabel })).toHaveAttribute(
      "href",
      section.to,
    );
  }
});

test("the strip is one list with every badge, its loop copy hidden", async ({ page }) => {
  await page.goto("/karate");
  const list = page.getByRole("list", { name: karateHome.stripLabel });
  await expect(list.getByRole("listitem")).toHaveCount(stripItems.length);
  const badges = ["Join Our Dojo", "Ages 7+", "By Invitation", "FREE", "Ages 4+"];
  expect(stripItems.map((item) => item.badge).toSorted()).toEqual(badges.toSorted());
  for (const badge of badges) await expect(list).toContainText(badge);
  // The loop's second copy is drawn but left out of the accessibility tree: every item once.
  await expect(strip(page).getByRole("list")).toHaveCount(1);
  await expect(strip(page).getByRole("listitem")).toHaveCount(stripItems.length);
  for (const item of stripItems) {
    await expect(strip(page).getByRole("listitem").filter({ hasText: item.title })).toHaveCount(1);
  }
  await expect(page.locator("[data-strip-copy]")).toHaveAttribute("aria-hidden", "true");
  await expect(page.locator("[data-strip-copy] li")).toHaveCount(stripItems.length);
  await expect(page.locator("[data-strip-copy] a, [data-strip-copy] button")).toHaveCount(0);
});

test.describe("in the seed's season", () => {
  test.use({ baseURL: eventsBaseURL });
  test.beforeAll(async ({ request }) => standBeforeTheEvents(request));

  test("the strip offers the invitational's early fee while it lasts, and the description the orientation's price", async ({
    page,
  }) => {
    await page.goto("/karate");
    const list = page.getByRole("list", { name: karateHome.stripLabel });
    await expect(list.getByRole("listitem").filter({ hasText: "Discount" })).toContainText(
      "$70 instead of $80, by 10/31",
    );
    await expect(list.getByRole("listitem").filter({ hasText: "Special Event" })).toContainText(
      "Traditional Sword Training Workshop",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /Start with a \$20 orientation\.$/,
    );
  });
});

test("the strip moves, and pauses on hover, on focus and with its button", async ({ page }) => {
  await page.goto("/karate");
  const state = () => track(page).evaluate((el) => getComputedStyle(el).animationPlayState);
  await page.mouse.move(0, 0);
  expect(await state()).toBe("running");
  await strip(page).hover();
  expect(await state()).toBe("paused");
  await page.mouse.move(0, 0);
  expect(await state()).toBe("running");
  const toggle = page.getByRole("button", { name: `Pause: ${karateHome.stripLabel}` });
  await toggle.focus();
  expect(await state()).toBe("paused");
  await toggle.press("Enter");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.blur();
  expect(await state()).toBe("paused");
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the strip stands still and shows each item once", async ({ page }) => {
    await page.goto("/karate");
    expect(await track(page).evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await expect(page.locator("[data-strip-copy]")).toBeHidden();
    await expect(page.locator("[data-strip-toggle]")).toBeHidden();
  });

  test("on a phone every item fits the screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/karate");
    const items = page.getByRole("list", { name: karateHome.stripLabel }).getByRole("listitem");
    await expect(items).toHaveCount(stripItems.length);
    for (const box of await items.evaluateAll((nodes) =>
      nodes.map((node) => {
        const { left, right } = node.getBoundingClientRect();
        return { left, right };
      }),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(375);
    }
  });
});

test("buttons lead to orientation, camps, events and contact", async ({ page }) => {
  await page.goto("/karate");
  const main = page.getByRole("main");
  await expect(
    main.getByRole("link", { name: karateHome.signupLabel, exact: true }),
  ).toHaveAttribute("href", "/signup");
  await expect(
    main.getByRole("link", { name: karateHome.campsLabel, exact: true }),
  ).toHaveAttribute("href", "/camps");
  await expect(
    main.getByRole("link", { name: karateHome.eventsLabel, exact: true }),
  ).toHaveAttribute("href", "/events");
  await expect(
    main.getByRole("link", { name: karateHome.contactLabel, exact: true }),
  ).toHaveAttribute("href", "/contact");
});

test("the orientation button opens /signup at the top, then scrolls to the section", async ({
  page,
}) => {
  await page.goto("/karate");
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByRole("link", { name: karateHome.orientationLabel }).click();
  // A client navigation: /signup's route, its module and its data are fetched first, which on a
  // loaded two-core machine has taken over 5 s.
  await expect(page).toHaveURL(new RegExp(`/signup#${orientationSectionId}$`), {
    timeout: 15_000,
  });
  const startedAt = Date.now();
  const section = page.locator(`#${orientationSectionId}`);
  await expect
    .poll(async () => Math.abs((await section.boundingBox())?.y ?? 9999), { timeout: 5000 })
    .toBeLessThan(200);
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(orientationScrollDelayMs - 50);
});

test("the schedule widget loads in place of its link", async ({ page }) => {
  await page.goto("/karate");
  await expect(page.locator("[data-stand-in=test-schedule]")).toBeVisible();
});

test("the training video loads only when played", async ({ page }) => {
  await page.goto("/karate");
  await expect(page.locator("video")).toHaveCount(0);
  await page.getByRole("button", { name: `${videoText.play}: ${trainingVideo.title}` }).click();
  await expect(page.locator("video")).toHaveAttribute("src", trainingVideo.url);
});

test("shows three testimonials, the newsletter and the contact block", async ({ page }) => {
  await page.goto("/karate");
  const quotes = page
    .getByRole("region", { name: karateHome.testimonialsHeading })
    .locator("figure");
  await expect(quotes).toHaveCount(3);
  for (const [index, testimonial] of testimonials.entries()) {
    await expect(quotes.nth(index)).toContainText(testimonial.text);
    await expect(quotes.nth(index)).toContainText(testimonial.role);
    await expect(quotes.nth(index)).toContainText(initialOf(testimonial));
  }
  expect(testimonials.filter((entry) => entry.role === "Google Review")).toHaveLength(2);
  await expect(page.getByRole("heading", { name: newsletter.heading })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Get in Touch", exact: true })).toBeVisible();
});
