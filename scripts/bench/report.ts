import { execFileSync } from "node:child_process";
import os from "node:os";
import {
  BUDGETS,
  kb,
  type RouteResult,
  routeMisses,
  type Throughput,
  throughputMisses,
} from "./budgets.ts";
import { REFERENCE_NAME } from "./reference.ts";
import { WRK_ARGS } from "./throughput.ts";

// BENCHMARKS.md: what was measured and where, one row per route, the throughput comparison and
// every missed budget. The same tables go to stdout.

export type Machine = {
  cpus: string;
  cpuModel: string;
  memoryGiB: string;
  /** 1-minute load average when the benchmark started: other work on the machine skews results. */
  loadAtStart: string;
  os: string;
  node: string;
  chromium: string;
  lighthouse: string;
  nginx: string;
  wrk: string;
  date: string;
};

export function describeMachine(
  known: Pick<Machine, "chromium" | "lighthouse" | "nginx" | "wrk" | "loadAtStart">,
): Machine {
  return {
    cpus: execFileSync("nproc", { encoding: "utf8" }).trim(),
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown CPU",
    memoryGiB: (os.totalmem() / 1024 ** 3).toFixed(1),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    date: new Date().toISOString().replace("T", " ").slice(0, 16) + " UTC",
    ...known,
  };
}

export type Report = {
  machine: Machine;
  runs: number;
  routes: RouteResult[];
  throughput: Throughput;
};

/** Every missed budget, prefixed with where it was missed. */
export function allMisses(report: Report): string[] {
  return [
    ...report.routes.flatMap((route) =>
      routeMisses(route).map((miss) => `\`${route.name}\`: ${miss}`),
    ),
    ...throughputMisses(report.throughput).map((miss) => `throughput: ${miss}`),
  ];
}

export function routeTable(routes: RouteResult[]): string {
  const rows = routes.map((route) => {
    const seo = route.kind === "not-found" ? `${route.scores.seo}¹` : `${route.scores.seo}`;
    const exempt = route.kind === "not-found" && route.bestPracticesOnlyOwnStatus;
    const bestPractices = exempt
      ? `${route.scores["best-practices"]}²`
      : `${route.scores["best-practices"]}`;
    const cells = [
      `\`${route.name}\``,
      route.scores.performance,
      route.scores.accessibility,
      bestPractices,
      seo,
      (route.lcpMs / 1000).toFixed(2),
      Math.round(route.tbtMs),
      route.cls.toFixed(3),
      kb(route.jsGzipBytes),
      routeVerdict(route),
    ];
    return `| ${cells.join(" | ")} |`;
  });
  const b = BUDGETS;
  return [
    "| Route | Perf | A11y | Best practices | SEO | LCP (s) | TBT (ms) | CLS | JS (KB gz, 1 KB = 1024 B) | Budgets |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...rows,
    `| _budget_ | ≥ ${b.minScore.performance} | ${b.minScore.accessibility} | ${b.minScore["best-practices"]} | ${b.minScore.seo} | ≤ ${b.maxLcpMs / 1000} | ≤ ${b.maxTbtMs} | ≤ ${b.maxCls} | ≤ ${b.maxJsGzipBytes / 1024} | |`,
    "",
    "¹ The not-found page is `noindex` and answers 404, so Lighthouse's SEO audits `is-crawlable` and",
    "`http-status-code` fail there by design: its SEO score is reported but not held to the budget.",
    ...(routes.some((route) => route.kind === "not-found" && route.bestPracticesOnlyOwnStatus)
      ? [
          "² Its only Best Practices failure is `errors-in-console` for the console error Chrome logs",
          "about the page's own 404 status, which a real not-found page cannot avoid: not held to the budget.",
        ]
      : []),
    ...(routes.some((route) => route.kind === "reference")
      ? [
          `³ \`${REFERENCE_NAME}\` is the prerendered home page with every script removed, served by the same`,
          "server from the same build: the least main-thread work any page can have on this machine.",
          "It is not a page of the site and is held to no budget; see the Machine section.",
        ]
      : []),
  ].join("\n");
}

function routeVerdict(route: RouteResult): string {
  if (route.kind === "reference") return "reference³";
  return routeMisses(route).length === 0 ? "pass" : "**fail**";
}

/**
 * What the reference page itself misses when held to a page's budgets: timings no page of the site
 * could meet on this machine, whatever its code.
 */
export function machineFloorMisses(routes: RouteResult[]): string[] {
  const reference = routes.find((route) => route.kind === "reference");
  return reference ? routeMisses({ ...reference, kind: "page" }) : [];
}

function machineFloor(routes: RouteResult[]): string {
  const misses = machineFloorMisses(routes);
  if (misses.length === 0) {
    return "The home page without JavaScript meets every budget here, so a miss in the table is the page's own.";
  }
  return [
    `**The home page without JavaScript misses budgets on this machine** (${misses.join("; ")}).`,
    "No page can meet those here, whatever its code: the machine is slower than the one",
    "Lighthouse's 4× CPU slowdown assumes, or was busy. Compare each page with this row rather",
    "than with the budget, and measure again on a quiet, faster machine.",
  ].join("\n");
}

export function throughputTable({ ours, nginx, ratio }: Throughput, cpus: string): string {
  const row = (name: string, result: Throughput["ours"]) =>
    `| ${name} | ${Math.round(result.requestsPerSecond)} | ${result.p50Ms.toFixed(2)} | ${result.p99Ms.toFixed(2)} | ${result.errors} |`;
  const verdict = ratio >= BUDGETS.minThroughputRatio ? "pass" : "**fail**";
  return [
    "| Server | Requests/s | p50 latency (ms) | p99 latency (ms) | Errors |",
    "| --- | ---: | ---: | ---: | ---: |",
    row(`Our server (WEB_CONCURRENCY = ${cpus} worker processes)`, ours),
    row(`nginx (worker_processes auto = ${cpus})`, nginx),
    "",
    `Ratio ours / nginx: **${ratio.toFixed(2)}** (budget ≥ ${BUDGETS.minThroughputRatio}): ${verdict}.`,
  ].join("\n");
}

function auditsToFix(routes: RouteResult[]): string {
  const lines = routes.map((route) => {
    if (route.failingAudits.length === 0) return `- \`${route.name}\`: none`;
    const ids = route.failingAudits.map(
      (audit) => `\`${audit.id}\` (${audit.category}, ${audit.score})`,
    );
    return `- \`${route.name}\`: ${ids.join(", ")}`;
  });
  return lines.join("\n");
}

export function renderMarkdown(report: Report): string {
  const { machine: m, runs, routes, throughput } = report;
  const misses = allMisses(report);
  return `# Benchmarks

Measured by \`npm run bench\` (scripts/bench.ts) on ${m.date}. It builds the app, copies
build/ aside (so a rebuild during the run cannot change what is measured), starts the production
server on it (\`server/index.ts\`, one worker process per core, NODE_ENV=production) on 127.0.0.1 with a
throwaway database, and checks the budgets in QUALITY.md. It exits non-zero when one is missed.

- **Lighthouse ${m.lighthouse}**, default mobile preset (simulated slow 4G, 4× CPU slowdown),
  categories performance, accessibility, best practices and SEO. Each route is run ${runs} times in one
  Chrome; the table shows the run with the median performance score. \`404\` is an unknown path
  (the not-found page, HTTP 404). The last row is the home page with its scripts removed (³).
- **JS** is every same-origin script file the page loads during the Lighthouse run (network
  requests of type Script, modulepreloads included), each fetched uncompressed and gzipped with
  zlib level 6. 1 KB = 1024 bytes.
- **Throughput**: \`wrk ${WRK_ARGS.join(" ")}\` on \`/\` (a prerendered page), our server first, then
  nginx serving the same file (that copy's client/index.html; no gzip, no access log, 127.0.0.1).

Machine:

- ${m.cpus} CPUs (\`nproc\`), ${m.cpuModel}, ${m.memoryGiB} GiB RAM, ${m.os}
- Node ${m.node}, ${m.chromium}, Lighthouse ${m.lighthouse}, ${m.nginx.replace(/^nginx version: /, "")},
  ${m.wrk}
- Load average when the run started: ${m.loadAtStart}. Anything else running on the machine
  makes every figure here worse.

${machineFloor(routes)}

Command: \`npm run bench\` (options: \`-- --no-build\` to measure the existing build,
\`-- --runs N\` for N Lighthouse runs per route).

## Lighthouse (mobile)

${routeTable(routes)}

## Throughput on \`/\`

${throughputTable(throughput, m.cpus)}

## Missed budgets

${misses.length === 0 ? "None." : misses.map((miss) => `- ${miss}`).join("\n")}

## Audits below full score (median runs)

Audit ids (category, score 0-1) worth a look: failed audits and insights, and weighted
performance metrics under 0.9. Full reports of these runs: \`.bench/*.lighthouse.json\` (not
committed; open them in https://googlechrome.github.io/lighthouse/viewer/).

${auditsToFix(routes)}
`;
}
