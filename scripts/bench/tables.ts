import {
  AIM,
  aimMisses,
  BUDGETS,
  kb,
  limitsFrom,
  ms,
  type PageResult,
  pageMisses,
  type ReferenceResult,
  score,
  seconds,
  shift,
  type Throughput,
} from "./budgets.ts";
import type { Measured } from "./metrics.ts";
import type { WrkResult } from "./throughput.ts";
import { REFERENCE_NAME } from "./reference.ts";

// The tables of BENCHMARKS.md (and of the console): each page beside its floor and the
// reference, with the limits the reference sets; the throughput comparison.

const COLUMNS = [
  "Page",
  "Perf",
  "TBT (ms)",
  "LCP (s)",
  "CLS",
  "A11y",
  "Best practices",
  "SEO",
  "Floor TBT (ms)",
  "Floor LCP (s)",
  "JS (KB gz)",
  "HTML (KB gz)",
  "Verdict",
];

/** A table row; cells left out at the end are empty. */
function pageRow(cells: (string | number)[]): string {
  const padded = [...cells, ...Array.from({ length: COLUMNS.length - cells.length }, () => "")];
  return `| ${padded.join(" | ")} |`;
}

function lighthouseCells(measured: Measured, seoMark = "", bestPracticesMark = ""): string[] {
  const { scores, tbtMs, lcpMs, cls } = measured.metrics;
  return [
    score(scores.performance),
    ms(tbtMs),
    seconds(lcpMs),
    shift(cls),
    score(scores.accessibility),
    `${score(scores["best-practices"])}${bestPracticesMark}`,
    `${score(scores.seo)}${seoMark}`,
  ];
}

export function verdict(result: PageResult, reference: ReferenceResult, runs: number): string {
  const missing = result.page.runs < runs ? ` (${result.page.runs} of ${runs} runs)` : "";
  if (pageMisses(result, reference.measured.metrics).length > 0) return `**fail**${missing}`;
  const aim = aimMisses(result, reference.measured.metrics).length === 0 ? ", aim met" : "";
  return `pass${aim}${missing}`;
}

export function pageTable(pages: PageResult[], reference: ReferenceResult, runs: number): string {
  const notFoundExempt = pages.some(
    (result) => result.kind === "not-found" && result.page.bestPracticesOnlyOwnStatus,
  );
  const rows = pages.map((result) => {
    const notFound = result.kind === "not-found";
    return pageRow([
      `\`${result.name}\``,
      ...lighthouseCells(
        result.page,
        notFound ? "¹" : "",
        notFound && result.page.bestPracticesOnlyOwnStatus ? "²" : "",
      ),
      ms(result.floor.metrics.tbtMs),
      seconds(result.floor.metrics.lcpMs),
      kb(result.jsGzipBytes),
      kb(result.htmlGzipBytes),
      verdict(result, reference, runs),
    ]);
  });
  const referenceRow = pageRow([
    `_${REFERENCE_NAME}_`,
    ...lighthouseCells(reference.measured),
    "",
    "",
    kb(reference.jsGzipBytes),
    kb(reference.htmlGzipBytes),
    `${reference.measured.runs} runs`,
  ]);
  const limits = limitsFrom(reference.measured.metrics);
  const min = BUDGETS.minScore;
  const budgetRow = pageRow([
    "_budget_",
    `≥ ${score(limits.minPerformance)}`,
    `≤ ${ms(limits.maxTbtMs)}`,
    `≤ ${seconds(limits.maxLcpMs)}`,
    `≤ ${BUDGETS.maxCls}`,
    min.accessibility,
    min["best-practices"],
    min.seo,
    "",
    "",
    `≤ ${BUDGETS.maxJsGzipBytes / 1024}`,
  ]);
  const aimRow = pageRow([
    "_aim_",
    "",
    `≤ ${ms(limits.aimTbtMs)}`,
    `≤ ${seconds(limits.aimLcpMs)}`,
    "",
    "",
    "",
    "",
    "",
    "",
    "",
    `≤ ${AIM.maxHtmlGzipBytes / 1024}`,
  ]);
  return [
    `| ${COLUMNS.join(" | ")} |`,
    `| --- |${" ---: |".repeat(COLUMNS.length - 2)} --- |`,
    ...rows,
    referenceRow,
    budgetRow,
    aimRow,
    ...(pages.some((result) => result.kind === "not-found")
      ? [
          "",
          "¹ The not-found page is `noindex` and answers 404, so Lighthouse's SEO audits `is-crawlable` and",
          "`http-status-code` fail there by design: its SEO score is reported but not held to the budget.",
        ]
      : []),
    ...(notFoundExempt
      ? [
          "² Its only Best Practices failure is `errors-in-console` for the console error Chrome logs",
          "about the page's own 404 status, which a real not-found page cannot avoid: not held to the budget.",
        ]
      : []),
  ].join("\n");
}

/** The pages outside the aim, with the figures that are: informational, never a failure. */
export function aimList(pages: PageResult[], reference: ReferenceResult): string {
  const lines = pages.flatMap((result) => {
    const misses = aimMisses(result, reference.measured.metrics);
    return misses.length === 0 ? [] : [`- \`${result.name}\`: ${misses.join("; ")}`];
  });
  return lines.length === 0 ? "Every page is within the aim." : lines.join("\n");
}

/** A ratio cut to three places: 0.7996 prints 0.799, never the 0.8 it falls short of. */
function ratioText(ratio: number): string {
  return (Math.floor(ratio * 1000) / 1000).toFixed(3);
}

export function throughputTable({ rounds, pages, state }: Throughput, cpus: string): string {
  const rows = pages.flatMap((page) => {
    const min = BUDGETS.minThroughputRatio[page.kind];
    const aim = page.kind === "prerendered" ? AIM.prerenderedThroughputRatio : undefined;
    const verdictText =
      page.ratio < min
        ? "**fail**"
        : aim !== undefined && page.ratio >= aim
          ? "pass, aim met"
          : "pass";
    const limits = `≥ ${min}${aim === undefined ? "" : ` (aim ≥ ${aim})`}`;
    const serverRow = (name: string, result: WrkResult, ratio: string) =>
      `| ${name} | ${Math.round(result.requestsPerSecond)} | ${result.p50Ms.toFixed(2)} | ${result.p99Ms.toFixed(2)} | ${result.errors} | ${ratio} |`;
    const label = `\`${page.path}\` (${page.kind}, ${kb(page.bytes)} KB)`;
    return [
      serverRow(
        `${label}: our server, head ${page.head.ours} B`,
        page.ours,
        `**${ratioText(page.ratio)}** ${limits}: ${verdictText}`,
      ),
      serverRow(`${label}: nginx, head ${page.head.nginx} B`, page.nginx, ""),
      ...(page.bareNode
        ? [
            serverRow(
              `${label}: Node's HTTP server alone, just started, head ${page.bareNode.head} B`,
              page.bareNode.result,
              `${ratioText(page.bareNode.ratio)} (Node alone / nginx)`,
            ),
          ]
        : []),
    ];
  });
  return [
    `Our server with WEB_CONCURRENCY = ${cpus} worker processes, nginx with worker_processes auto = ${cpus}; requests per second and latencies from each server's median round of ${rounds}, the ratio the median of the rounds' ratios, cut (not rounded) to three places, so a ratio just under an aim never prints as the aim. nginx sends each page with the headers our server sent with it (head: the status line and headers, in bytes).${pages.some((page) => page.bareNode) ? " Node's HTTP server alone (scripts/bench/bare-node.ts: the same bytes and headers from memory, the same workers, started just before) runs in the same rounds: what Node itself reaches on this machine at this hour, held to no budget." : ""}${state ? ` Our server ${state}.` : ""}`,
    "",
    "| Page, server | Requests/s | p50 latency (ms) | p99 latency (ms) | Errors | Ratio ours / nginx |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
    ...rows,
  ].join("\n");
}
