import type { Page } from "@playwright/test";
import { sitePages } from "~/site-pages";
import { expect, test } from "./fixtures";

// Icons, the logo and the social marks are drawn from symbols in the page itself
// (app/lib/icon-symbols.server.ts): the served page holds the symbols of the icons it shows, and the app adds the rest of the sprite once it
// has started, for pages reached by a link (app/components/ui/icons.tsx).

/** The icons' own drawings (not the logo's or the social marks'), whatever the page's class names. */
const ICONS = 'svg use[href^="#icon-"]:not([href^="#icon-brand-"])';

/** Icons whose symbol is missing from the page, or that draw nothing where they are shown. */
function undrawnIcons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGUseElement>('svg use[href^="#icon-"]')]
      .filter((use) => {
        const target = document.getElementById((use.getAttribute("href") ?? "").slice(1));
        const shown = use.ownerSVGElement?.checkVisibility() ?? false;
        return target?.localName !== "symbol" || (shown && use.getBBox().width === 0);
      })
      .map((use) => use.getAttribute("href")),
  );
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page draws its icons from symbols it holds, and never loads the sprite", async ({
    page,
  }) => {
    // Every page of the site in turn: more than the default 30 s on a busy two-core machine.
    test.setTimeout(180_000);
    const spriteRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/icons-[^/]*\.svg/.test(request.url())) spriteRequests.push(request.url());
    });
    for (const { path } of sitePages) {
      await page.goto(path);
      expect(await page.locator(ICONS).count(), `${path} shows icons`).toBeGreaterThan(0);
      expect(await undrawnIcons(page), path).toEqual([]);
      // No drawing from a file (the logo, an icon): such a request is "Other" to Chrome, and
      // Lighthouse counts every one that ends before the largest paint as holding it up.
      expect(await page.locator('use[href]:not([href^="#"])').count(), path).toBe(0);
      // Lucide's look comes from the page's styles, not from attributes on each icon.
      const unstyled = await page.evaluate(
        (icons) =>
          [...document.querySelectorAll(icons)]
            .map((use) => use.closest("svg"))
            .filter((svg) => svg !== null)
            .map((svg) => ({ svg, style: getComputedStyle(svg) }))
            .filter(
              ({ style }) =>
                // A filled icon is filled with the text's colour (the play button's triangle).
                (style.fill !== "none" && style.fill !== style.color) ||
                style.stroke === "none" ||
                style.strokeLinecap !== "round" ||
                style.width === "300px",
            )
            .map(({ svg }) => svg.outerHTML),
        ICONS,
      );
      expect(unstyled, path).toEqual([]);
      // Each symbol once, and only those the page draws.
      const symbols = await page.evaluate(() => {
        const ids = [...document.querySelectorAll("svg[data-icon-symbols] symbol")].map(
          (symbol) => symbol.id,
        );
        const used = new Set(
          [...document.querySelectorAll('svg use[href^="#icon-"]')].map((use) =>
            (use.getAttribute("href") ?? "").slice(1),
          ),
        );
        return { ids, distinct: new Set(ids).size, used: [...used].sort() };
      });
      expect(symbols.ids.length, path).toBe(symbols.distinct);
      expect([...symbols.ids].sort(), path).toEqual(symbols.used);
    }
    expect(spriteRequests).toEqual([]);
  });
});

test("a page reached by a link draws the icons its first document did not hold", async ({
  page,
}) => {
  const served = (await (await page.goto("/yoga/login"))?.text()) ?? "";
  const held = [...served.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator("header a[href='/yoga']").first().click();
  await expect(page).toHaveURL(/\/yoga$/);
  // The new page shows icons the first document had no symbols for.
  const newIcons = () =>
    page.evaluate(
      ({ symbols, icons }) =>
        [...document.querySelectorAll(`main ${icons}`)]
          .map((use) => (use.getAttribute("href") ?? "").slice(1))
          .filter((id) => !symbols.includes(id)).length,
      { symbols: held, icons: ICONS },
    );
  await expect.poll(newIcons).toBeGreaterThan(0);
  await expect.poll(() => undrawnIcons(page)).toEqual([]);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});
