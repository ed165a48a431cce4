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
 * (or that of their ::before or ::after) it changed, with the first few properties that changed.
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
          // its value shows in the properties that use it. An element's margins are read from
          // where its box is: Chromium at times reports an auto margin as 0px after a style
          // change although the box sits where the margin puts it.
          const box = pseudo ? null : element.getBoundingClientRect();
          return [
            ...(box ? [`box:${box.x},${box.y},${box.width},${box.height}`] : []),
            ...Array.from(style)
              .filter((property) => !property.startsWith("--"))
              .filter((property) => pseudo || !property.startsWith("margin"))
              .map((property) => `${property}:${style.getPropertyValue(property)}`),
          ];
        }),
      );
    // Sections below the fold skip their layout until shown (content-visibility), each at its
    // own pace: laid out now, so that both snapshots measure the same boxes.
    const laidOut = document.createElement("style");
    laidOut.textContent = "*{content-visibility:visible!important}";
    document.head.append(laidOut);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // A box the browser has not laid out again since a style change reads as unset (an auto
    // margin as 0px) until a frame lays it out: a snapshot counts once the next frame's agrees.
    const settled = async () => {
      let last = "";
      for (let frames = 0; frames < 20; frames += 1) {
        await frame();
        const now = snapshot();
        const text = JSON.stringify(now);
        if (text === last) return now;
        last = text;
      }
      throw new Error("the page's computed styles did not settle in 20 frames");
    };
    const own = await settled();
    await new Promise<void>((resolve, reject) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = url;
      link.addEventListener("load", () => resolve());
      link.addEventListener("error", () => reject(new Error(`${url} did not load`)));
      document.head.append(link);
    });
    const whole = await settled();
    const changes: string[] = [];
    elements.forEach((element, index) => {
      pseudos.forEach((pseudo, which) => {
        const before = own[index]?.[which] ?? [];
        const after = whole[index]?.[which] ?? [];
        const changed = before.flatMap((value, property) =>
          value === after[property] ? [] : [`${value} → ${after[property] ?? "-"}`],
        );
        if (changed.length === 0 && before.length === after.length) return;
        const name = `${element.localName}${element.id ? `#${element.id}` : ""}.${[...element.classList].join(".")}`;
        changes.push(`${name}${pseudo ?? ""}: ${changed.slice(0, 4).join(", ") || "properties"}`);
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
