// The data layer's timing figures alone (the same measurement `npm run bench` makes after its
// Lighthouse runs): pages while another process holds the database's write lock, and posts with
// a 60 KB phone value. Updates that section of BENCHMARKS.md.
// Usage: npm run bench:data [-- --no-build]
// Exit code: 0 all budgets met, 1 a budget missed, 2 the benchmark itself could not run.

import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  dataLayerMarkdown,
  dataLayerMisses,
  measureDataLayer,
  writeDataLayerSection,
} from "./bench/data-layer.ts";
import { runCommand, cleanupOnSignals } from "./bench/processes.ts";
import { snapshotBuild } from "./bench/setup.ts";

const root = path.resolve(import.meta.dirname, "..");
const cleanup = cleanupOnSignals();
let exitCode = 2;
try {
  const { values } = parseArgs({ options: { "no-build": { type: "boolean" } } });
  if (!values["no-build"]) await runCommand("npx", ["react-router", "build"], root);
  const benchDir = path.join(root, ".bench");
  mkdirSync(benchDir, { recursive: true });
  const buildDir = snapshotBuild(root, benchDir, cleanup);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "studio-bench-data-"));
  cleanup.add("remove the temporary directory", () =>
    rmSync(tmp, { recursive: true, force: true }),
  );
  const result = await measureDataLayer(root, buildDir, path.join(tmp, "data"), cleanup);
  const section = dataLayerMarkdown(
    result,
    new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
  );
  writeDataLayerSection(path.join(root, "BENCHMARKS.md"), section);
  console.info(section);
  exitCode = dataLayerMisses(result).length === 0 ? 0 : 1;
} catch (error) {
  console.error(`bench:data: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup.run();
}
process.exit(exitCode);
