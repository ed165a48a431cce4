import { adminNotices, adminText } from "~/content/admin/frame";
import { eventsAdminText as text } from "~/content/admin/events";
import { expect as baseExpect, test } from "./fixtures";
import { addTestStaff, signIn } from "./staff-helpers";
import type { Page } from "@playwright/test";

// The staff forms as a front-desk person meets them on a phone: a refused save opens with a
// summary of what is wrong at the top of the form, focused and in sight, each line a link to its
// field; prices, links and lengths are taken as people type them; a duplicated event says it is
// a hidden copy and asks for its own date; the events list writes years and says what is past.

test.describe.configure({ mode: "parallel", timeout: 90_000 });
test.use({ viewport: { width: 375, height: 740 } });

// Signing in hashes a password (scrypt), which takes a while on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const summary = (page: Page) => page.locator("[data-error-summary]");
const headerPosition = (page: Page) =>
  page
    .locator("header")
    .first()
    .evaluate((header) => getComputedStyle(header).position);

/** Anchors and focused fields land just below the staff area's sticky header (not the site's). */
async function expectScrollPaddingClearsHeader(page: Page) {
  const { padding, header } = await page.evaluate(() => ({
    padding: Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
    header: document.querySelector("header")?.getBoundingClientRect().height ?? Infinity,
  }));
  expect(padding).toBeGreaterThanOrEqual(header);
  // A little room below it (the site's 1rem), not the site's taller header's.
  expect(padding).toBeLessThanOrEqual(header + 24);
}

async function expectFocusedInSight(page: Page) {
  const box = summary(page);
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  expect(
    await page.evaluate(() => document.activeElement?.hasAttribute("data-error-summary")),
  ).toBe(true);
  await expect(box).toBeInViewport({ ratio: 0.9 });
  await expectScrollPaddingClearsHeader(page);
  // Not under the staff area's sticky header (once the browser has scrolled to it).
  await expect
    .poll(async () => {
      const header = await page.locator("header").first().boundingBox();
      const top = await box.boundingBox();
      return Boolean(top && header && top.y >= header.y + header.height - 1);
    })
    .toBe(true);
}

async function newEventForm(page: Page) {
  await page.goto("/admin/events/new");
  await expect(page.getByRole("heading", { level: 1, name: text.createHeading })).toBeVisible();
}

test("a refused event opens with a focused summary at the top that links to each field", async ({
  page,
}) => {
  await signIn(page, await addTestStaff("staff"));
  await newEventForm(page);
  // Required fields say so in their label and to assistive technology.
  await expect(page.locator("label[for=event-title]")).toHaveText("Title");
  await expect(page.locator("label[for=event-title] + [data-required-mark]")).toHaveText(
    adminText.required,
  );
  await expect(page.getByLabel("Title", { exact: true })).toHaveAttribute("required", "");
  await page.getByLabel("Date").fill("2031-05-10");
  await page.getByLabel("Start time").fill("10:00");
  await page.getByLabel("Price").fill("twenty dollars");
  const save = page.getByRole("button", { name: "Save" });
  await save.scrollIntoViewIfNeeded();
  await save.click();

  await expectFocusedInSight(page);
  // With script the header stays on screen (without it, it scrolls away: see below).
  expect(await headerPosition(page)).toBe("sticky");
  await expect(summary(page).getByRole("heading")).toHaveText(adminText.problemHeading);
  const links = summary(page).getByRole("link");
  await expect(links).toHaveText([text.errors.title, text.errors.price]);
  await expect(links.nth(0)).toHaveAttribute("href", "#event-title");
  await expect(links.nth(1)).toHaveAttribute("href", "#event-price");
  // The summary sits above the first field, and each field still says its own error.
  const titleBox = await page.locator("#event-title").boundingBox();
  const summaryBox = await summary(page).boundingBox();
  expect(summaryBox && titleBox && summaryBox.y < titleBox.y).toBe(true);
  await expect(page.locator("#event-title")).toHaveAttribute("aria-invalid", "true");
  // What was typed is kept.
  await expect(page.getByLabel("Price")).toHaveValue("twenty dollars");
  await links.nth(1).click();
  await expect(page.locator("#event-price")).toBeFocused();

  // A second refusal brings the focus back to the summary.
  await page.getByLabel("Price").fill("-5");
  await save.click();
  await expect(summary(page).getByRole("link")).toHaveText([
    text.errors.title,
    text.errors.priceNegative,
  ]);
  await expectFocusedInSight(page);
  // On a wide screen the header is one row, and the padding is sized for that row.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectScrollPaddingClearsHeader(page);
});

test("without JavaScript the refused page opens on its summary", async ({ browser }) => {
  const staff = await addTestStaff("staff");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
  });
  const page = await context.newPage();
  await signIn(page, staff);
  await page.goto("/admin/events/new");
  await page.getByLabel("Date").fill("2031-05-10");
  await page.getByLabel("Start time").fill("10:00");
  await page.getByLabel("Duration").fill("forever");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(summary(page)).toHaveAttribute("autofocus", "");
  await expect(summary(page).getByRole("link")).toHaveText([
    text.errors.title,
    text.errors.durationMinutes,
  ]);
  await expectFocusedInSight(page);
  // Where the browser's own scrolling leaves the summary varies (now and then 164 px down, its
  // top 24 px from the window's), so without script the header is not sticky and covers nothing.
  expect(await headerPosition(page)).toBe("static");
  await context.close();
});

test("$25, 2 hours and www.example.com/register are saved as meant", async ({ page }) => {
  await signIn(page, await addTestStaff("staff"));
  const title = `Lantern Walk ${Date.now()}`;
  await newEventForm(page);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Date").fill("2031-10-04");
  await page.getByLabel("Start time").fill("19:00");
  await page.getByLabel("Duration").fill("2 hours");
  await expect(page.getByLabel("Duration")).toHaveValue("2 hours");
  await page.getByLabel("Registration", { exact: true }).selectOption("open");
  await page.getByLabel("Registration link").fill("www.example.com/register");
  await page.getByLabel("Price").fill("$25");
  // The card symbol shows as chosen.
  await page.getByLabel(text.fields.motif).selectOption("crane");
  await expect(page.getByText(text.symbolPreview)).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(adminNotices["event-created"]);

  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByLabel("Duration")).toHaveValue("2 hours");
  await expect(page.getByLabel("Registration link")).toHaveValue(
    "https://www.example.com/register",
  );
  await expect(page.getByLabel("Price")).toHaveValue("25.00");

  await page.goto("/events");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toContainText("2 hours");
  await expect(card.getByRole("link", { name: /Register Now · \$25/ })).toHaveAttribute(
    "href",
    "https://www.example.com/register",
  );
});

test("a duplicated event is a hidden copy that asks for its own date", async ({ page }) => {
  await signIn(page, await addTestStaff("staff"));
  const title = `Sword Seminar ${Date.now()}`;
  await newEventForm(page);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Date").fill("2031-03-15");
  await page.getByLabel("Start time").fill("13:00");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(adminNotices["event-created"]);

  await page
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByRole("link", { name: text.duplicate })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.copyHeading(title));
  await expect(page.getByText(text.copyNotice(title))).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Date")).toHaveValue("");
  await expect(page.getByText(text.copyDateHint)).toBeVisible();
  await expect(page.getByLabel(text.fields.hidden)).toBeChecked();
  await expect(page.getByLabel("Start time")).toHaveValue("13:00");

  // Saved without a date, it asks for one.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(summary(page).getByRole("link")).toHaveText([text.errors.date]);
  await expectFocusedInSight(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.copyHeading(title));

  await page.getByLabel("Date").fill("2032-03-13");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(adminNotices["event-created-hidden"]);
  const copy = page.getByRole("listitem").filter({ hasText: title }).filter({ hasText: "2032" });
  await expect(copy).toContainText(text.hidden);
  await expect(copy).toContainText("Sat, Mar 13, 2032");
});

test("the events list writes a year that is not this one and says when an event is past", async ({
  page,
}) => {
  await signIn(page, await addTestStaff("staff"));
  const title = `Old Demonstration ${Date.now()}`;
  await newEventForm(page);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Date").fill("2024-03-09");
  await page.getByLabel("Start time").fill("11:00");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(adminNotices["event-created"]);
  const past = page.getByRole("region", { name: /^Past/ });
  const row = past.getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText(`Sat, Mar 9, 2024, 11:00 AM · ${text.pastState}`);
  await expect(row).not.toContainText(text.statuses.soon);
});
