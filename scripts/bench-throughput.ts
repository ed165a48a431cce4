// The throughput part of `npm run bench` alone, for quick work on the server: requests per
// second on a prerendered page and on a data page served from memory, our server against nginx on
// the same bytes, side by side (scripts/bench/throughput.ts). Prints the table and replaces the
// "Throughput" section of BENCHMARKS.md.
// Usage: npm run bench:throughput [-- --no-build] [-- --rounds N] [-- --settle SECONDS]
// With --no-build it measures BUILD_DIR (default build/), e.g. an end-to-end test build.
// With --settle it measures the server just started, then gives it SECONDS of every kind of
// request the site answers (bench/settle.ts) and measures it again, as a server in service; the
// budgets are checked on the second measurement.
// Needs nginx and wrk (NGINX_PATH; wrk in PATH); installs nothing.
// Exit code: 0 every budget met, 1 one missed, 2 the benchmark itself could not run.

import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Throughput, throughputMisses } from "./bench/budgets.ts";
import { freePort, runCommand, cleanupOnSignals } from "./bench/processes.ts";
import { writeSection } from "./bench/sections.ts";
import { requireTools, snapshotBuild, startAppServer } from "./bench/setup.ts";
import { throughputTable } from "./bench/tables.ts";
import { settle } from "./bench/settle.ts";
import { measureThroughput, WRK_ARGS } from "./bench/throughput.ts";

const root = path.resolve(import.meta.dirname, "..");

const cleanup = cleanupOnSignals();
let exitCode = 2;
try {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean" },
      rounds: { type: "string" },
      settle: { type: "string" },
    },
  });
  const settleSeconds = values.settle === undefined ? 0 : Number(values.settle);
  if (!Number.isInteger(settleSeconds) || settleSeconds < 0) {
    throw new Error(`--settle must be a whole number of seconds, got ${values.settle}`);
  }
  const rounds = Number(values.rounds ?? 3);
  if (!Number.isInteger(rounds) || rounds < 1) {
    throw new Error(`--rounds must be a whole number of at least 1, got ${values.rounds}`);
  }
  const tools = requireTools({ browser: false });
  if (!values["no-build"]) await runCommand("npx", ["react-router", "build"], root);
  const benchDir = path.join(root, ".bench");
  mkdirSync(benchDir, { recursive: true });
  const source = values["no-build"] ? (process.env.BUILD_DIR ?? "build") : "build";
  const buildDir = snapshotBuild(root, benchDir, cleanup, source);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "studio-bench-throughput-"));
  cleanup.add("remove the temporary directory", () =>
    rmSync(tmp, { recursive: true, force: true }),
  );
  const port = await freePort();
  await startAppServer(root, buildDir, port, path.join(tmp, "data"), cleanup);
  const started = performance.now();
  const fresh = await measureThroughput(tools, port, tmp, cleanup, rounds);
  let measured: Throughput[] = [fresh];
  if (settleSeconds > 0) {
    console.info(`Every kind of request the site answers, for ${settleSeconds} s`);
    const origin = `http://127.0.0.1:${port}`;
    const answered = await settle(origin, path.join(buildDir, "client"), settleSeconds);
    const minutes = Math.round((performance.now() - started) / 60_000);
    const inService = await measureThroughput(tools, port, tmp, cleanup, rounds);
    measured = [
      { ...fresh, state: "just started, having answered only the warm-ups" },
      {
        ...inService,
        state: `in service: ${minutes} min after its start, having answered ${answered} requests for every page, feed and file of the site`,
      },
    ];
  }
  // The budgets hold for a server in service when it was measured as one.
  const throughput = measured.at(-1) ?? fresh;

  const cpus = String(os.availableParallelism());
  const when = new Date().toISOString().slice(0, 16).replace("T", " ");
  const section = [
    "## Throughput",
    "",
    `Measured ${when} UTC on ${cpus} cores with \`npm run bench:throughput\` (\`wrk ${WRK_ARGS.join(" ")}\`), apart from the rest of this file.`,
    "",
    measured.map((each) => throughputTable(each, cpus)).join("\n\n"),
  ].join("\n");
  writeSection(path.join(root, "BENCHMARKS.md"), "## Throughput", section);
  console.info(`\n${section}\n`);
  const misses = throughputMisses(throughput);
  for (const miss of misses) console.error(`missed: ${miss}`);
  exitCode = misses.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`bench:throughput: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup.run();
}
process.exit(exitCode);
