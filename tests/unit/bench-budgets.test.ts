import { describe, expect, it } from "vitest";
import { aimMisses, type PageResult, pageMisses } from "../../scripts/bench/budgets";
import {
  type Measured,
  median,
  medianMetrics,
  type Metrics,
  representativeIndex,
  type RunSummary,
  summarizeRuns,
} from "../../scripts/bench/metrics";

function metrics(tbtMs: number, lcpMs: number, performance = 100, cls = 0): Metrics {
  return {
    scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
    lcpMs,
    tbtMs,
    cls,
  };
}

function run(figures: Metrics, extra: Partial<RunSummary> = {}): RunSummary {
  return {
    ...figures,
    scriptUrls: [],
    failingAudits: [],
    bestPracticesOnlyOwnStatus: false,
    lighthouseVersion: "13.5.0",
    ...extra,
  };
}

function measured(figures: Metrics, extra: Partial<Measured> = {}): Measured {
  return { metrics: figures, runs: 3, bestPracticesOnlyOwnStatus: false, ...extra };
}

function page(figures: Metrics, extra: Partial<PageResult> = {}): PageResult {
  return {
    name: "/karate",
    kind: "page",
    page: measured(figures),
    floor: measured(metrics(20, 1_000)),
    jsGzipBytes: 120 * 1024,
    htmlGzipBytes: 14 * 1024,
    ...extra,
  };
}

const reference = metrics(33, 1_170, 100);

describe("medians", () => {
  it("are the middle value, or the mean of the middle two", () => {
    expect(median([300, 40, 90])).toBe(90);
    expect(median([40, 90, 300, 100])).toBe(95);
    expect(median([7, Number.NaN])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it("are taken metric by metric, not from one run", () => {
    const runs = [metrics(400, 1_100, 80), metrics(50, 2_000, 99), metrics(90, 1_300, 95)];
    expect(medianMetrics(runs)).toEqual(metrics(90, 1_300, 95));
  });

  it("keep the run with the median score, the nearest to the median TBT among equals", () => {
    expect(representativeIndex([metrics(400, 0, 80), metrics(50, 0, 99), metrics(90, 0, 95)])).toBe(
      2,
    );
    expect(representativeIndex([metrics(500, 0, 90), metrics(95, 0, 90), metrics(90, 0, 90)])).toBe(
      1,
    );
    expect(representativeIndex([])).toBe(-1);
  });

  it("leave out the runs Lighthouse could not measure, and say why when none could", () => {
    const failed = run(metrics(Number.NaN, Number.NaN, 0), { runtimeError: "NO_FCP: no paint" });
    const summary = summarizeRuns([run(metrics(100, 1_000)), failed, run(metrics(60, 1_200))]);
    expect(summary.runs).toBe(2);
    expect(summary.metrics.tbtMs).toBe(80);
    expect(summary.runtimeError).toBeUndefined();
    expect(summarizeRuns([failed]).runtimeError).toBe("NO_FCP: no paint");
  });

  it("excuse Best Practices only when every run lost it to the page's own 404 status", () => {
    const own = (score: number) =>
      run(metrics(50, 1_000), {
        scores: { performance: 100, accessibility: 100, "best-practices": score, seo: 58 },
        bestPracticesOnlyOwnStatus: score < 100,
      });
    expect(summarizeRuns([own(96), own(96), own(100)]).bestPracticesOnlyOwnStatus).toBe(true);
    const other = run(metrics(50, 1_000), {
      scores: { performance: 100, accessibility: 100, "best-practices": 96, seo: 58 },
    });
    expect(summarizeRuns([own(96), other]).bestPracticesOnlyOwnStatus).toBe(false);
  });
});

describe("the budgets relative to the reference", () => {
  it("pass a page at the limits: TBT + 150 ms, LCP + 0.5 s, performance − 5", () => {
    expect(pageMisses(page(metrics(183, 1_670, 95, 0.01)), reference)).toEqual([]);
  });

  it("miss each limit crossed, with the reference's figure it was held to", () => {
    const misses = pageMisses(page(metrics(184, 1_680, 94, 0.02)), reference);
    expect(misses).toEqual([
      "performance 94 < 95 (reference − 5)",
      "TBT 184 ms > 183 ms (reference + 150 ms)",
      "LCP 1.68 s > 1.67 s (reference + 0.5 s)",
      "CLS 0.020 > 0.01",
    ]);
  });

  it("move with the reference: the same page passes beside a slower one", () => {
    const figures = metrics(400, 2_000, 85);
    expect(pageMisses(page(figures), reference)).not.toEqual([]);
    expect(pageMisses(page(figures), metrics(300, 1_600, 88))).toEqual([]);
  });

  it("hold accessibility, best practices, SEO and the JavaScript to absolute figures", () => {
    const figures = metrics(50, 1_200);
    figures.scores = { performance: 100, accessibility: 97, "best-practices": 96, seo: 92 };
    expect(pageMisses(page(figures, { jsGzipBytes: 131 * 1024 }), reference)).toEqual([
      "accessibility 97 < 100",
      "best-practices 96 < 100",
      "seo 92 < 100",
      "JS 131.0 KB gz > 130 KB",
    ]);
  });

  it("excuse the not-found page's SEO, and its Best Practices lost to its own status", () => {
    const figures = metrics(50, 1_200);
    figures.scores = { performance: 100, accessibility: 100, "best-practices": 96, seo: 58 };
    const notFound = (ownStatus: boolean) =>
      page(figures, {
        name: "404",
        kind: "not-found",
        page: measured(figures, { bestPracticesOnlyOwnStatus: ownStatus }),
      });
    expect(pageMisses(notFound(true), reference)).toEqual([]);
    expect(pageMisses(notFound(false), reference)).toEqual(["best-practices 96 < 100"]);
  });

  it("count a page Lighthouse could not measure as a miss", () => {
    const result = page(metrics(Number.NaN, Number.NaN, Number.NaN, Number.NaN), {
      page: measured(metrics(Number.NaN, Number.NaN, Number.NaN, Number.NaN), {
        runs: 0,
        runtimeError: "NO_FCP: no paint",
      }),
    });
    const misses = pageMisses(result, reference);
    expect(misses[0]).toBe("Lighthouse could not measure it (NO_FCP: no paint)");
    expect(misses).toContain("TBT n/a ms > 183 ms (reference + 150 ms)");
  });

  it("report the aim, TBT within 50 ms and LCP within 0.3 s, apart from the budget", () => {
    expect(aimMisses(page(metrics(83, 1_470)), reference)).toEqual([]);
    expect(aimMisses(page(metrics(120, 1_600)), reference)).toEqual([
      "TBT 120 ms > 83 ms",
      "LCP 1.60 s > 1.47 s",
    ]);
  });
});
