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

import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs, promisify } from "node:util";
import pino from "pino";
import { createDatabase } from "../app/infra/db.server.ts";
import { migrateToLatest } from "../app/infra/migrate.server.ts";
import { readLogLine } from "../app/services/backup/litestream.server.ts";
import { replicaStatus } from "../app/services/backup/replica-status.server.ts";
import { startReplication } from "../app/services/backup/replication.server.ts";
import {
  createCleanup,
  freePort,
  runCommand,
  startService,
  stopService,
  waitForOk,
  cleanupOnSignals,
} from "./bench/processes.ts";
import { writeMarkedSection } from "./bench/sections.ts";
import { snapshotBuild } from "./bench/setup.ts";

const root = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const start = "<!-- backup:start -->";
const end = "<!-- backup:end -->";

type Spread = { median: number; p95: number; max: number; count: number };

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0, count: sorted.length };
}

/** `npm run restore -- --from URL` into an empty DATA_DIR; resolves with the seconds it took. */
async function restoreInto(dataDir: string, from: string): Promise<number> {
  const started = performance.now();
  await run("npm", ["run", "--silent", "restore", "--", "--from", from], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
      BACKUP_URL: "",
      LOG_LEVEL: "silent",
    },
    maxBuffer: 1024 * 1024,
  });
  return (performance.now() - started) / 1000;
}

/** The addresses of the messages in a restored database. */
async function emailsIn(dataDir: string): Promise<Set<string>> {
  const db = createDatabase(`file:${path.join(dataDir, "site.db")}`, { readOnly: true });
  try {
    const rows = await db.selectFrom("messages").select("email").execute();
    return new Set(rows.map((row) => row.email));
  } finally {
    await db.destroy();
  }
}

type LoadResult = {
  rate: number;
  seconds: number;
  sent: number;
  acknowledged: number;
  postMs: Spread;
  healthLag: Spread;
  syncGapMs: Spread;
  lastRowAfterS: number;
  restoredAll: boolean;
};

async function measureLoad(
  buildDir: string,
  tmp: string,
  rate: number,
  seconds: number,
  cleanup: ReturnType<typeof createCleanup>,
): Promise<LoadResult> {
  const dataDir = path.join(tmp, "load");
  const replica = pathToFileURL(path.join(tmp, "load-replica")).href;
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const server = startService(
    "our server",
    process.execPath,
    [path.join(root, "server/index.ts")],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        BUILD_DIR: buildDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
        DATA_DIR: dataDir,
        BACKUP_URL: replica,
        FORM_RATE_LIMIT: "1000000",
        LOG_LEVEL: "warn",
      },
    },
  );
  cleanup.add("stop our server", () => stopService(server));
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(server, `${origin}/healthz`);
  const health = async () =>
    (
      (await (await fetch(`${origin}/healthz`)).json()) as {
        backup: { lagSeconds: number | null; lastBackupAt: string | null };
      }
    ).backup;
  // The first snapshot is not part of the load.
  while ((await health()).lastBackupAt === null) await sleep(200);
  const loadStartedAt = Date.now();

  let sequence = 0;
  const postTimes: number[] = [];
  let last: { email: string; at: number } | undefined;
  const post = async () => {
    const email = `bench-${process.pid}-${sequence++}@example.com`;
    const body = new URLSearchParams({
      firstName: "Ada",
      email,
      phone: "(718) 555-0100",
      message: "A question about the Saturday karate class for two children.",
      side: "karate",
    });
    const started = performance.now();
    try {
      const response = await fetch(`${origin}/api/contact`, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      await response.arrayBuffer();
      if (response.status !== 200) return undefined;
      postTimes.push(performance.now() - started);
      if (!last || Date.now() >= last.at) last = { email, at: Date.now() };
      return email;
    } catch {
      return undefined;
    }
  };

  // An open loop: a post every 1/rate s, whatever the answers' pace, at most 200 in flight.
  const posts: Promise<string | undefined>[] = [];
  const lags: number[] = [];
  let inFlight = 0;
  const sampler = setInterval(() => {
    health().then(
      (backup) => {
        if (backup.lagSeconds !== null) lags.push(backup.lagSeconds);
      },
      () => undefined,
    );
  }, 250);
  const total = rate * seconds;
  for (let index = 0; index < total; index++) {
    const due = loadStartedAt + (index * 1000) / rate;
    if (due > Date.now()) await sleep(due - Date.now());
    if (inFlight >= 200) continue;
    inFlight++;
    posts.push(post().finally(() => inFlight--));
  }
  const acknowledged = (await Promise.all(posts)).filter((email) => email !== undefined);
  clearInterval(sampler);
  const loadEndedAt = Date.now();

  // When the last acknowledged post is first in a restore of the replica.
  let lastRowAfterS = Number.NaN;
  let restoredAll = false;
  for (let attempt = 0; attempt < 60; attempt++) {
    const into = path.join(tmp, `load-restored-${attempt}`);
    await restoreInto(into, replica);
    const emails = await emailsIn(into);
    rmSync(into, { recursive: true, force: true });
    if (last && emails.has(last.email)) {
      lastRowAfterS = (Date.now() - last.at) / 1000;
      restoredAll = acknowledged.every((email) => emails.has(email));
      break;
    }
  }

  // The syncs Litestream made during the load, from its own log.
  const logFile = path.join(dataDir, "backup", "litestream.log");
  const syncs = existsSync(logFile)
    ? readFileSync(logFile, "utf8")
        .split("\n")
        .map(readLogLine)
        .filter((line) => line.synced && line.at !== undefined)
        .map((line) => line.at ?? 0)
        .filter((at) => at >= loadStartedAt && at <= loadEndedAt)
    : [];
  const gaps = syncs.slice(1).map((at, index) => at - (syncs[index] ?? at));
  await stopService(server);
  return {
    rate,
    seconds,
    sent: posts.length,
    acknowledged: acknowledged.length,
    postMs: spread(postTimes),
    healthLag: spread(lags),
    syncGapMs: spread(gaps),
    lastRowAfterS,
    restoredAll,
  };
}

type RestoreResult = {
  databaseMb: number;
  replicaMb: number;
  rows: number;
  replicateS: number;
  restoreS: number;
  restoredRows: number;
};

function sizeOf(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((bytes, entry) => bytes + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

async function measureRestore(tmp: string, megabytes: number): Promise<RestoreResult> {
  const dataDir = path.join(tmp, "large");
  const databaseUrl = `file:${path.join(dataDir, "site.db")}`;
  const replica = pathToFileURL(path.join(tmp, "large-replica")).href;
  mkdirSync(dataDir, { recursive: true });
  const db = createDatabase(databaseUrl);
  await migrateToLatest(db);
  // Long bodies of random text (base64): they compress about as little as text can, so the
  // replica is near the database's size, not a tenth of it.
  const bodyBytes = 8 * 1024;
  const rows = Math.ceil((megabytes * 1024 * 1024) / bodyBytes);
  const createdAt = new Date().toISOString();
  for (let done = 0; done < rows; done += 500) {
    await db.transaction().execute(async (trx) => {
      const batch = Array.from({ length: Math.min(500, rows - done) }, (_, index) => ({
        first_name: "Ada",
        email: `large-${done + index}@example.com`,
        phone: "(718) 555-0100",
        message: randomBytes((bodyBytes * 3) / 4).toString("base64"),
        side: "karate" as const,
        page: "/karate",
        created_at: createdAt,
      }));
      for (let at = 0; at < batch.length; at += 50) {
        await trx
          .insertInto("messages")
          .values(batch.slice(at, at + 50))
          .execute();
      }
    });
  }
  await db.destroy();
  const databaseMb = statSync(path.join(dataDir, "site.db")).size / 1024 / 1024;

  const replicating = performance.now();
  const replication = await startReplication({
    backupUrl: replica,
    databaseUrl,
    dataDir,
    s3: { region: "us-east-1", forcePathStyle: false },
    localUploads: false,
    logger: pino({ level: "silent" }),
  });
  const deadline = Date.now() + 300_000;
  while (replicaStatus().lastBackupAt === null || replicaStatus().lagSeconds !== 0) {
    if (Date.now() > deadline) throw new Error("the 100 MB database was not replicated in 5 min");
    await sleep(200);
  }
  const replicateS = (performance.now() - replicating) / 1000;
  await replication.stop();
  const replicaMb = sizeOf(new URL(replica).pathname) / 1024 / 1024;

  const into = path.join(tmp, "large-restored");
  const restoreS = await restoreInto(into, replica);
  const restoredRows = (await emailsIn(into)).size;
  return { databaseMb, replicaMb, rows, replicateS, restoreS, restoredRows };
}

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
