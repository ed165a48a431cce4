import { writeFileSync } from "node:fs";
import path from "node:path";
import { sitePages } from "~/site-pages";
import type { RouteResult } from "./budgets.ts";
import { createGzipSizer, gzippedTotal } from "./javascript.ts";
import { launchChrome, medianRun, type RunSummary } from "./lighthouse.ts";
import { assertRunning, type Cleanup, type Service } from "./processes.ts";
import { REFERENCE_NAME, REFERENCE_PATH } from "./reference.ts";

// Lighthouse on every public page (app/site-pages.ts), an unknown path, which must render the
// not-found page with HTTP 404, and last the machine's floor (reference.ts).

const NOT_FOUND_PATH = "/this-page-does-not-exist";

export async function measureRoutes(
  server: Service,
  origin: string,
  chromiumPath: string,
  runs: number,
  benchDir: string,
  cleanup: Cleanup,
): Promise<{ routes: RouteResult[]; lighthouseVersion: string }> {
  const routes = [
    ...sitePages.map((page) => ({ name: page.path, path: page.path, kind: "page" as const })),
    { name: "404", path: NOT_FOUND_PATH, kind: "not-found" as const },
    { name: REFERENCE_NAME, path: REFERENCE_PATH, kind: "reference" as const },
  ];
  const chrome = await launchChrome(chromiumPath);
  cleanup.add("stop Chrome", () => chrome.kill());
  const gzipSize = createGzipSizer();
  const results: RouteResult[] = [];
  let lighthouseVersion = "unknown";
  for (const route of routes) {
    const url = `${origin}${route.path}`;
    const run = await medianRun(url, chrome.port, runs, (label, each) => {
      console.info(`  ${route.name} ${label}: ${oneLine(each)}`);
      // A dead server makes every later run fail for a reason that is not the page's: stop here.
      assertRunning(server);
    });
    lighthouseVersion = run.lhr.lighthouseVersion;
    // The full report of the median run, for digging into an audit (.bench/ is not committed).
    const slug = route.name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
    writeFileSync(path.join(benchDir, `${slug}.lighthouse.json`), JSON.stringify(run.lhr));
    results.push({
      name: route.name,
      scores: run.scores,
      lcpMs: run.lcpMs,
      tbtMs: run.tbtMs,
      cls: run.cls,
      jsGzipBytes: await gzippedTotal(run.scriptUrls, gzipSize),
      kind: route.kind,
      bestPracticesOnlyOwnStatus: run.bestPracticesOnlyOwnStatus,
      runtimeError: run.runtimeError,
      failingAudits: run.failingAudits,
    });
  }
  // Closed before the throughput test, so Chrome takes no CPU from it.
  chrome.kill();
  return { routes: results, lighthouseVersion };
}

function oneLine({ scores, lcpMs, tbtMs, runtimeError }: RunSummary): string {
  const figures =
    `perf ${scores.performance}, a11y ${scores.accessibility}, bp ${scores["best-practices"]}, ` +
    `seo ${scores.seo}, LCP ${(lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(tbtMs)} ms`;
  return runtimeError ? `${figures} (${runtimeError})` : figures;
}
