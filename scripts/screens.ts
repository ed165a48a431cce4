// Screenshots of every public page (and the not-found page) at 320, 375 and 1280 px, from the
// production build on a throwaway database, to compare a change that should not be seen against
// the pages before it, pixel for pixel.
// Usage: npm run screens -- --out DIR [--compare DIR] [--no-build] [--build DIR] [--clock TIME]
//   --out DIR      where the PNGs go, one per page and width (DIR/karate-events-375.png)
//   --compare DIR  afterwards, compare each PNG with the one of the same name in DIR
//   --no-build     use build/ as it is
//   --build DIR    use a build kept elsewhere (a copy of build/ from before a change)
//   --clock TIME   the instant the site takes as now (such as 2025-07-15T16:00:00Z), so pages
//                  that show dated data look the same on any day; needs a test build
//                  (STUDIO_TEST_BUILD=1), which the script makes when it builds
// Exit code: 0 done (and, with --compare, every picture the same), 1 a picture differs or is
// missing, 2 the script itself could not run.

import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { sitePages } from "../app/site-pages.ts";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";
import { freePort, runCommand, cleanupOnSignals } from "./bench/processes.ts";
import { snapshotBuild, startAppServer } from "./bench/setup.ts";

const root = path.resolve(import.meta.dirname, "..");
const widths = [320, 375, 1280];
const paths = [...sitePages.map(({ path: pagePath }) => pagePath), "/no-such-page"];

const fileOf = (pagePath: string, width: number) =>
  `${pagePath.replace(/^\//, "").replaceAll("/", "-") || "home"}-${width}.png`;

/**
 * Puts the whole page on screen as a visitor scrolling through it would see it, the same on every
 * run: every section drawn (the browser skips those far from the screen, styles.css
 * `content-visibility`, and a full-page picture does not bring them near), every lazy picture
 * loaded, every font in use loaded, and the server's port, which changes from run to run, left
 * out of the calendar address the class calendar shows.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const section of document.querySelectorAll("main > * + *")) {
      section.setAttribute("data-drawn", "");
    }
    for (const image of document.querySelectorAll("img")) image.loading = "eager";
    for (const input of document.querySelectorAll("input")) {
      input.value = input.value.replaceAll(window.location.origin, "http://localhost");
    }
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.waitForLoadState("networkidle");
}

async function shoot(origin: string, out: string): Promise<void> {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    for (const width of widths) {
      // Reduced motion puts every scroll reveal where it ends; animations are stopped at their end.
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      for (const pagePath of paths) {
        // The heading font is `font-display: optional`: used only if it is there by the first
        // paint. A first visit puts it (and the page's pictures) in the cache; the second is
        // drawn with it every time.
        await page.goto(`${origin}${pagePath}`, { waitUntil: "networkidle" });
        await settle(page);
        await page.reload({ waitUntil: "networkidle" });
        await settle(page);
        // The whole page in the window at once, so what watches the window (the guide bar of
        // /karate-moms) has answered before the picture, not while it is taken.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width, height });
        await settle(page);
        await page.screenshot({
          path: path.join(out, fileOf(pagePath, width)),
          fullPage: true,
          animations: "disabled",
          caret: "hide",
        });
        await page.setViewportSize({ width, height: 800 });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** The names of the pictures that differ (or are missing) between two folders. */
async function compare(out: string, before: string): Promise<string[]> {
  const differ: string[] = [];
  const raw = (file: string) =>
    sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const names = new Set([...readdirSync(out), ...readdirSync(before)]);
  for (const name of [...names].filter((file) => file.endsWith(".png")).sort()) {
    try {
      const [a, b] = await Promise.all([raw(path.join(out, name)), raw(path.join(before, name))]);
      if (a.info.width !== b.info.width || a.info.height !== b.info.height) {
        differ.push(
          `${name}: ${b.info.width}×${b.info.height} before, ${a.info.width}×${a.info.height} now`,
        );
        continue;
      }
      let pixels = 0;
      for (let i = 0; i < a.data.length; i += 4) {
        if (a.data.readUInt32LE(i) !== b.data.readUInt32LE(i)) pixels += 1;
      }
      if (pixels > 0) differ.push(`${name}: ${pixels} pixels differ`);
    } catch {
      differ.push(`${name}: in one folder only`);
    }
  }
  return differ;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      compare: { type: "string" },
      "no-build": { type: "boolean", default: false },
      build: { type: "string" },
      clock: { type: "string" },
    },
  });
  if (!values.out) throw new Error("--out DIR is required");
  const clock = values.clock === undefined ? undefined : new Date(values.clock);
  if (clock && Number.isNaN(clock.getTime())) throw new Error("--clock needs an instant");
  const out = path.resolve(values.out);
  const cleanup = cleanupOnSignals();
  try {
    const benchDir = path.join(root, ".bench");
    mkdirSync(benchDir, { recursive: true });
    let build: string;
    if (values.build) {
      // Inside the project, so the server's modules are found.
      build = path.join(benchDir, `build-${process.pid}`);
      cleanup.add("remove the copy of the build", () =>
        rmSync(build, { recursive: true, force: true }),
      );
      cpSync(path.resolve(values.build), build, { recursive: true });
    } else if (clock) {
      // A test build of its own (react-router.config.ts), apart from the suite's build-test/.
      build = path.join(benchDir, `test-build-${process.pid}`);
      cleanup.add("remove the test build", () => rmSync(build, { recursive: true, force: true }));
      await runCommand("npx", ["react-router", "build"], root, {
        STUDIO_TEST_BUILD: "1",
        E2E_BUILD_DIR: build,
      });
    } else {
      if (!values["no-build"]) await runCommand("npx", ["react-router", "build"], root);
      build = snapshotBuild(root, benchDir, cleanup);
    }
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "studio-screens-"));
    cleanup.add("remove the throwaway data", () =>
      rmSync(dataDir, { recursive: true, force: true }),
    );
    // A test build reads the time from this file (app/infra/clock.server.ts); any other build
    // ignores it, and then the pictures show today's pages.
    if (clock) writeFileSync(path.join(dataDir, "test-clock"), clock.toISOString());
    const port = await freePort();
    await startAppServer(root, build, port, dataDir, cleanup);
    await shoot(`http://127.0.0.1:${port}`, out);
    console.info(`${paths.length * widths.length} screenshots in ${out}`);
  } finally {
    await cleanup.run();
  }
  if (!values.compare) return 0;
  const differ = await compare(out, path.resolve(values.compare));
  for (const line of differ) console.info(line);
  console.info(differ.length === 0 ? "every picture is the same" : `${differ.length} differ`);
  return differ.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
