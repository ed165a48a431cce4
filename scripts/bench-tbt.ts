// Which of a page's tasks make its Total Blocking Time. Lighthouse does not time a page's tasks as
// they ran: it simulates the load on a slow phone (lantern: each task's observed time × 4, or × 2
// for a task that laid out the page) twice, once hopeful and once not, and counts, in each, what
// every simulated task of 50 ms or more spends past 50 ms between the first paint and the time the
// page is interactive; the figure is the mean of the two. This runs Lighthouse as `npm run bench`
// does (the same browser, flags and preset) and lists, for each run, every task that counted:
// where the simulation put it, when it ran in the browser, its wall time next to the time its
// thread actually ran (a task that waited for a core reads long), and what it did.
// Usage: npm run bench:tbt -- --pages /signup,/karate-moms [--runs 3] [--no-build]
// Prints to the terminal only; measures nothing for BENCHMARKS.md.

import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { Simulation } from "lighthouse/core/lib/lantern/lantern.js";
import { launchChrome } from "./bench/lighthouse.ts";
import { freePort, runCommand, cleanupOnSignals } from "./bench/processes.ts";
import { requireTools, snapshotBuild, startAppServer } from "./bench/setup.ts";
import { blockingOf, explainRun, type SimulatedRun } from "./bench/tbt.ts";

const root = path.resolve(import.meta.dirname, "..");
// The simulator Lighthouse runs keeps every simulation's node timings, by label, for its own
// debugging output (lantern's Simulator.allNodeTimings).
const { Simulator } = Simulation;

/** The simulations Lighthouse ran for the last page, by label (`optimisticInteractive`, …). */
function simulations(): SimulatedRun["simulations"] {
  const all = (Simulator as unknown as { allNodeTimings: SimulatedRun["simulations"] })
    .allNodeTimings;
  return new Map(all);
}

const cleanup = cleanupOnSignals();
let exitCode = 2;
try {
  const { values } = parseArgs({
    options: {
      pages: { type: "string", default: "/" },
      runs: { type: "string", default: "3" },
      "no-build": { type: "boolean" },
    },
  });
  const tools = requireTools();
  if (!values["no-build"]) await runCommand("npx", ["react-router", "build"], root);
  const benchDir = path.join(root, ".bench");
  mkdirSync(benchDir, { recursive: true });
  const buildDir = snapshotBuild(root, benchDir, cleanup);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "studio-bench-tbt-"));
  cleanup.add("remove the temporary directory", () =>
    rmSync(tmp, { recursive: true, force: true }),
  );
  const port = await freePort();
  await startAppServer(root, buildDir, port, tmp, cleanup);
  const chrome = await launchChrome(tools.chromium);
  cleanup.add("stop Chrome", () => chrome.kill());
  const pages = (values.pages ?? "/").split(",").filter(Boolean);
  for (let round = 1; round <= Number(values.runs); round += 1) {
    for (const page of pages) {
      (Simulator as unknown as { allNodeTimings: Map<unknown, unknown> }).allNodeTimings.clear();
      const result = await lighthouse(`http://127.0.0.1:${port}${page}`, {
        port: chrome.port,
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const run: SimulatedRun = {
        page,
        round,
        lighthouseTbt: result.lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        simulations: simulations(),
      };
      console.info(explainRun(run, blockingOf(run)));
    }
  }
  exitCode = 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanup.run();
}
process.exit(exitCode);
