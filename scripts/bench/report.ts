import { execFileSync } from "node:child_process";
import os from "node:os";
import {
  type PageResult,
  pageMisses,
  type ReferenceResult,
  type Throughput,
  throughputMisses,
} from "./budgets.ts";
import type { Measured } from "./metrics.ts";
import { REFERENCE_NAME } from "./reference.ts";
import { type StaffCodeCheck, staffCodeMarkdown } from "./staff-code.ts";
import { aimList, pageTable, throughputTable } from "./tables.ts";
import { throughputPages, WRK_ARGS } from "./throughput.ts";

// BENCHMARKS.md (or, for some pages only, .bench/partial.md): how it was measured and where, the
// pages beside their floors and the reference, the throughput comparison and every missed budget.

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
  /** Rounds of Lighthouse runs (--runs). */
  runs: number;
  /** The pages named with --pages; absent for a full run. */
  subset?: string[];
  pages: PageResult[];
  reference: ReferenceResult;
  /** Measured on a full run only. */
  throughput?: Throughput;
  /** Whether any public page loaded the staff area's code. */
  staffCode: StaffCodeCheck;
};

/** Every missed budget, prefixed with where it was missed. */
export function allMisses(report: Report): string[] {
  return [
    ...report.pages.flatMap((result) =>
      pageMisses(result, report.reference.measured.metrics).map(
        (miss) => `\`${result.name}\`: ${miss}`,
      ),
    ),
    ...(report.throughput ? throughputMisses(report.throughput) : []).map(
      (miss) => `throughput: ${miss}`,
    ),
    ...report.staffCode.findings.map((finding) => `staff-area code: ${finding}`),
  ];
}

function auditsToFix(report: Report): string {
  const line = (name: string, measured: Measured) => {
    const audits = measured.representative?.failingAudits ?? [];
    if (audits.length === 0) return `- ${name}: none`;
    const ids = audits.map((audit) => `\`${audit.id}\` (${audit.category}, ${audit.score})`);
    return `- ${name}: ${ids.join(", ")}`;
  };
  return [
    ...report.pages.map((result) => line(`\`${result.name}\``, result.page)),
    line(`_${REFERENCE_NAME}_`, report.reference.measured),
  ].join("\n");
}

function introduction({ machine: m, runs, pages, subset }: Report): string {
  const scope = subset
    ? `A partial run (\`--pages ${subset.join(",")}\`): BENCHMARKS.md was left as it was, and the
throughput and data-layer figures are measured on a full run only.`
    : `It exits non-zero when a budget is missed.`;
  return `Measured by \`npm run bench\` (scripts/bench.ts) on ${m.date}. It builds the app, copies
build/ aside (so a rebuild during the run cannot change what is measured), builds the reference
page (scripts/bench/reference-app/) with the same installed packages, and starts the production
server (\`server/index.ts\`, one worker process per core, NODE_ENV=production, on 127.0.0.1 with a
throwaway database) twice: on the copy and on the reference's build. It checks the budgets in
QUALITY.md. ${scope}

- **Lighthouse ${m.lighthouse}**, default mobile preset (simulated slow 4G, 4× CPU slowdown),
  categories performance, accessibility, best practices and SEO, in one Chromium (Debian's
  headless shell, decision 032). The runs are interleaved: a page, its floor, the reference, the
  next page, its floor, the reference…, and
  the whole round ${runs === 1 ? "once" : `${runs} times`}, so that whatever else the machine does
  weighs on all three alike. Every figure is a median of its runs, metric by metric: ${runs} for
  each page and each floor, ${runs * pages.length} for the reference (one beside each page in each
  round). \`404\` is an unknown path (the not-found page, HTTP 404).
- **Reference**: the least a page of this stack can be: one React Router route with a heading and
  a paragraph, prerendered and hydrated, built with the project's React, React Router and Vite
  and served by our server through the site's own \`entry.server.tsx\`. The Lighthouse budgets
  are relative to its medians: TBT ≤ reference + 150 ms, performance ≥ reference − 5, LCP ≤
  reference + 0.5 s (the aim: TBT within 50 ms and LCP within 0.3 s of it); CLS ≤ 0.01 and
  accessibility, best practices and SEO 100 are absolute.
- **Floor**: the page exactly as the server sent it, with every script and modulepreload removed,
  served by the same server as the page is (a prerendered page's from memory, compressed ahead of
  time; a rendered page's through the compression middleware). It is what the page's HTML, CSS,
  font and pictures cost on their own; the page's figure minus the floor's is what its scripts
  add. Reported, held to no budget.
- **JS** is every same-origin script file the page loads during the representative Lighthouse run
  (network requests of type Script, modulepreloads included), each fetched uncompressed and gzipped
  with zlib level 6. **HTML** is the document alone as the server sends it, gzipped the same way.
  1 KB = 1024 bytes.
- **Staff-area code**: no public page may load a script that only the staff routes (\`/admin\`)
  load, per the build's route manifest, nor any script holding a string of the staff area's text
  (\`app/content/admin.ts\`, strings of 20 characters or more that no other content module has).
- **Throughput**: \`wrk ${WRK_ARGS.join(" ")}\` on ${throughputPages.map((page) => `\`${page.path}\` (${page.kind})`).join(" and ")},
  our server against nginx serving the bytes our server answered (uncompressed, as to wrk; no gzip,
  no access log, 127.0.0.1) with the headers our server sent (its security and caching headers;
  nginx makes its own Date, length, validators and request id), side by side: 2 s of warm-up each, then rounds of ours and nginx's in
  turn; each server's median round is reported, and the ratio is the median of the rounds'
  ratios. A data page is served from memory while its data is unchanged. In the same rounds,
  Node's HTTP server alone (scripts/bench/bare-node.ts: the same bytes and headers sent from
  memory, one worker per core with our workers' V8 settings, started just before) shows what
  Node itself reaches on the machine at that hour; it is held to no budget. \`npm run
  bench:throughput\` measures this part alone.

Machine:

- ${m.cpus} CPUs (\`nproc\`), ${m.cpuModel}, ${m.memoryGiB} GiB RAM, ${m.os}
- Node ${m.node}, ${m.chromium}, Lighthouse ${m.lighthouse}, ${m.nginx.replace(/^nginx version: /, "")},
  ${m.wrk}
- Load average when the run started: ${m.loadAtStart}. Other work on the machine slows the pages,
  their floors and the reference alike; the budgets compare them, not absolute timings.

Command: \`npm run bench\` (options: \`-- --no-build\` to measure the existing builds,
\`-- --runs N\` for N rounds, \`-- --pages /karate,/events,404\` for some pages only, written to
.bench/partial.md).`;
}

export function renderMarkdown(report: Report): string {
  const { machine: m, runs, pages, reference, throughput, subset } = report;
  const misses = allMisses(report);
  return `# Benchmarks${subset ? ` (partial: ${subset.join(", ")})` : ""}

${introduction(report)}

## Lighthouse (mobile), medians of ${runs} interleaved round${runs === 1 ? "" : "s"}

${pageTable(pages, reference, runs)}

## Pages outside the aim (informational)

${aimList(pages, reference)}

## Throughput

${throughput ? throughputTable(throughput, m.cpus) : "Not measured in a partial run."}

## Staff-area code on public pages

${staffCodeMarkdown(report.staffCode)}

## Missed budgets

${misses.length === 0 ? "None." : misses.map((miss) => `- ${miss}`).join("\n")}

## Audits below full score (representative runs)

Audit ids (category, score 0-1) worth a look, from each page's run with the median performance
score: failed audits and insights, and weighted performance metrics under 0.9. Full reports of
these runs, and of the floors' and the reference's: \`.bench/*.lighthouse.json\` (not committed;
open them in https://googlechrome.github.io/lighthouse/viewer/).

${auditsToFix(report)}
`;
}
