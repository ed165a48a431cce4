import type { Page } from "@playwright/test";
import { sitePages } from "~/site-pages";
import { expect, test } from "./fixtures";

// Each page carries only the rules its HTML can use (app/lib/page-styles.server.ts); the whole
// stylesheet is loaded once the app has started (app/lib/site-styles.ts). Here, on every page
// and at a phone's and a desktop's width, every element's computed style (and its ::before and
// ::after) is compared with the same page once the whole stylesheet is added: a rule the page
// needed and did not carry shows as a difference.

const pages = [...sitePages.map(({ path }) => path), "/this-page-does-not-exist"];

/** The stylesheet a started page links: the site's whole stylesheet. */
async function wholeStylesheet(page: Page): Promise<string> {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return page.evaluate(() => {
    const links = [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")];
    const inline = document.head.querySelector("style[data-site-styles]");
    const link = links.find((each) => each.sheet && each.sheet.cssRules.length > 0);
    // After the page's own styles, so the same rules keep their order.
    const after =
      !!inline &&
      !!link &&
      !!(inline.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING);
    return after && link ? link.href : "";
  });
}

/**
 * Adds the whole stylesheet to the page as it is, and lists the elements whose computed style
 * (or that of their ::before or ::after) it changed, with the first property that changed.
 */
function changesWithWholeStylesheet(page: Page, href: string): Promise<string[]> {
  return page.evaluate(async (url) => {
    const pseudos = [null, "::before", "::after"] as const;
    const elements = [...document.body.querySelectorAll("*")];
    const snapshot = () =>
      elements.map((element) =>
        pseudos.map((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          if (pseudo && style.content === "none") return [];
          // Custom properties a page does not use are left out on purpose; where one is used,
          // its value shows in the properties that use it.
          return Array.from(style)
            .filter((property) => !property.startsWith("--"))
            .map((property) => `${property}:${style.getPropertyValue(property)}`);
        }),
      );
    // Sections below the fold skip their layout until shown (content-visibility), each at its
    // own pace: laid out now, so that both snapshots measure the same boxes.
    const laidOut = document.createElement("style");
    laidOut.textContent = "*{content-visibility:visible!important}";
    document.head.append(laidOut);
    const settled = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await settled();
    const own = snapshot();
    await new Promise<void>((resolve, reject) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = url;
      link.addEventListener("load", () => resolve());
      link.addEventListener("error", () => reject(new Error(`${url} did not load`)));
      document.head.append(link);
    });
    await settled();
    const whole = snapshot();
    const changes: string[] = [];
    elements.forEach((element, index) => {
      pseudos.forEach((pseudo, which) => {
        const before = own[index]?.[which] ?? [];
        const after = whole[index]?.[which] ?? [];
        const at = before.findIndex((value, property) => value !== after[property]);
        if (at === -1 && before.length === after.length) return;
        const name = `${element.localName}${element.id ? `#${element.id}` : ""}.${[...element.classList].join(".")}`;
        changes.push(`${name}${pseudo ?? ""}: ${before[at] ?? "-"} → ${after[at] ?? "-"}`);
      });
    });
    return changes.slice(0, 10);
  }, href);
}

let href = "";

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  href = await wholeStylesheet(await context.newPage());
  await context.close();
});

for (const path of pages) {
  test(`${path} draws the same with its own rules as with the whole stylesheet`, async ({
    browser,
    baseURL,
  }) => {
    expect(href).toMatch(/\/assets\/[^/]+\.css$/);
    // A page whose app never starts: nothing but the document's own styles is in place at first.
    // Reduced motion: the scrolling strip stands still, so two snapshots agree.
    const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
    await context.route("**/assets/**/*.js", (route) => route.abort());
    const page = await context.newPage();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const differences = await changesWithWholeStylesheet(page, href);
      expect.soft(differences, `${path} at ${width} px`).toEqual([]);
    }
    await context.close();
  });
}
