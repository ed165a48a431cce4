// The performance budgets of QUALITY.md, measured: Lighthouse (mobile) on every public page, the
// not-found page and the home page without its scripts (the machine's floor), the JavaScript each
// loads, and our server's throughput on a prerendered page next to nginx's on the same file.
// Writes BENCHMARKS.md and prints its tables.
// Usage: npm run bench [-- --no-build] [-- --runs N]
// Exit code: 0 all budgets met, 1 a budget missed, 2 the benchmark itself could not run.
// Needs Debian's chromium (or CHROMIUM_PATH), nginx (or NGINX_PATH) and wrk; installs nothing.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  assertRunning,
  type Cleanup,
  createCleanup,
  freePort,
  runCommand,
  versionOf,
} from "./bench/processes.ts";
import {
  allMisses,
  describeMachine,
  machineFloorMisses,
  renderMarkdown,
  routeTable,
  throughputTable,
} from "./bench/report.ts";
import {
  dataLayerMarkdown,
  dataLayerMisses,
  measureDataLayer,
  writeDataLayerSection,
} from "./bench/data-layer.ts";
import { writeReferencePage } from "./bench/reference.ts";
import { measureRoutes } from "./bench/routes.ts";
import { requireTools, snapshotBuild, startAppServer } from "./bench/setup.ts";
import { measureThroughput } from "./bench/throughput.ts";

const root = path.resolve(import.meta.dirname, "..");
const benchDir = path.join(root, ".bench");

function readOptions(): { build: boolean; runs: number } {
  const { values } = parseArgs({
    options: { "no-build": { type: "boolean" }, runs: { type: "string" } },
  });
  const runs = Number(values.runs ?? 3);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`--runs must be a whole number of at least 1, got ${values.runs}`);
  }
  return { build: !values["no-build"], runs };
}

async function main(cleanup: Cleanup): Promise<number> {
  const options = readOptions();
  const [major] = process.versions.node.split(".").map(Number);
  if (!major || major < 24) {
    throw new Error(
      `Node ${process.version} is too old: run \`npm run bench\`, which uses the project's Node 24`,
    );
  }
  const tools = requireTools();
  const loadAtStart = os.loadavg()[0]?.toFixed(2) ?? "unknown";

  if (options.build) await runCommand("npx", ["react-router", "build"], root);
  mkdirSync(benchDir, { recursive: true });
  const buildDir = snapshotBuild(root, benchDir, cleanup);
  writeReferencePage(path.join(buildDir, "client"));
  const tmp = mkdtempSync(path.join(os.tmpdir(), "studio-bench-"));
  cleanup.add("remove the temporary directory", () =>
    rmSync(tmp, { recursive: true, force: true }),
  );

  const port = await freePort();
  const server = await startAppServer(root, buildDir, port, path.join(tmp, "data"), cleanup);
  const origin = `http://127.0.0.1:${port}`;

  console.info(`Lighthouse, ${options.runs} run(s) per route, on ${origin}`);
  const { routes, lighthouseVersion } = await measureRoutes(
    server,
    origin,
    tools.chromium,
    options.runs,
    benchDir,
    cleanup,
  );
  console.info("Throughput on / (wrk: our server, then nginx)");
  assertRunning(server);
  const throughput = await measureThroughput(
    tools,
    path.join(buildDir, "client"),
    port,
    tmp,
    cleanup,
  );

  const machine = describeMachine({
    chromium: versionOf(tools.chromium, ["--version"]),
    lighthouse: lighthouseVersion,
    loadAtStart,
    nginx: versionOf(tools.nginx, ["-v"]),
    wrk: versionOf(tools.wrk, ["-v"]).replace(/\s+Copyright.*$/, ""),
  });
  const report = { machine, runs: options.runs, routes, throughput };
  writeFileSync(path.join(root, "BENCHMARKS.md"), renderMarkdown(report));

  console.info("Data layer: pages under a held write lock, posts with a 60 KB phone value");
  const dataLayer = await measureDataLayer(root, buildDir, path.join(tmp, "data-layer"), cleanup);
  writeDataLayerSection(
    path.join(root, "BENCHMARKS.md"),
    dataLayerMarkdown(dataLayer, machine.date),
  );

  const misses = [...allMisses(report), ...dataLayerMisses(dataLayer)];
  console.info(`\n${routeTable(routes)}\n\n${throughputTable(throughput, machine.cpus)}\n`);
  const summary =
    misses.length === 0 ? "All budgets met." : `Missed budgets:\n  - ${misses.join("\n  - ")}`;
  const floor = machineFloorMisses(routes);
  if (floor.length > 0) {
    console.info(`The home page without JavaScript misses too (the machine): ${floor.join("; ")}`);
  }
  console.info(`${summary}\nWritten to BENCHMARKS.md`);
  return misses.length === 0 ? 0 : 1;
}

// Servers and Chrome are stopped on every way out: success, failure, Ctrl-C or a kill.
const cleanup = createCleanup();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers and Chrome`);
    void cleanup.run().finally(() => process.exit(130));
  });
}
let exitCode = 2;
try {
  exitCode = await main(cleanup);
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup.run();
}
process.exit(exitCode);
