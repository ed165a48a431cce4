import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readLogLine } from "../../app/services/backup/litestream.server.ts";
import { latency, type Latency } from "../bench/metrics.ts";
import {
  type Cleanup,
  freePort,
  startService,
  stopService,
  waitForOk,
} from "../bench/processes.ts";
import { emailsIn, restoreInto } from "./restore.ts";

// How far the replica stays behind while the production server takes contact posts at a steady
// rate: /healthz's backup.lagSeconds sampled every 250 ms, the pause between Litestream's syncs
// (its own log), and how long after the last post was acknowledged a restore of the replica
// first has it, with every acknowledged post.

const root = path.resolve(import.meta.dirname, "../..");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type LoadResult = {
  rate: number;
  seconds: number;
  sent: number;
  acknowledged: number;
  postMs: Latency;
  healthLag: Latency;
  syncGapMs: Latency;
  lastRowAfterS: number;
  restoredAll: boolean;
};

export async function measureLoad(
  buildDir: string,
  tmp: string,
  rate: number,
  seconds: number,
  cleanup: Cleanup,
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
    postMs: latency(postTimes),
    healthLag: latency(lags),
    syncGapMs: latency(gaps),
    lastRowAfterS,
    restoredAll,
  };
}
