import { expect, test } from "./fixtures";

// A page's sections after the first are skipped until they come near the screen (styles.css,
// content-visibility), with or without script, and all drawn at once before a jump to a
// fragment (app/lib/sections.ts).

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

test("once the app has started, the sections it has not been asked to draw stay skipped", async ({
  page,
}) => {
  await page.goto("/karate");
  // Idle moments come and go; none of them draws a section ahead of the visitor.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000))),
  );
  const values = await contentVisibility(page);
  expect(values.length).toBeGreaterThan(4);
  expect(new Set(values)).toEqual(new Set(["auto"]));
  // Reached by a link, the next page's are the same.
  await page.locator("main a[href='/calendar']").first().click();
  await expect(page).toHaveURL(/\/calendar$/);
  expect(new Set(await contentVisibility(page))).toEqual(new Set(["auto"]));
});

test("a link to a fragment of the page draws every section before the jump", async ({ page }) => {
  await page.goto("/karate");
  await page.keyboard.press("Tab");
  await expect(page.locator("a[href='#main']")).toBeFocused();
  await page.keyboard.press("Enter");
  expect(new Set(await contentVisibility(page))).toEqual(new Set(["visible"]));
});
