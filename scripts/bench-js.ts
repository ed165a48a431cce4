// The JavaScript each page loads, as the benchmark's JS column counts it (scripts/bench/sizes.ts:
// every same-origin script the page requests while it loads, modulepreloads included, fetched
// uncompressed and gzipped at level 6), without Lighthouse: a quick check that a change did not
// make any page heavier. One checkout's build is measured per run and written as JSON; with
// --compare the figures are set beside an earlier run's, page by page.
//
// Usage: npm run bench:js -- [--root DIR] [--out FILE] [--compare FILE]
//   --root     a checkout whose build/ is measured, served by its own server/index.ts
//              (default: this project; build first with `npx react-router build`)
//   --out      where the figures go (default .bench/js.json)
//   --compare  an earlier run's JSON: prints both and the difference; exits 1 if any page grew
//
// Needs Debian's chromium (or CHROMIUM_PATH).

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";
import { freePort, cleanupOnSignals } from "./bench/processes.ts";
import { startAppServer } from "./bench/setup.ts";
import { createGzipSizer, gzippedTotal } from "./bench/sizes.ts";
import { allTargets } from "./bench/targets.ts";

type Figures = {
  root: string;
  measuredAt: string;
  /** Each page's scripts, gzipped bytes in all. */
  pages: Record<string, number>;
  /** Each page's scripts by path, with their gzipped bytes: what to read when a page grew. */
  scripts: Record<string, Record<string, number>>;
};

const projectRoot = path.resolve(import.meta.dirname, "..");

async function measure(root: string): Promise<Figures> {
  const cleanup = cleanupOnSignals();
  try {
    const tmp = mkdtempSync(path.join(os.tmpdir(), "studio-bench-js-"));
    cleanup.add("remove the temporary directory", () =>
      rmSync(tmp, { recursive: true, force: true }),
    );
    const port = await freePort();
    await startAppServer(root, path.join(root, "build"), port, tmp, cleanup);
    const origin = `http://127.0.0.1:${port}`;
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
    cleanup.add("close the browser", () => browser.close());
    const gzipSize = createGzipSizer();
    const pages: Record<string, number> = {};
    const scriptsOfPages: Record<string, Record<string, number>> = {};
    for (const target of allTargets()) {
      // A context of its own per page, so nothing comes from the browser's cache (a script
      // served from memory is not a request the page makes), and Lighthouse's mobile screen, so
      // whatever a page loads only at some widths loads here too.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === "script" && url.origin === origin) scripts.add(url.href);
      });
      await page.goto(origin + target.path, { waitUntil: "networkidle" });
      const urls = [...scripts].sort();
      pages[target.name] = await gzippedTotal(urls, gzipSize);
      scriptsOfPages[target.name] = Object.fromEntries(
        await Promise.all(urls.map(async (url) => [new URL(url).pathname, await gzipSize(url)])),
      );
      await context.close();
    }
    return { root, measuredAt: new Date().toISOString(), pages, scripts: scriptsOfPages };
  } finally {
    await cleanup.run();
  }
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

function comparison(before: Figures, after: Figures): { table: string; grown: string[] } {
  const lines = [
    `| Page | Before (KB gz) | After (KB gz) | Change (bytes) |`,
    `| --- | ---: | ---: | ---: |`,
  ];
  const grown: string[] = [];
  for (const [name, bytes] of Object.entries(after.pages)) {
    const earlier = before.pages[name];
    const change = earlier === undefined ? Number.NaN : bytes - earlier;
    if (change > 0) grown.push(name);
    const earlierKb = earlier === undefined ? "–" : kb(earlier);
    const sign = change > 0 ? "+" : "";
    lines.push(`| \`${name}\` | ${earlierKb} | ${kb(bytes)} | ${sign}${change} |`);
  }
  return { table: lines.join("\n"), grown };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      root: { type: "string", default: projectRoot },
      out: { type: "string", default: path.join(projectRoot, ".bench", "js.json") },
      compare: { type: "string" },
    },
  });
  const figures = await measure(path.resolve(values.root));
  mkdirSync(path.dirname(values.out), { recursive: true });
  writeFileSync(values.out, `${JSON.stringify(figures, null, 2)}\n`);
  console.info(`Written to ${values.out}`);
  if (!values.compare) {
    for (const [name, bytes] of Object.entries(figures.pages)) {
      console.info(`${name.padEnd(32)} ${kb(bytes).padStart(7)} KB`);
    }
    return 0;
  }
  const before = JSON.parse(readFileSync(values.compare, "utf8")) as Figures;
  const { table, grown } = comparison(before, figures);
  console.info(`Before: ${before.root} (${before.measuredAt})\nAfter: ${figures.root}\n`);
  console.info(table);
  if (grown.length === 0) return 0;
  console.error(`\nHeavier than before: ${grown.join(", ")}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
