// What one Lighthouse run yields, and the median of several runs. Each metric's median is taken on
// its own: the median TBT of three runs may come from another run than the median LCP.

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export type Metrics = {
  /** 0-100 as Lighthouse shows them; 0 when the category could not be scored. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

export type FailingAudit = { category: Category; id: string; title: string; score: number };

/** One run as the report uses it (lighthouse.ts makes it from Lighthouse's result). */
export type RunSummary = Metrics & {
  /** Same-origin script files the page loaded (sized by sizes.ts, not by transferSize). */
  scriptUrls: string[];
  /** Audits below a full score, for the report's "what to fix" list. */
  failingAudits: FailingAudit[];
  /**
   * Best Practices lost points only to the console error Chrome itself logs when the document
   * answers 4xx ("Failed to load resource: … 404"): unavoidable on a real not-found page.
   */
  bestPracticesOnlyOwnStatus: boolean;
  runtimeError?: string;
  lighthouseVersion: string;
};

/** The median of the runs of one URL. */
export type Measured = {
  metrics: Metrics;
  /** Runs Lighthouse could measure; the medians are theirs. */
  runs: number;
  /** Why the last run failed, when no run could be measured. */
  runtimeError?: string;
  /** The run with the median performance score: its scripts, audits and full report are kept. */
  representative?: RunSummary;
  /** Every measured run lost Best Practices points only to its own 4xx status (or none). */
  bestPracticesOnlyOwnStatus: boolean;
};

/** The middle value; with an even count, the mean of the middle two. NaN for no values. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** How a set of timings spreads: median, 95th percentile (nearest rank), largest, and count. */
export type Latency = { median: number; p95: number; max: number; count: number };

export function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0, count: sorted.length };
}

export function medianMetrics(runs: Metrics[]): Metrics {
  const scores = { performance: 0, accessibility: 0, "best-practices": 0, seo: 0 };
  for (const category of CATEGORIES) {
    scores[category] = median(runs.map((run) => run.scores[category]));
  }
  return {
    scores,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}

/**
 * The index of the run that stands for the others: the median performance score (the lower of
 * the middle two with an even count), and among runs with that score the one whose TBT is
 * nearest the median TBT.
 */
export function representativeIndex(runs: Metrics[]): number {
  if (runs.length === 0) return -1;
  const byScore = runs.map((_, index) => index);
  byScore.sort((a, b) => (runs[a]?.scores.performance ?? 0) - (runs[b]?.scores.performance ?? 0));
  const score = runs[byScore[Math.floor((runs.length - 1) / 2)] ?? 0]?.scores.performance;
  const tbt = median(runs.map((run) => run.tbtMs));
  let best = -1;
  for (const [index, run] of runs.entries()) {
    if (run.scores.performance !== score) continue;
    const distance = Math.abs(run.tbtMs - tbt);
    if (best < 0 || distance < Math.abs((runs[best]?.tbtMs ?? 0) - tbt)) best = index;
  }
  return best;
}

/** The medians of the runs Lighthouse could measure; failed runs only explain a total failure. */
export function summarizeRuns(runs: RunSummary[]): Measured {
  const measured = runs.filter((run) => !run.runtimeError);
  const representative = measured[representativeIndex(measured)];
  return {
    metrics: medianMetrics(measured),
    runs: measured.length,
    runtimeError: measured.length === 0 ? (runs.at(-1)?.runtimeError ?? "no runs") : undefined,
    representative,
    bestPracticesOnlyOwnStatus:
      measured.some((run) => run.scores["best-practices"] < 100) &&
      measured.every(
        (run) => run.scores["best-practices"] === 100 || run.bestPracticesOnlyOwnStatus,
      ),
  };
}
