import AxeBuilder from "@axe-core/playwright";
import { sitePages } from "~/site-pages";
import { expect, revealEverything, test } from "./fixtures";

// Every public page (from the one list in app/site-pages.ts) plus the not-found page, at the
// two widths QUALITY.md names. A page added to the list is scanned without touching this file.

const paths = [
  ...sitePages.map((page) => page.path),
  "/this-page-does-not-exist",
  "/yoga/no-such-page",
];
const widths = [375, 1280];

// Scrolling a long page through and scanning it takes a while on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

for (const width of widths) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of paths) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await revealEverything(page);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
