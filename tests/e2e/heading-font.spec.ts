import { headingFontHas } from "~/lib/heading-font";
import { sitePages } from "~/site-pages";
import { expect, test } from "./fixtures";

// The headings' typeface is cut to the characters of app/lib/heading-font.ts. A heading with a
// character outside the cut would be drawn partly in the fallback serif: every page's text in
// that typeface must be inside it. The page as served is enough (no script runs).

test.use({ javaScriptEnabled: false });

test("every character drawn in the headings' typeface is in its cut", async ({ page }) => {
  // One walk through every page (about 30): a busy machine needs more than one page's time.
  test.setTimeout(120_000);
  const outside: string[] = [];
  for (const { path } of sitePages) {
    await page.goto(path);
    const text = await page.evaluate(() =>
      [...document.body.querySelectorAll("*")]
        .filter((element) => getComputedStyle(element).fontFamily.startsWith('"Shippori Mincho"'))
        .flatMap((element) => [...element.childNodes])
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join(""),
    );
    expect(text.length, `${path} has headings`).toBeGreaterThan(0);
    for (const character of new Set(text.replace(/\s/g, ""))) {
      if (!headingFontHas(character)) outside.push(`${path}: ${character}`);
    }
  }
  expect(outside).toEqual([]);
});
