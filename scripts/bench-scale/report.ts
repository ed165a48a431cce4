import { writeMarkedSection } from "../bench/sections.ts";
import type { ExportFigures, PageFigures } from "./measure.ts";
import type { RecordCounts } from "./records.ts";

// The figures of `npm run bench:scale`, their budgets, and the "Scale" section of BENCHMARKS.md.

export type ScaleRun = {
  label: "1×" | "10×";
  counts: RecordCounts;
  fillSeconds: number;
  staff: Map<string, PageFigures>;
  public: Map<string, PageFigures>;
  exports: Map<string, ExportFigures>;
};

export type KindRun = { kind: string; small: ScaleRun; full: ScaleRun };

export const budgets = {
  staffP95Ms: 100,
  exportRssMb: 64,
  exportFirstByteMs: 1000,
  homeP95Ms: 50,
};

/** A public page stays bounded: at 10× at most a tenth larger, and 1 KB, than at 1×. */
function boundedSize(small: number, full: number): boolean {
  return full <= small * 1.1 + 1024;
}

export function scaleMisses(runs: KindRun[]): string[] {
  const misses: string[] = [];
  for (const { kind, small, full } of runs) {
    for (const run of [small, full]) {
      for (const [page, figures] of run.staff) {
        if (figures.p95 > budgets.staffP95Ms)
          misses.push(
            `${kind} ${run.label}, ${page}: p95 ${figures.p95.toFixed(0)} ms > ${budgets.staffP95Ms} ms`,
          );
      }
    }
    for (const [page, figures] of full.public) {
      const before = small.public.get(page);
      if (before && !boundedSize(before.bytes, figures.bytes))
        misses.push(`${kind}, ${page}: ${before.bytes} bytes at 1×, ${figures.bytes} at 10×`);
    }
    for (const [name, figures] of full.exports) {
      const at = `${kind}, ${name}`;
      if (figures.rssGrowthMb > budgets.exportRssMb)
        misses.push(
          `${at}: RSS grew ${figures.rssGrowthMb.toFixed(0)} MB > ${budgets.exportRssMb}`,
        );
      if (figures.firstByteMs > budgets.exportFirstByteMs)
        misses.push(`${at}: first byte after ${figures.firstByteMs.toFixed(0)} ms`);
      if (figures.home.p95 > budgets.homeP95Ms)
        misses.push(`${at}: / p95 ${figures.home.p95.toFixed(0)} ms > ${budgets.homeP95Ms} ms`);
    }
  }
  return misses;
}

const ms = (value: number) => value.toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const count = (value: number) => value.toLocaleString("en-US");

/** 10× against 1×, medians: "flat" below 1.5 times. */
function growth(small: number, full: number): string {
  const ratio = full / Math.max(small, 0.1);
  return `${ratio.toFixed(2)}×${ratio < 1.5 ? " (flat)" : ""}`;
}

function staffTable({ kind, small, full }: KindRun): string[] {
  const rows = [...full.staff.keys()].map((page) => {
    const a = small.staff.get(page);
    const b = full.staff.get(page);
    if (!a || !b) return `| ${page} | — | — | — | — | — |`;
    return `| ${page} | ${ms(a.median)} | ${ms(a.p95)} | ${ms(b.median)} | ${ms(b.p95)} | ${growth(a.median, b.median)} |`;
  });
  return [
    `### Staff pages on ${kind} (ms)`,
    "",
    "| Page | 1× median | 1× p95 | 10× median | 10× p95 | 10× / 1× (median) |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
  ];
}

function publicTable(runs: KindRun[]): string[] {
  const rows = runs.flatMap(({ kind, small, full }) =>
    [...full.public.keys()].map((page) => {
      const a = small.public.get(page);
      const b = full.public.get(page);
      if (!a || !b) return `| ${page} | ${kind} | — | — | — | — |`;
      return `| ${page} | ${kind} | ${ms(a.median)} | ${ms(b.median)} | ${kb(a.bytes)} | ${kb(b.bytes)} |`;
    }),
  );
  return [
    "### Public pages and feeds with the records present",
    "",
    "| Page | Database | 1× median ms | 10× median ms | 1× KB | 10× KB |",
    "| --- | --- | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
  ];
}

function exportTable(runs: KindRun[]): string[] {
  const rows = runs.flatMap(({ kind, full }) =>
    [...full.exports].map(
      ([name, e]) =>
        `| ${name} | ${kind} | ${count(e.rows)} | ${e.megabytes.toFixed(1)} | ${ms(e.firstByteMs)} | ${(e.totalMs / 1000).toFixed(1)} | ${e.rssGrowthMb.toFixed(1)} | ${ms(e.home.p95)} (${e.home.count}) |`,
    ),
  );
  return [
    "### CSV exports at 10×",
    "",
    `Budgets: the server's RSS grows by ≤ ${budgets.exportRssMb} MB, the first byte arrives within`,
    `${budgets.exportFirstByteMs} ms, and \`/\`, asked for one request after another during the`,
    `download, answers with p95 ≤ ${budgets.homeP95Ms} ms.`,
    "",
    "| Export | Database | Rows | MB | First byte ms | Whole s | RSS growth MB | `/` p95 ms (requests) |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
  ];
}

export function scaleMarkdown(
  runs: KindRun[],
  when: string,
  notes: string[],
  build = "the production build",
): string {
  const misses = scaleMisses(runs);
  const full = runs[0]?.full.counts;
  const fills = runs
    .map(
      ({ kind, small, full: large }) =>
        `${kind} ${small.fillSeconds.toFixed(0)} s and ${large.fillSeconds.toFixed(0)} s`,
    )
    .join("; ");
  return [
    start,
    "## Scale: cost as the studio's records grow",
    "",
    `Measured ${when} by \`npm run bench:scale\`: ${build}, one server process on`,
    "127.0.0.1, a fresh database of each kind filled through the site's own tables with generated",
    "records, an owner signed in. Server time is the whole answer over loopback, one request at a",
    "time, 50 requests after 5 not counted.",
    full
      ? `At 10×: ${count(full.messages)} messages, ${count(full.subscribers)} subscribers, ${count(full.events)} events, ${count(full.resources)} resources, ${full.seasons} seasons of classes with ${full.changesPerSeason} changes each, ${count(full.audit)} audit entries, ${count(full.outbox)} deliveries; at 1× a tenth of each (one season), besides the site's seed. Filling took ${fills} (1×, 10×).`
      : "",
    `Budget: p95 ≤ ${budgets.staffP95Ms} ms on every staff page, on both databases.`,
    "",
    ...runs.flatMap(staffTable),
    ...notes,
    "",
    ...publicTable(runs),
    ...exportTable(runs),
    misses.length === 0 ? "All scale budgets met." : `Missed: ${misses.join("; ")}.`,
    end,
  ].join("\n");
}

const start = "<!-- scale:start -->";
const end = "<!-- scale:end -->";

/** Puts the section into BENCHMARKS.md, replacing an earlier one. */
export function writeScaleSection(file: string, section: string): void {
  writeMarkedSection(file, "scale", section);
}
