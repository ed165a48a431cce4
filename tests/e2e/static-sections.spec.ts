import type { Page } from "@playwright/test";
import { aboutPage } from "~/content/about";
import { expect, expectRevealOnScroll, test } from "./fixtures";

// Sections wrapped in <Static> (app/components/ui/static.tsx) are left as the server drew them
// when the app takes over the page: React keeps no record of their elements. They must still
// behave as before: links to the site's pages navigate in the app, scroll reveals wait and fade
// in, and a section whose content depends on the side follows it.

/** Whether React took over `selector`'s element's content (its elements carry React's keys). */
function renderedByReact(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const descendants = [...element.querySelectorAll("*")];
      return descendants.some((node) => Object.keys(node).some((key) => key.startsWith("__react")));
    });
}

test("the footer and the programme cards are taken over without React rendering them", async ({
  page,
}) => {
  await page.goto("/karate");
  expect(await renderedByReact(page, "header")).toBe(true);
  expect(await renderedByReact(page, "footer")).toBe(false);
  expect(await renderedByReact(page, "section[aria-labelledby=programs-heading]")).toBe(false);
  expect(await renderedByReact(page, "#testimonials")).toBe(false);
});

test("a link in a static section navigates in the app, without loading a new document", async ({
  page,
}) => {
  await page.goto("/karate");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .locator("section[aria-labelledby=programs-heading] a[href='/calendar']")
    .first()
    .click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  // Reached by a link, the page renders its sections normally.
  await page.goBack();
  await expect(page).toHaveURL(/\/karate$/);
  expect(await renderedByReact(page, "section[aria-labelledby=programs-heading]")).toBe(true);
});

test("a click with a modifier key, or on a link out, is left to the browser", async ({
  page,
  context,
}) => {
  await page.goto("/karate");
  const opened = context.waitForEvent("page");
  await page
    .locator("section[aria-labelledby=programs-heading] a[href='/calendar']")
    .first()
    .click({ modifiers: ["ControlOrMeta"] });
  await (await opened).close();
  await expect(page).toHaveURL(/\/karate$/);
});

test("the footer follows the side when a link leads to the other one", async ({ page }) => {
  await page.goto("/");
  const footerHeading = page.locator("footer nav h2");
  await expect(footerHeading).toHaveText("Blissful Tiger Dojo");
  await page.locator('main a[href="/yoga"]').first().click();
  await expect(page).toHaveURL(/\/yoga$/);
  await expect(footerHeading).toHaveText("Blissful Tiger Yoga & Mindfulness");
  await expect(page.locator("footer nav a[href='/yoga/courses']")).toHaveCount(1);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 700 } });
  test("cards in a static section wait below the fold, then fade in when scrolled to", async ({
    page,
  }) => {
    await page.goto("/karate");
    await expectRevealOnScroll(
      page.locator("section[aria-labelledby=programs-heading] [data-reveal]").last(),
    );
  });
});

test("a static section's words travel once: in the page, not in its data; a page reached by a link has them all", async ({
  page,
}) => {
  const served = (await (await page.goto("/events"))?.text()) ?? "";
  const data = [...served.matchAll(/streamController\.enqueue\((".*?")\);<\/script>/g)]
    .map((match) => match[1] ?? "")
    .join("");
  expect(served).toContain("Mindful AI");
  expect(data).not.toContain("Mindful AI");
  expect(await renderedByReact(page, "section[aria-labelledby=past-heading]")).toBe(false);

  // Reached by a link, each page draws its static sections from the full data.
  await page.goto("/yoga/contact");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator("header a[href='/yoga']").first().click();
  await expect(page).toHaveURL(/\/yoga$/);
  const faq = page.locator("#faq details summary");
  await expect(faq).toHaveCount(5);
  for (const question of await faq.allTextContents()) expect(question.trim()).not.toBe("");
  await expect(
    page.locator("section[aria-labelledby=instructors-heading] article h3").first(),
  ).not.toBeEmpty();
  await page.locator("footer a[href='/yoga/camps']").click();
  await expect(page).toHaveURL(/\/yoga\/camps$/);
  await expect(page.locator("section[aria-labelledby=timetable-heading] tbody tr")).not.toHaveCount(
    0,
  );
  await expect(
    page.locator("section[aria-labelledby=timetable-heading] tbody th").first(),
  ).not.toBeEmpty();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test("/about is taken over without React rendering any of its sections; its links still work", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const sections = page.locator("main > section");
  await expect(sections).toHaveCount(6);
  for (const index of [0, 1, 2, 3, 4, 5]) {
    expect(await renderedByReact(page, `main > section >> nth=${index}`)).toBe(false);
  }

  // Its links navigate in the app; reached by a link, it renders every section from its data.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("link", { name: aboutPage.visitLabel }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByText(aboutPage.interview.at(-1)?.answer ?? "")).toHaveCount(1);
  expect(await renderedByReact(page, "main > section >> nth=5")).toBe(true);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});
