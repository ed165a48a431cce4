import { expect, test } from "./fixtures";

// A page's sections after the first are skipped until they come near the screen (styles.css,
// content-visibility), then drawn for good by the app, one per idle moment, and all at once
// before a jump to a fragment (app/lib/sections.ts).

const sections = "main > * + *";

function contentVisibility(page: import("@playwright/test").Page) {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map(
        (section) => getComputedStyle(section).contentVisibility,
      ),
    sections,
  );
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sections after the first wait until they come near the screen", async ({ page }) => {
    await page.goto("/karate");
    const values = await contentVisibility(page);
    expect(values.length).toBeGreaterThan(4);
    expect(new Set(values)).toEqual(new Set(["auto"]));
    const first = page.locator("main > *").first();
    expect(await first.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe(
      "visible",
    );
  });
});

test("once the app has started, every section is drawn for good, and again after a link", async ({
  page,
}) => {
  await page.goto("/karate");
  await expect
    .poll(() => contentVisibility(page).then((values) => [...new Set(values)]))
    .toEqual(["visible"]);
  await page.locator("main a[href='/calendar']").first().click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect
    .poll(() => contentVisibility(page).then((values) => [...new Set(values)]))
    .toEqual(["visible"]);
});

test("a link to a fragment of the page draws every section before the jump", async ({ page }) => {
  await page.goto("/karate");
  // As the page is before the app has drawn its sections.
  await page.evaluate(
    (selector) =>
      document
        .querySelectorAll(selector)
        .forEach((section) => section.removeAttribute("data-drawn")),
    sections,
  );
  await page.keyboard.press("Tab");
  await expect(page.locator("a[href='#main']")).toBeFocused();
  await page.keyboard.press("Enter");
  expect(new Set(await contentVisibility(page))).toEqual(new Set(["visible"]));
});
