import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { sitePages } from "~/site-pages";
import { expect, test } from "./fixtures";

// Every public page (from the one list in app/site-pages.ts) and the not-found pages, one page
// load each, checked at each width QUALITY.md names by resizing the window:
// - mobile layout: nothing to scroll sideways at 375 and 320 px, as the page first appears
//   (scroll reveals below the fold still waiting, some shifted sideways) and again with every
//   reveal in place, as it is once scrolled through;
// - at tablet widths (768, 1024 px), where cards sit two or three to a row, no button or link
//   sticks out of its card;
// - at every width, no section is taller than its first-guess height;
// - axe finds no violation at 375 and 1280 px.
// A page added to the list is checked without touching this file.

const notFound = ["/this-page-does-not-exist", "/yoga/no-such-page"];

type Fit = { viewportWidth: number; scrollWidth: number; tooWide: string[] };

/**
 * The page's scroll width and the elements that stick out past the right edge of the viewport:
 * the outermost of each, leaving out what a box clips on purpose (an overflow other than
 * visible: a marquee, a decorative circle) and what is fixed to the screen.
 */
function measureFit(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const cannotWidenPage = (element: Element) => {
      if (element.parentElement?.closest("svg")) return true;
      for (let node: Element | null = element; node && node !== document.body;) {
        if (getComputedStyle(node).position === "fixed") return true;
        node = node.parentElement;
        if (node && node !== document.body && getComputedStyle(node).overflowX !== "visible") {
          return true;
        }
      }
      return false;
    };
    const sticksOut = (element: Element | null): element is Element =>
      !!element &&
      element !== document.body &&
      element.getBoundingClientRect().right > viewportWidth + 0.5 &&
      !cannotWidenPage(element);
    const describe = (element: Element) => {
      const names = [];
      for (
        let node: Element | null = element;
        node && names.length < 3;
        node = node.parentElement
      ) {
        const classes = [...node.classList].slice(0, 3).map((name) => `.${name}`);
        names.unshift(`${node.localName}${node.id ? `#${node.id}` : ""}${classes.join("")}`);
        if (node.id) break;
      }
      const right = Math.round(element.getBoundingClientRect().right);
      return `${names.join(" > ")} (right edge at ${right} px)`;
    };
    const tooWide = [...document.body.querySelectorAll("*")]
      .filter((element) => sticksOut(element) && !sticksOut(element.parentElement))
      .slice(0, 5)
      .map(describe);
    return { viewportWidth, scrollWidth: document.documentElement.scrollWidth, tooWide };
  });
}

/** As the page first appears: whatever is there, nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const fit = await measureFit(page);
  expect(
    fit.scrollWidth,
    `${where} scrolls sideways (${fit.scrollWidth} px wide in ${fit.viewportWidth} px); ` +
      `sticking out: ${fit.tooWide.join("; ") || "nothing outside a clipping box"}`,
  ).toBe(fit.viewportWidth);
}

/**
 * With everything in its place: no sideways scroll, and nothing sticking out past the right
 * edge. The second half catches what a scroll width cannot: in a box that contains its own
 * painting (`content-visibility: auto`, `contain: paint`) what sticks out is cut off instead of
 * widening the page, and cut-off text is as much a fault as a page that scrolls.
 */
async function expectToFit(page: Page, where: string) {
  const fit = await measureFit(page);
  expect(
    { scrollWidth: fit.scrollWidth, stickingOut: fit.tooWide },
    `${where} is wider than the ${fit.viewportWidth} px screen`,
  ).toEqual({ scrollWidth: fit.viewportWidth, stickingOut: [] });
}

/**
 * Every section the browser skips until it comes near the screen (styles.css) is no taller than
 * its first-guess height: a taller one lays its words out over what follows it until drawn, and
 * a contrast checker reads them against that. Each is drawn here to measure it.
 */
async function expectSectionGuessesToHold(page: Page, where: string) {
  const short = await page.evaluate(() =>
    [...document.querySelectorAll("main > * + *")].flatMap((section) => {
      // Undrawn again, so each width measures its own first guess.
      section.removeAttribute("data-drawn");
      const guess = Number.parseFloat(getComputedStyle(section).containIntrinsicHeight.slice(5));
      section.setAttribute("data-drawn", "");
      const height = section.getBoundingClientRect().height;
      const name = section.getAttribute("aria-labelledby") ?? section.localName;
      if (!Number.isFinite(guess)) return [`${name}: no first-guess height`];
      return height > guess ? [`${name}: ${Math.round(height)} px, guessed ${guess} px`] : [];
    }),
  );
  expect(short, `${where}: sections taller than their first guess (sectionHeight)`).toEqual([]);
}

/** Buttons and links that stick out of the card (or list item) they sit in. */
function controlsOutsideTheirCards(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main a, main button")].flatMap((control) => {
      const card = control.parentElement?.closest(".rounded-card, article, li");
      if (!card) return [];
      const inner = control.getBoundingClientRect();
      const outer = card.getBoundingClientRect();
      const past = Math.max(inner.right - outer.right, outer.left - inner.left);
      return past > 0.5 ? [`"${control.textContent?.trim()}" by ${Math.round(past)} px`] : [];
    }),
  );
}

async function expectNoAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary, `${where}: axe`).toEqual([]);
}

/** The window at another width; the page lays itself out again without loading. */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

// Five widths and two axe scans on one page take a while on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 375, height: 900 } });

for (const { path } of sitePages) {
  test(`${path}: fits every width, no axe violation`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectNoSidewaysScroll(page, `${path} at 375 px, as loaded,`);
    await resize(page, 320);
    await expectNoSidewaysScroll(page, `${path} at 320 px, as loaded,`);
    // The reduced-motion styles put every scroll reveal where it ends up once scrolled to, at
    // once and without a transition: the page as it is after scrolling through.
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const width of [320, 375]) {
      await resize(page, width);
      await expectToFit(page, `${path} at ${width} px, with every reveal in place,`);
      await expectSectionGuessesToHold(page, `${path} at ${width} px`);
    }
    await expectNoAxeViolations(page, `${path} at 375 px`);
    for (const width of [768, 1024]) {
      await resize(page, width);
      expect(await controlsOutsideTheirCards(page), `${path} at ${width} px`).toEqual([]);
      await expectSectionGuessesToHold(page, `${path} at ${width} px`);
    }
    await resize(page, 1280);
    await expectSectionGuessesToHold(page, `${path} at 1280 px`);
    await expectNoAxeViolations(page, `${path} at 1280 px`);
  });
}

for (const path of notFound) {
  test(`${path}: the not-found page has no axe violation at 375 and 1280 px`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expectNoAxeViolations(page, `${path} at 375 px`);
    await resize(page, 1280);
    await expectNoAxeViolations(page, `${path} at 1280 px`);
  });
}
