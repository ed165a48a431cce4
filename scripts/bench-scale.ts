// How the staff area, the public lists and the CSV exports cost as the studio's records grow:
// each database kind (SQLite, then PostgreSQL in a throwaway cluster) filled at a tenth of the
// issue's numbers (1×) and at the full numbers (10×), each measured on the production server.
// Updates the "Scale" section of BENCHMARKS.md.
// Usage: npm run bench:scale [-- --no-build] [-- --build-dir DIR] [-- --only sqlite|postgres]
// Exit code: 0 all budgets met, 1 a budget missed, 2 the benchmark itself could not run.

import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { findPostgresBinDir, startPostgres } from "../tests/support/postgres.ts";
import { runCommand, stopService, type Cleanup, cleanupOnSignals } from "./bench/processes.ts";
import { snapshotBuild } from "./bench/setup.ts";
import { measureExport, pageTimes, publicPages, staffPages } from "./bench-scale/measure.ts";
import { fullCounts, scaled, type RecordCounts } from "./bench-scale/records.ts";
import { growthNotes } from "./bench-scale/notes.ts";
import {
  type KindRun,
  type ScaleRun,
  scaleMarkdown,
  scaleMisses,
  writeScaleSection,
} from "./bench-scale/report.ts";
import { prepareDatabase, startSite } from "./bench-scale/site.ts";

const root = path.resolve(import.meta.dirname, "..");
const cleanup = cleanupOnSignals();
const now = new Date();

async function measureScale(
  label: ScaleRun["label"],
  counts: RecordCounts,
  databaseUrl: string,
  dataDir: string,
  buildDir: string,
  steps: Cleanup,
): Promise<ScaleRun> {
  console.info(`${label}: filling the database…`);
  const fillSeconds = await prepareDatabase(databaseUrl, counts, now);
  const site = await startSite(root, buildDir, databaseUrl, dataDir, steps);
  const run: ScaleRun = {
    label,
    counts,
    fillSeconds,
    staff: new Map(),
    public: new Map(),
    exports: new Map(),
  };
  try {
    console.info(`${label}: staff pages…`);
    for (const page of staffPages) {
      run.staff.set(page.name, await pageTimes(site.origin, page.path, { cookie: site.cookie }));
    }
    console.info(`${label}: public pages…`);
    for (const page of publicPages) {
      run.public.set(page.name, await pageTimes(site.origin, page.path, { count: 30 }));
    }
    if (label === "10×") {
      const pid = site.server.child.pid;
      if (pid === undefined) throw new Error("the server has no process id");
      console.info(`${label}: exports…`);
      for (const [name, address] of [
        [
          "Every message (`/admin/inbox/export.csv?state=all`)",
          "/admin/inbox/export.csv?state=all",
        ],
        ["Every subscriber (`/admin/subscribers/export.csv`)", "/admin/subscribers/export.csv"],
      ] as const) {
        run.exports.set(name, await measureExport(site.origin, address, site.cookie, pid));
      }
    }
  } finally {
    await stopService(site.server);
  }
  return run;
}

async function createPostgresDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let exitCode = 2;
try {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean" },
      "build-dir": { type: "string" },
      only: { type: "string" },
    },
  });
  const kinds = values.only ? [values.only] : ["sqlite", "postgres"];
  if (!kinds.every((kind) => kind === "sqlite" || kind === "postgres")) {
    throw new Error(`--only takes sqlite or postgres, not ${values.only}`);
  }
  const benchDir = path.join(root, ".bench");
  mkdirSync(benchDir, { recursive: true });
  let buildDir: string;
  if (values["build-dir"]) {
    // A build of one's own (say one made with E2E_BUILD_DIR), used where it is.
    buildDir = path.resolve(root, values["build-dir"]);
    if (!existsSync(path.join(buildDir, "server", "index.js"))) {
      throw new Error(`${buildDir} holds no server build (server/index.js)`);
    }
  } else {
    if (!values["no-build"]) await runCommand("npx", ["react-router", "build"], root);
    buildDir = snapshotBuild(root, benchDir, cleanup);
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), "studio-bench-scale-"));
  cleanup.add("remove the temporary directory", () =>
    rmSync(tmp, { recursive: true, force: true }),
  );
  const runs: KindRun[] = [];
  for (const kind of kinds) {
    let urlOf = async (name: string) => `file:${path.join(tmp, name, "site.db")}`;
    if (kind === "postgres") {
      const binDir = findPostgresBinDir();
      if (!binDir) throw new Error("PostgreSQL (initdb, pg_ctl, postgres) is not installed here");
      const cluster = await startPostgres(binDir);
      cleanup.add("stop PostgreSQL", cluster.stop);
      urlOf = (name) => createPostgresDatabase(cluster.url, name);
    }
    const name = kind === "sqlite" ? "SQLite" : "PostgreSQL";
    const measure = async (label: ScaleRun["label"], counts: RecordCounts) => {
      const dbName = `scale_${label === "1×" ? "small" : "full"}`;
      console.info(`${name}, ${label}`);
      return measureScale(
        label,
        counts,
        await urlOf(dbName),
        path.join(tmp, `${kind}-${dbName}`),
        buildDir,
        cleanup,
      );
    };
    const small = await measure("1×", scaled(fullCounts, 0.1));
    const full = await measure("10×", fullCounts);
    runs.push({ kind: name, small, full });
  }
  const when = new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC";
  const build = values["build-dir"] ? `the build in \`${values["build-dir"]}\`` : undefined;
  const section = scaleMarkdown(runs, when, growthNotes(runs), build);
  if (kinds.length === 2) writeScaleSection(path.join(root, "BENCHMARKS.md"), section);
  else writeScaleSection(path.join(benchDir, "scale-partial.md"), section);
  console.info(section);
  exitCode = scaleMisses(runs).length === 0 ? 0 : 1;
} catch (error) {
  console.error(`bench:scale: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await cleanup.run();
}
process.exit(exitCode);
