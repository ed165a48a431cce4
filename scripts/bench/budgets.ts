import { CATEGORIES, type Category } from "./lighthouse.ts";
import type { WrkResult } from "./throughput.ts";

// The floors from QUALITY.md ("Performance"). A route passes when it meets every one that applies.

export const BUDGETS = {
  minScore: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
  maxLcpMs: 2_000,
  maxTbtMs: 100,
  maxCls: 0.01,
  maxJsGzipBytes: 130 * 1024,
  minThroughputRatio: 0.5,
} as const;

export type RouteResult = {
  /** The path, or "404" for the not-found page. */
  name: string;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipBytes: number;
  /**
   * "page": a public page, held to every budget.
   * "not-found": `noindex` and a 404 status fail two SEO audits by design, so SEO is not held to
   * the budget there; nor is Best Practices when all it lost is Chrome's console error for the
   * 404 status itself (see bestPracticesOnlyOwnStatus).
   * "reference": the machine's floor (reference.ts), reported beside the pages, held to nothing.
   */
  kind: "page" | "not-found" | "reference";
  bestPracticesOnlyOwnStatus: boolean;
  runtimeError?: string;
  failingAudits: { category: Category; id: string; title: string; score: number }[];
};

export type Throughput = { ours: WrkResult; nginx: WrkResult; ratio: number };

/** Every budget a route misses, as readable sentences; empty when it passes. */
export function routeMisses(route: RouteResult): string[] {
  const misses: string[] = [];
  if (route.kind === "reference") return misses;
  if (route.runtimeError) misses.push(`Lighthouse could not measure it (${route.runtimeError})`);
  for (const category of CATEGORIES) {
    if (route.kind === "not-found" && category === "seo") continue;
    if (
      route.kind === "not-found" &&
      category === "best-practices" &&
      route.bestPracticesOnlyOwnStatus
    )
      continue;
    const floor = BUDGETS.minScore[category];
    const score = route.scores[category];
    if (score < floor) misses.push(`${category} ${score} < ${floor}`);
  }
  // Written as !(x <= max) so that NaN (a run Lighthouse could not measure) counts as a miss.
  if (!(route.lcpMs <= BUDGETS.maxLcpMs)) {
    misses.push(`LCP ${(route.lcpMs / 1000).toFixed(2)} s > ${BUDGETS.maxLcpMs / 1000} s`);
  }
  if (!(route.tbtMs <= BUDGETS.maxTbtMs)) {
    misses.push(`TBT ${Math.round(route.tbtMs)} ms > ${BUDGETS.maxTbtMs} ms`);
  }
  if (!(route.cls <= BUDGETS.maxCls)) {
    misses.push(`CLS ${route.cls.toFixed(3)} > ${BUDGETS.maxCls}`);
  }
  if (route.jsGzipBytes > BUDGETS.maxJsGzipBytes) {
    misses.push(`JS ${kb(route.jsGzipBytes)} KB gz > ${BUDGETS.maxJsGzipBytes / 1024} KB`);
  }
  return misses;
}

export function throughputMisses(throughput: Throughput): string[] {
  const misses: string[] = [];
  if (throughput.ratio < BUDGETS.minThroughputRatio) {
    misses.push(`throughput ratio ${throughput.ratio.toFixed(2)} < ${BUDGETS.minThroughputRatio}`);
  }
  for (const [name, result] of [
    ["our server", throughput.ours],
    ["nginx", throughput.nginx],
  ] as const) {
    if (result.errors > 0) misses.push(`${name} answered ${result.errors} errors under load`);
  }
  return misses;
}

/** Kilobytes of 1024 bytes, one decimal. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
