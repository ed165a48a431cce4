import { aboutPage } from "~/content/about";
import { expect, revealEverything, test } from "./fixtures";

// /about (spec §2 "About"): the founder's quote and portrait, the timeline, the philosophy, four
// leaders by role, the 11-question interview of March 24, 2024, and the calls to action.

test("the quote, the portrait and Join Our Dojo leading to orientation", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutPage.title);
  await expect(page.getByText(aboutPage.founderQuote.text)).toBeVisible();
  await expect(page.getByText(aboutPage.founderQuote.role)).toBeVisible();
  const portrait = page.locator("main picture img").first();
  await expect(portrait).toBeVisible();
  expect(await portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole("link", { name: aboutPage.joinLabel }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test("the timeline: 1979, 1980s-2010s, 2024 and the new name, today over 80 students", async ({
  page,
}) => {
  await page.goto("/about");
  await revealEverything(page);
  const timeline = page.getByRole("region", { name: aboutPage.timelineHeading });
  const entries = timeline.getByRole("listitem");
  await expect(entries).toHaveCount(4);
  expect(aboutPage.timeline.map((entry) => entry.year)).toEqual([
    "1979",
    "1980s–2010s",
    "2024",
    "Today",
  ]);
  for (const [index, entry] of aboutPage.timeline.entries()) {
    await expect(entries.nth(index)).toContainText(entry.year);
    await expect(entries.nth(index)).toContainText(entry.title);
  }
  await expect(entries.nth(2)).toContainText("Blissful Tiger");
  await expect(entries.nth(3)).toContainText("Over 80 Students");
});

test("the philosophy and four leadership profiles by role", async ({ page }) => {
  await page.goto("/about");
  await revealEverything(page);
  await expect(page.getByText(aboutPage.philosophyQuote)).toBeVisible();
  const leaders = page
    .getByRole("region", { name: aboutPage.leadershipHeading })
    .getByRole("article");
  await expect(leaders).toHaveCount(4);
  expect(aboutPage.leaders.map((leader) => leader.role)).toEqual([
    "Founder",
    "Lead Instructor",
    "Owner / Instructor",
    "Junior Instructor",
  ]);
  for (const [index, leader] of aboutPage.leaders.entries()) {
    await expect(leaders.nth(index)).toContainText(leader.role, { ignoreCase: true });
  }
});

test("the founder interview: 11 questions dated March 24, 2024", async ({ page }) => {
  await page.goto("/about");
  const interview = page.getByRole("region", { name: aboutPage.interviewHeading });
  await expect(interview.locator("time")).toHaveAttribute("datetime", "2024-03-24");
  await expect(interview.locator("time")).toHaveText("March 24, 2024");
  await expect(interview.getByRole("heading", { level: 3 })).toHaveCount(11);
  for (const entry of aboutPage.interview) {
    await expect(interview.getByText(entry.answer)).toBeVisible();
  }
});

test("Continuing the Legacy, then Join Our Orientation and Schedule a Visit", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: aboutPage.legacyHeading })).toBeVisible();
  await expect(page.getByRole("link", { name: aboutPage.orientationLabel })).toHaveAttribute(
    "href",
    "/signup",
  );
  await page.getByRole("link", { name: aboutPage.visitLabel }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
