import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { floorPath } from "./floor.ts";
import { launchChrome, measureOnce } from "./lighthouse.ts";
import { type Measured, type RunSummary, summarizeRuns } from "./metrics.ts";
import { assertRunning, type Cleanup, type Service } from "./processes.ts";
import type { Target } from "./targets.ts";

// Lighthouse, interleaved: a page, its floor, the reference, the next page, its floor, the
// reference again…, and the whole round `runs` times. Whatever else the machine does in those
// minutes weighs on the pages, their floors and the reference alike, and each figure reported is
// the median of its runs. Every run's full report is written to `runDir`; the report of each
// page's, floor's and the reference's representative run is kept in `keepDir`.

export type Measurement = {
  pages: { target: Target; page: Measured; floor: Measured }[];
  /** The reference's runs, all of them together (one per page per round). */
  reference: Measured;
  lighthouseVersion: string;
};

type Subject = { key: string; label: string; url: string };

export async function measureInterleaved(options: {
  targets: Target[];
  origin: string;
  referenceUrl: string;
  chromiumPath: string;
  runs: number;
  runDir: string;
  keepDir: string;
  /** Checked after every run: a dead server would fail every later run for its own reason. */
  servers: Service[];
  cleanup: Cleanup;
}): Promise<Measurement> {
  const { targets, runs, runDir } = options;
  const reference: Subject = { key: "reference", label: "reference", url: options.referenceUrl };
  const subjectsOf = (target: Target): Subject[] => [
    { key: target.slug, label: target.name, url: `${options.origin}${target.path}` },
    {
      key: `${target.slug}.floor`,
      label: `${target.name} floor`,
      url: `${options.origin}${floorPath(target)}`,
    },
    reference,
  ];
  const measured = new Map<string, { run: RunSummary; file: string }[]>();
  const total = runs * targets.length * 3;
  let done = 0;
  mkdirSync(runDir, { recursive: true });

  const chrome = await launchChrome(options.chromiumPath);
  options.cleanup.add("stop Chrome", () => chrome.kill());
  for (let round = 1; round <= runs; round += 1) {
    for (const target of targets) {
      for (const subject of subjectsOf(target)) {
        done += 1;
        const { run, lhr } = await measureOnce(subject.url, chrome.port, (attempt, each) => {
          const again = attempt > 1 ? ` (attempt ${attempt})` : "";
          console.info(
            `  [${done}/${total}] round ${round}: ${subject.label}${again}: ${oneLine(each)}`,
          );
          for (const server of options.servers) assertRunning(server);
        });
        const file = path.join(runDir, `${subject.key}.${done}.lighthouse.json`);
        writeFileSync(file, JSON.stringify(lhr));
        measured.set(subject.key, [...(measured.get(subject.key) ?? []), { run, file }]);
      }
    }
  }
  // Closed before the throughput test, so Chrome takes no CPU from it.
  chrome.kill();

  const summarize = (key: string): Measured => {
    const entries = measured.get(key) ?? [];
    const result = summarizeRuns(entries.map((entry) => entry.run));
    const kept = entries.find((entry) => entry.run === result.representative);
    // The full report of the representative run, for digging into an audit (.bench/ is not committed).
    if (kept) copyFileSync(kept.file, path.join(options.keepDir, `${key}.lighthouse.json`));
    return result;
  };
  const referenceResult = summarize(reference.key);
  return {
    pages: targets.map((target) => ({
      target,
      page: summarize(target.slug),
      floor: summarize(`${target.slug}.floor`),
    })),
    reference: referenceResult,
    lighthouseVersion: referenceResult.representative?.lighthouseVersion ?? "unknown",
  };
}

function oneLine({ scores, lcpMs, tbtMs, cls, runtimeError }: RunSummary): string {
  const figures =
    `perf ${scores.performance}, a11y ${scores.accessibility}, bp ${scores["best-practices"]}, ` +
    `seo ${scores.seo}, LCP ${(lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(tbtMs)} ms, ` +
    `CLS ${cls.toFixed(3)}`;
  return runtimeError ? `${figures} (${runtimeError})` : figures;
}
