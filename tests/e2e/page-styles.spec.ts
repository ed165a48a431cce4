import type { Page } from "@playwright/test";
import { sitePages } from "~/site-pages";
import { pageWideParts } from "~/lib/stylesheet-rules";
import { expect, test } from "./fixtures";
import { classNamesOf, longNamesOf } from "./long-class-names";

// Each page carries only the rules its HTML can use (app/lib/page-styles.server.ts), with the
// classes they style written by short names (app/lib/short-class-names.server.ts); the whole
// stylesheet is loaded once the app has started (app/lib/site-styles.ts). Here, on every page
// and at a phone's and a desktop's width, every element's computed style (and its ::before and
// ::after) is compared with the same page once its classes have their long names back and the
// whole stylesheet is added: a rule the page needed and did not carry, or a name shortened in
// one place and not the other, shows as a difference.

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
 * Gives the page's classes their long names and adds the whole stylesheet, and lists the
 * elements whose computed style (or that of their ::before or ::after) that changed, with the
 * first few properties that changed; and any class that is neither a short name of the page's
 * rules nor a name the whole stylesheet knows (a short name its rule lost).
 */
async function changesWithWholeStylesheet(page: Page, href: string, wholeCss: string) {
  const ownCss = await page.locator("style[data-site-styles]").evaluate((own) => own.textContent);
  const longNames = longNamesOf(ownCss ?? "", wholeCss);
  const siteClasses = classNamesOf(wholeCss);
  return page.evaluate(
    async ({ url, names, known: siteNames }) => {
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
      // Nor do they ease into their new styles when their classes change names: no transitions.
      laidOut.textContent =
        "*{content-visibility:visible!important}*,::before,::after{transition:none!important}";
      document.head.append(laidOut);
      // A picture loaded between the snapshots would size its box from the file, not from its
      // width and height (the 800-pixel wave is 800×178, not 800×177.8): all loaded first.
      const pictures = [...document.images];
      for (const picture of pictures) picture.loading = "eager";
      await Promise.all(
        pictures.map((picture) =>
          picture.complete
            ? undefined
            : new Promise((resolve) => {
                picture.addEventListener("load", resolve);
                picture.addEventListener("error", resolve);
              }),
        ),
      );
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
      const unknown = new Set<string>();
      const knownNames = new Set(siteNames);
      for (const element of elements) {
        const classes = element.getAttribute("class");
        if (!classes) continue;
        const long = classes.split(/\s+/).map((name) => names[name] ?? name);
        for (const name of long) if (!knownNames.has(name)) unknown.add(name);
        element.setAttribute("class", long.join(" "));
      }
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
      return [
        ...[...unknown].map((name) => `.${name}: no rule of the page or the site names it`),
        ...changes.slice(0, 10),
      ];
    },
    { url: href, names: longNames, known: siteClasses },
  );
}

let href = "";
let wholeCss = "";

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  href = await wholeStylesheet(page);
  wholeCss = await (await page.request.get(href)).text();
  await context.close();
});

test("the stylesheet linked once the app starts restyles only the elements its rules name", () => {
  // Each of these made the browser restyle every element of the page when the stylesheet was
  // added (decision 033): every page carries them inline instead.
  expect(wholeCss).toContain(".sr-only");
  expect(pageWideParts(wholeCss)).toEqual([]);
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
      const differences = await changesWithWholeStylesheet(page, href, wholeCss);
      expect.soft(differences, `${path} at ${width} px`).toEqual([]);
    }
    await context.close();
  });
}

test("the app takes a page over only once the whole stylesheet applies", async ({ page }) => {
  // The page's HTML uses short class names; what the app draws, long ones that only the whole
  // stylesheet styles. So React must not take the page over (and so draw anything) before that
  // stylesheet is in, however late it comes (less than the 3 s the app waits for it at most).
  await page.route(/\/assets\/app-[^/]+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // From the first moment, every few milliseconds: has React taken the page's main element
  // over (its own key on the element), and is the whole stylesheet in?
  await page.addInitScript(() => {
    const seen = { takenOver: 0, styled: 0, takenOverUnstyled: false };
    Object.assign(window, { takeOver: seen });
    const check = () => {
      const main = document.querySelector("main");
      const takenOver = !!main && Object.keys(main).some((key) => key.startsWith("__react"));
      const styled = [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].some(
        (link) => /\/assets\/app-/.test(link.href) && link.sheet !== null,
      );
      if (takenOver && !seen.takenOver) seen.takenOver = performance.now();
      if (styled && !seen.styled) seen.styled = performance.now();
      if (takenOver && !styled) seen.takenOverUnstyled = true;
      if (!takenOver || !styled) setTimeout(check, 5);
    };
    check();
  });
  await page.goto("/yoga");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const seen = await page.evaluate(() => (window as unknown as { takeOver: unknown }).takeOver);
  expect(seen).toMatchObject({ takenOverUnstyled: false });
  expect(seen).not.toMatchObject({ takenOver: 0 });
});
