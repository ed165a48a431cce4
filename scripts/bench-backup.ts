// The continuous backup's figures (Litestream, BACKUP_URL to a folder on this machine):
// (a) how far the replica stays behind while the production server takes contact posts at a
//     steady rate (100 a second for 30 s by default): /healthz's backup.lagSeconds sampled every
//     250 ms, the pause between Litestream's syncs (its own log), and how long after the last
//     post was acknowledged a restore of the replica first has it, with every acknowledged post;
// (b) how long `npm run restore -- --from file:///…` takes for a database of about 100 MB
//     (messages with long bodies, written through the app's migrations, then replicated).
// Loopback and temp folders only; the load is bounded (at most 30 s). Prints a table and updates
// that section of BENCHMARKS.md.
// Usage: npm run bench:backup [-- --no-build] [--rate 100] [--seconds 30] [--megabytes 100]
// Exit code: 0 measured, 2 the benchmark itself could not run.

import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { measureLoad, type LoadResult } from "./bench-backup/load.ts";
import { measureRestore, type RestoreResult } from "./bench-backup/restore.ts";
import { cleanupOnSignals, runCommand } from "./bench/processes.ts";
import { writeMarkedSection } from "./bench/sections.ts";
import { snapshotBuild } from "./bench/setup.ts";

const root = path.resolve(import.meta.dirname, "..");
const start = "<!-- backup:start -->";
const end = "<!-- backup:end -->";

function markdown(load: LoadResult, large: RestoreResult, when: string, command: string): string {
  const f1 = (value: number) => value.toFixed(1);
  return [
    start,
    "## Continuous backup (Litestream)",
    "",
    `Measured ${when} on ${os.availableParallelism()} cores with \`${command}\` (scripts/bench-backup.ts):`,
    "the production build with `BACKUP_URL=file:///tmp/…` (Litestream 0.3.13, sync every second),",
    "on loopback. Informational, held to no budget.",
    "",
    "| Figure | Value |",
    "| --- | --- |",
    `| Contact posts (\`POST /api/contact\`), open loop | ${load.rate}/s for ${load.seconds} s: ${load.acknowledged} of ${load.sent} acknowledged, answer median ${f1(load.postMs.median)} ms, p95 ${f1(load.postMs.p95)} ms |`,
    `| \`/healthz\` \`backup.lagSeconds\` during the load (every 250 ms, ${load.healthLag.count} samples) | median ${load.healthLag.median} s, p95 ${load.healthLag.p95} s, max ${load.healthLag.max} s |`,
    `| Time between Litestream's syncs during the load (its log, ${load.syncGapMs.count} gaps) | median ${Math.round(load.syncGapMs.median)} ms, p95 ${Math.round(load.syncGapMs.p95)} ms, max ${Math.round(load.syncGapMs.max)} ms |`,
    `| Last acknowledged post first in a restore of the replica | ${f1(load.lastRowAfterS)} s after its answer (restore included); every acknowledged post restored: ${load.restoredAll ? "yes" : "**no**"} |`,
    `| Database for the restore (messages with 8 KB random bodies, the app's migrations) | ${f1(large.databaseMb)} MB, ${large.rows} rows; replica ${f1(large.replicaMb)} MB (lz4), first sync ${f1(large.replicateS)} s |`,
    `| \`npm run restore -- --from file:///…\` of it into an empty folder (integrity and migration checks included) | **${f1(large.restoreS)} s**, ${large.restoredRows} rows back |`,
    end,
  ].join("\n");
}

function writeSection(file: string, section: string): void {
  writeMarkedSection(file, "backup", section);
}

const cleanup = cleanupOnSignals();
let exitCode = 2;
try {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean" },
      rate: { type: "string", default: "100" },
      seconds: { type: "string", default: "30" },
      megabytes: { type: "string", default: "100" },
    },
  });
  const rate = Math.min(1000, Math.max(1, Number(values.rate)));
  const seconds = Math.min(30, Math.max(1, Number(values.seconds)));
  const megabytes = Math.min(1024, Math.max(1, Number(values.megabytes)));
  if (!values["no-build"]) await runCommand("npx", ["react-router", "build"], root);
  const benchDir = path.join(root, ".bench");
  mkdirSync(benchDir, { recursive: true });
  const buildDir = snapshotBuild(root, benchDir, cleanup);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "studio-bench-backup-"));
  cleanup.add("remove the temporary directory", () =>
    rmSync(tmp, { recursive: true, force: true }),
  );
  console.info(`Load: ${rate} contact posts a second for ${seconds} s, BACKUP_URL to a folder`);
  const load = await measureLoad(buildDir, tmp, rate, seconds, cleanup);
  console.info(`Restore: a database of about ${megabytes} MB`);
  const large = await measureRestore(tmp, megabytes);
  const args = process.argv.slice(2).filter((arg) => arg !== "--no-build");
  const command = `npm run bench:backup${args.length ? ` -- ${args.join(" ")}` : ""}`;
  const section = markdown(
    load,
    large,
    new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
    command,
  );
  writeSection(path.join(root, "BENCHMARKS.md"), section);
  console.info(section);
  exitCode = 0;
} catch (error) {
  console.error(`bench:backup: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup.run();
}
process.exit(exitCode);
