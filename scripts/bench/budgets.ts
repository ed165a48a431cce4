import type { Measured, Metrics } from "./metrics.ts";
import type { Target } from "./targets.ts";
import type { Comparison } from "./throughput.ts";

// The budgets of QUALITY.md ("Performance"). The Lighthouse timings are held relative to the
// reference page measured in the same run (reference.ts); the rest are absolute. A page passes
// when it meets every one that applies.

export const BUDGETS = {
  /** TBT ≤ the reference's + 150 ms. */
  tbtOverReferenceMs: 150,
  /** Performance score ≥ the reference's − 5 points. */
  performanceUnderReference: 5,
  /** LCP ≤ the reference's + 0.5 s. */
  lcpOverReferenceMs: 500,
  maxCls: 0.01,
  minScore: { accessibility: 100, "best-practices": 100, seo: 100 },
  maxJsGzipBytes: 130 * 1024,
  /** Requests per second against nginx's on the same bytes, by kind of page. */
  minThroughputRatio: { prerendered: 0.5, data: 0.6 },
} as const;

/** What QUALITY.md aims for, beyond the budgets: reported, never a failure. */
export const AIM = {
  tbtOverReferenceMs: 50,
  lcpOverReferenceMs: 300,
  /** A prerendered page served from memory, against nginx on the same bytes. */
  prerenderedThroughputRatio: 0.8,
  /** A document a new connection's first round trip can carry (ten segments, with headers). */
  maxHtmlGzipBytes: 14 * 1024,
} as const;

export type PageResult = Pick<Target, "name" | "kind"> & {
  page: Measured;
  floor: Measured;
  /** Gzipped (level 6) bytes of the same-origin scripts the page loaded. */
  jsGzipBytes: number;
  /** Gzipped (level 6) bytes of the document alone, as the server sent it. */
  htmlGzipBytes: number;
};

export type ReferenceResult = {
  measured: Measured;
  jsGzipBytes: number;
  htmlGzipBytes: number;
};

/** Our server against nginx on the same bytes, page by page, each the median of `rounds`. */
export type Throughput = {
  rounds: number;
  pages: Comparison[];
  /** What the server had done before it was measured: "just started", or its history. */
  state?: string;
};

/** The Lighthouse limits a page is held to, given the reference's medians. */
export function limitsFrom(reference: Metrics) {
  return {
    minPerformance: reference.scores.performance - BUDGETS.performanceUnderReference,
    maxTbtMs: reference.tbtMs + BUDGETS.tbtOverReferenceMs,
    maxLcpMs: reference.lcpMs + BUDGETS.lcpOverReferenceMs,
    aimTbtMs: reference.tbtMs + AIM.tbtOverReferenceMs,
    aimLcpMs: reference.lcpMs + AIM.lcpOverReferenceMs,
  };
}

/** Every budget a page misses, as readable sentences; empty when it passes. */
export function pageMisses(result: PageResult, reference: Metrics): string[] {
  const { page } = result;
  const misses: string[] = [];
  if (page.runtimeError) misses.push(`Lighthouse could not measure it (${page.runtimeError})`);
  const { scores, lcpMs, tbtMs, cls } = page.metrics;
  const limits = limitsFrom(reference);
  // Written as !(x >= min) and !(x <= max), so that NaN (not measured) counts as a miss.
  if (!(scores.performance >= limits.minPerformance)) {
    misses.push(
      `performance ${score(scores.performance)} < ${score(limits.minPerformance)} (reference − ${BUDGETS.performanceUnderReference})`,
    );
  }
  for (const category of ["accessibility", "best-practices", "seo"] as const) {
    if (result.kind === "not-found" && category === "seo") continue;
    if (
      result.kind === "not-found" &&
      category === "best-practices" &&
      page.bestPracticesOnlyOwnStatus
    )
      continue;
    const floor = BUDGETS.minScore[category];
    if (!(scores[category] >= floor))
      misses.push(`${category} ${score(scores[category])} < ${floor}`);
  }
  if (!(tbtMs <= limits.maxTbtMs)) {
    misses.push(
      `TBT ${ms(tbtMs)} ms > ${ms(limits.maxTbtMs)} ms (reference + ${BUDGETS.tbtOverReferenceMs} ms)`,
    );
  }
  if (!(lcpMs <= limits.maxLcpMs)) {
    misses.push(
      `LCP ${seconds(lcpMs)} s > ${seconds(limits.maxLcpMs)} s (reference + ${BUDGETS.lcpOverReferenceMs / 1000} s)`,
    );
  }
  if (!(cls <= BUDGETS.maxCls)) misses.push(`CLS ${shift(cls)} > ${BUDGETS.maxCls}`);
  if (!(result.jsGzipBytes <= BUDGETS.maxJsGzipBytes)) {
    misses.push(`JS ${kb(result.jsGzipBytes)} KB gz > ${BUDGETS.maxJsGzipBytes / 1024} KB`);
  }
  return misses;
}

/** Where a page is outside the aim (TBT within 50 ms, LCP within 0.3 s of the reference). */
export function aimMisses(result: PageResult, reference: Metrics): string[] {
  const { tbtMs, lcpMs } = result.page.metrics;
  const limits = limitsFrom(reference);
  const misses: string[] = [];
  if (!(tbtMs <= limits.aimTbtMs)) misses.push(`TBT ${ms(tbtMs)} ms > ${ms(limits.aimTbtMs)} ms`);
  if (!(lcpMs <= limits.aimLcpMs)) {
    misses.push(`LCP ${seconds(lcpMs)} s > ${seconds(limits.aimLcpMs)} s`);
  }
  if (!(result.htmlGzipBytes <= AIM.maxHtmlGzipBytes)) {
    misses.push(`HTML ${kb(result.htmlGzipBytes)} KB gz > ${AIM.maxHtmlGzipBytes / 1024} KB`);
  }
  return misses;
}

export function throughputMisses(throughput: Throughput): string[] {
  const misses: string[] = [];
  for (const page of throughput.pages) {
    const min = BUDGETS.minThroughputRatio[page.kind];
    if (page.ratio < min) {
      misses.push(`${page.path} (${page.kind}): ratio ${page.ratio.toFixed(2)} < ${min}`);
    }
    for (const [name, result] of [
      ["our server", page.ours],
      ["nginx", page.nginx],
    ] as const) {
      if (result.errors > 0) {
        misses.push(`${page.path}: ${name} answered ${result.errors} errors under load`);
      }
    }
  }
  return misses;
}

/** Kilobytes of 1024 bytes, one decimal. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** Milliseconds, whole; "n/a" when not measured. */
export function ms(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value)) : "n/a";
}

/** Milliseconds as seconds, two decimals; "n/a" when not measured. */
export function seconds(value: number): string {
  return Number.isFinite(value) ? (value / 1000).toFixed(2) : "n/a";
}

/** Cumulative Layout Shift, three decimals; "n/a" when not measured. */
export function shift(value: number): string {
  return Number.isFinite(value) ? value.toFixed(3) : "n/a";
}

/** A Lighthouse score; a median of an even number of runs may end in .5. */
export function score(value: number): string {
  if (!Number.isFinite(value)) return "n/a";
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
