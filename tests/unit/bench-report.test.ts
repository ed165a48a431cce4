import { describe, expect, it } from "vitest";
import {
  type PageResult,
  type ReferenceResult,
  type Throughput,
  throughputMisses,
} from "../../scripts/bench/budgets";
import type { Metrics } from "../../scripts/bench/metrics";
import { allMisses, type Machine, renderMarkdown, type Report } from "../../scripts/bench/report";
import type { StaffCodeCheck } from "../../scripts/bench/staff-code";
import { aimList, pageTable, throughputTable } from "../../scripts/bench/tables";
import type { WrkResult } from "../../scripts/bench/throughput";

function metrics(tbtMs: number, lcpMs: number, performance: number, seo = 100): Metrics {
  return {
    scores: { performance, accessibility: 100, "best-practices": 100, seo },
    lcpMs,
    tbtMs,
    cls: 0,
  };
}

function page(name: string, figures: Metrics, floor: Metrics): PageResult {
  return {
    name,
    kind: name === "404" ? "not-found" : "page",
    page: { metrics: figures, runs: 3, bestPracticesOnlyOwnStatus: false },
    floor: { metrics: floor, runs: 3, bestPracticesOnlyOwnStatus: false },
    jsGzipBytes: 121.25 * 1024,
    // The not-found page within the first round trip; the others over it.
    htmlGzipBytes: (name === "404" ? 13.5 : 14.5) * 1024,
  };
}

const reference: ReferenceResult = {
  measured: { metrics: metrics(33, 1_170, 100), runs: 9, bestPracticesOnlyOwnStatus: false },
  jsGzipBytes: 106 * 1024,
  htmlGzipBytes: 1.5 * 1024,
};

const pages = [
  page("/", metrics(120, 1_300, 100), metrics(20, 1_100, 100)),
  page("/karate", metrics(412, 1_460, 88), metrics(25, 1_200, 100)),
  page("404", metrics(70, 1_250, 100, 58), metrics(20, 1_100, 100)),
];

const machine: Machine = {
  cpus: "2",
  cpuModel: "AMD EPYC",
  memoryGiB: "23.5",
  loadAtStart: "1.00",
  os: "Linux",
  node: "v24.21.0",
  chromium: "Chromium 156",
  lighthouse: "13.5.0",
  nginx: "nginx version: nginx/1.22.1",
  wrk: "wrk 4.1.0",
  date: "2026-11-24 04:00 UTC",
};

describe("the benchmark's report", () => {
  it("puts each page beside its floor, then the reference and the limits it sets", () => {
    const lines = pageTable(pages, reference, 3).split("\n");
    expect(lines[0]).toBe(
      "| Page | Perf | TBT (ms) | LCP (s) | CLS | A11y | Best practices | SEO | Floor TBT (ms) | Floor LCP (s) | JS (KB gz) | HTML (KB gz) | Verdict |",
    );
    expect(lines).toContain(
      "| `/` | 100 | 120 | 1.30 | 0.000 | 100 | 100 | 100 | 20 | 1.10 | 121.3 | 14.5 | pass |",
    );
    expect(lines).toContain(
      "| `/karate` | 88 | 412 | 1.46 | 0.000 | 100 | 100 | 100 | 25 | 1.20 | 121.3 | 14.5 | **fail** |",
    );
    expect(lines).toContain(
      "| `404` | 100 | 70 | 1.25 | 0.000 | 100 | 100 | 58¹ | 20 | 1.10 | 121.3 | 13.5 | pass, aim met |",
    );
    expect(lines).toContain(
      "| _reference_ | 100 | 33 | 1.17 | 0.000 | 100 | 100 | 100 |  |  | 106.0 | 1.5 | 9 runs |",
    );
    expect(lines).toContain(
      "| _budget_ | ≥ 95 | ≤ 183 | ≤ 1.67 | ≤ 0.01 | 100 | 100 | 100 |  |  | ≤ 130 |  |  |",
    );
    expect(lines).toContain("| _aim_ |  | ≤ 83 | ≤ 1.47 |  |  |  |  |  |  |  | ≤ 14 |  |");
    expect(lines.some((line) => line.startsWith("¹ The not-found page"))).toBe(true);
  });

  it("says how many runs a page had when Lighthouse could not measure them all", () => {
    const [first] = pages;
    if (!first) throw new Error("no page");
    const partlyMeasured = { ...first, page: { ...first.page, runs: 2 } };
    expect(pageTable([partlyMeasured], reference, 3)).toContain("| pass (2 of 3 runs) |");
  });

  it("lists the pages outside the aim, and every missed budget", () => {
    expect(aimList(pages, reference)).toBe(
      "- `/`: TBT 120 ms > 83 ms; HTML 14.5 KB gz > 14 KB\n- `/karate`: TBT 412 ms > 83 ms; HTML 14.5 KB gz > 14 KB",
    );
    const staffCode: StaffCodeCheck = {
      staffOnlyScripts: 12,
      markers: 90,
      pagesChecked: 2,
      findings: ["`/karate` loads /assets/inbox-X1.js (a staff route's script)"],
    };
    const report: Report = { machine, runs: 3, pages, reference, staffCode };
    expect(allMisses(report)).toEqual([
      "`/karate`: performance 88 < 95 (reference − 5)",
      "`/karate`: TBT 412 ms > 183 ms (reference + 150 ms)",
      "staff-area code: `/karate` loads /assets/inbox-X1.js (a staff route's script)",
    ]);
  });

  it("marks a partial run, which has no throughput figures", () => {
    const partial = renderMarkdown({
      machine,
      runs: 1,
      pages,
      reference,
      subset: ["/karate"],
      staffCode: { staffOnlyScripts: 12, markers: 90, pagesChecked: 1, findings: [] },
    });
    expect(partial).toMatch(/^# Benchmarks \(partial: \/karate\)/);
    expect(partial).toContain("`--pages /karate`");
    expect(partial).toContain("Not measured in a partial run.");
    expect(partial).toContain("medians of 1 interleaved round\n");
    expect(partial).toContain(
      "## Staff-area code on public pages\n\nNone: 1 public page(s), every script each loaded",
    );
  });

  it("puts each page's throughput beside nginx's on the same bytes, held to its kind's budget", () => {
    const wrk = (requestsPerSecond: number, errors = 0): WrkResult => ({
      requestsPerSecond,
      p50Ms: 1.5,
      p99Ms: 6,
      requests: requestsPerSecond * 10,
      errors,
    });
    const throughput: Throughput = {
      rounds: 3,
      pages: [
        {
          path: "/",
          kind: "prerendered",
          bytes: 50 * 1024,
          head: { ours: 1196, nginx: 1210 },
          ours: wrk(9000),
          nginx: wrk(10000),
          ratio: 0.9,
        },
        {
          path: "/camps",
          kind: "data",
          bytes: 64 * 1024,
          head: { ours: 1250, nginx: 1262 },
          ours: wrk(5500, 2),
          nginx: wrk(10000),
          ratio: 0.55,
        },
      ],
    };
    const lines = throughputTable(throughput, "2").split("\n");
    expect(lines).toContain(
      "| `/` (prerendered, 50.0 KB): our server, head 1196 B | 9000 | 1.50 | 6.00 | 0 | **0.900** ≥ 0.5 (aim ≥ 0.8): pass, aim met |",
    );
    expect(lines).toContain(
      "| `/camps` (data, 64.0 KB): nginx, head 1262 B | 10000 | 1.50 | 6.00 | 0 |  |",
    );
    expect(lines.some((line) => line.includes("**0.550** ≥ 0.6: **fail**"))).toBe(true);
    expect(throughputMisses(throughput)).toEqual([
      "/camps (data): ratio 0.55 < 0.6",
      "/camps: our server answered 2 errors under load",
    ]);
    expect(lines[0]).not.toContain("Our server in service");
    // Just under the aim: cut, not rounded, so it never prints as the aim it misses.
    const justUnder = throughputTable(
      { ...throughput, pages: [{ ...throughput.pages[0]!, ratio: 0.7996 }] },
      "2",
    );
    expect(justUnder).toContain("**0.799** ≥ 0.5 (aim ≥ 0.8): pass |");
    const inService = throughputTable(
      { ...throughput, state: "in service: 40 min after its start" },
      "2",
    );
    expect(inService.split("\n")[0]).toMatch(
      /in bytes\)\. Our server in service: 40 min after its start\.$/,
    );
  });

  it("shows Node's HTTP server alone in the same rounds, held to no budget", () => {
    const wrk = (requestsPerSecond: number): WrkResult => ({
      requestsPerSecond,
      p50Ms: 0.5,
      p99Ms: 2,
      requests: requestsPerSecond * 10,
      errors: 0,
    });
    const throughput: Throughput = {
      rounds: 3,
      pages: [
        {
          path: "/",
          kind: "prerendered",
          bytes: 40 * 1024,
          head: { ours: 1196, nginx: 1240 },
          ours: wrk(7000),
          nginx: wrk(10000),
          ratio: 0.7,
          bareNode: { result: wrk(6500), ratio: 0.65, head: 1198 },
        },
      ],
    };
    const lines = throughputTable(throughput, "2").split("\n");
    expect(lines).toContain(
      "| `/` (prerendered, 40.0 KB): Node's HTTP server alone, just started, head 1198 B | 6500 | 0.50 | 2.00 | 0 | 0.650 (Node alone / nginx) |",
    );
    expect(lines[0]).toContain("Node's HTTP server alone (scripts/bench/bare-node.ts");
    // Its figure is a yardstick, not the site's: only our server's ratio is held to the budget.
    expect(throughputMisses(throughput)).toEqual([]);
  });
});
