import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { chromiumFlags } from "../../tests/support/chromium.ts";
import { CATEGORIES, type RunSummary } from "./metrics.ts";

// Lighthouse 13 with its default config: the mobile preset (Moto G Power screen, simulated slow
// 4G and 4x CPU slowdown). One Chrome serves every run; Lighthouse resets storage between runs.
// Each run is summarized for the report (metrics.ts); its full result goes to a file.

// Debian's chromium-headless-shell (setup.ts): the same Blink and V8 as Debian's chromium, without
// the browser's own windows. The full browser in its new headless mode keeps an omnibox popup
// renderer and its window code busy at each navigation, and on two cores that held up the page's
// first task threefold in one run in five or six, on every page alike (decision 032). It takes the
// browser tests' flags.

export function launchChrome(chromePath: string): Promise<chromeLauncher.LaunchedChrome> {
  // handleSIGINT off: the benchmark's own handler stops Chrome together with the servers.
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: chromiumFlags,
    handleSIGINT: false,
    logLevel: "error",
  });
}

export async function runLighthouse(
  url: string,
  chromePort: number,
): Promise<{ run: RunSummary; lhr: Result }> {
  const flags: Flags = {
    port: chromePort,
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    // The not-found page answers 404 on purpose; without this Lighthouse refuses to audit it.
    ignoreStatusCode: true,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return { run: summarize(result.lhr), lhr: result.lhr };
}

function summarize(lhr: Result): RunSummary {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const scores = { performance: 0, accessibility: 0, "best-practices": 0, seo: 0 };
  for (const category of CATEGORIES) {
    scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
  }
  return {
    scores,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    scriptUrls: sameOriginScripts(lhr, origin),
    failingAudits: failingAudits(lhr),
    bestPracticesOnlyOwnStatus: bestPracticesOnlyOwnStatus(lhr),
    runtimeError: lhr.runtimeError
      ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
      : undefined,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

/** Script requests from the network-requests table; modulepreloads are listed as Script too. */
function sameOriginScripts(lhr: Result, origin: string): string[] {
  const details = lhr.audits["network-requests"]?.details;
  if (!details || details.type !== "table") return [];
  const urls = new Set<string>();
  for (const { url, resourceType, statusCode } of details.items) {
    if (typeof url !== "string" || resourceType !== "Script") continue;
    if (typeof statusCode === "number" && (statusCode < 200 || statusCode >= 400)) continue;
    if (URL.canParse(url) && new URL(url).origin === origin) urls.add(url);
  }
  return [...urls];
}

function bestPracticesOnlyOwnStatus(lhr: Result): boolean {
  const failing = (lhr.categories["best-practices"]?.auditRefs ?? []).filter((ref) => {
    const score = lhr.audits[ref.id]?.score;
    return typeof score === "number" && score < 1;
  });
  const consoleErrors = lhr.audits["errors-in-console"]?.details;
  if (failing.length !== 1 || failing[0]?.id !== "errors-in-console") return false;
  if (!consoleErrors || consoleErrors.type !== "table" || consoleErrors.items.length === 0)
    return false;
  return consoleErrors.items.every((item) => {
    const location = item.sourceLocation;
    const url = typeof location === "object" && "url" in location ? location.url : undefined;
    return item.source === "network" && url === lhr.finalDisplayedUrl;
  });
}

/** Scored audits of the four categories that did not reach 1 (metrics below "good" for perf). */
function failingAudits(lhr: Result): RunSummary["failingAudits"] {
  const failing: RunSummary["failingAudits"] = [];
  const seen = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || seen.has(audit.id)) continue;
      if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
      if (category === "performance") {
        // Weighted metrics score on a curve, "good" from 0.9; unweighted numeric ones (TTI, max
        // potential FID) no longer count in Lighthouse 13. Insights fail below 1.
        if (ref.weight > 0 ? audit.score >= 0.9 : audit.scoreDisplayMode === "numeric") continue;
      }
      if (audit.score >= 1) continue;
      seen.add(audit.id);
      failing.push({ category, id: audit.id, title: audit.title, score: audit.score });
    }
  }
  return failing;
}

/** Lighthouse asks to be run again after a broken trace (NO_NAVSTART, NO_FCP on a busy machine). */
const ATTEMPTS_PER_RUN = 3;

/**
 * One measured run of a URL. A run Lighthouse could not measure is tried again; if every attempt
 * fails, the failed run is returned, so the report says why instead of showing a made-up figure.
 */
export async function measureOnce(
  url: string,
  chromePort: number,
  onAttempt: (attempt: number, run: RunSummary) => void,
): Promise<{ run: RunSummary; lhr: Result }> {
  let last: { run: RunSummary; lhr: Result } | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt += 1) {
    last = await runLighthouse(url, chromePort);
    onAttempt(attempt, last.run);
    if (!last.run.runtimeError) break;
  }
  if (!last) throw new Error("no Lighthouse runs");
  return last;
}
