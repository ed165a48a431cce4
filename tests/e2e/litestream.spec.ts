import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { sql } from "kysely";
import { createDatabase } from "~/infra/db.server";
import { subscribe } from "~/services/subscribers/subscribers.server";
import { freePort } from "../support/postgres";
import { startTestS3, type TestS3 } from "../support/s3";
import { postMessage } from "./durability-site";
import { expect, test } from "./fixtures";
import { startServer, type ServerProcess } from "./server-process";
import { CookieJar, passwordStep, postForm, turnOnTwoStep } from "./sign-in-http";
import { addTestStaff, codeForKey } from "./staff-helpers";

// Restore drills for the continuous backup (Litestream, BACKUP_URL), with the production server
// in its own process and the real binary: rows written, two-step sign-in turned on, the server
// killed with -9 and its data folder deleted, `npm run restore`, and the site started again with
// everything back and the same authenticator app still working. Also a restore to a moment
// before a message was deleted, one replicating process with several workers, and the S3 server
// down for two minutes while messages keep coming, with the lag shown meanwhile.

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const passphrase = "the studio's backup passphrase";
const run = promisify(execFile);

type Backup = { url: string; env: Record<string, string> };
type Health = {
  status: string;
  backup: {
    state: string;
    lagSeconds: number | null;
    lastBackupAt: string | null;
    lastErrorAt: string | null;
  };
};

let s3: TestS3;
const servers: ServerProcess[] = [];
const folders: string[] = [];

/** A new folder under the system's temp folder, removed after the spec. */
function tempFolder(name: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `studio-${name}-`));
  folders.push(folder);
  return folder;
}

test.beforeAll(async () => {
  s3 = await startTestS3("studio-replica");
});
test.afterAll(async () => {
  for (const server of servers) await server.kill("SIGKILL");
  await s3.stop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

function s3Backup(folder: string): Backup {
  return {
    url: `s3://studio-replica/${folder}`,
    env: {
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
  };
}

function folderBackup(): Backup {
  return { url: pathToFileURL(tempFolder("replica")).href, env: {} };
}

async function start(dataDir: string, backup: Backup, env: Record<string, string> = {}) {
  const port = String(await freePort());
  const server = startServer(
    {
      PORT: port,
      SITE_URL: `http://127.0.0.1:${port}`,
      BACKUP_URL: backup.url,
      BACKUP_PASSPHRASE: passphrase,
      FORM_RATE_LIMIT: "1000",
      ...backup.env,
      ...env,
    },
    { dataDir },
  );
  servers.push(server);
  await server.ready();
  return server;
}

async function health(server: ServerProcess): Promise<Health> {
  return (await fetch(`${server.url}/healthz`)).json() as Promise<Health>;
}

/**
 * Waits until /healthz says the replica took a sync at `since` (ms) or later and nothing has
 * changed since: every write made after `since`, and already committed, has reached it. Take
 * `since` before the writes: a sync that lands between a write and a later `since` would never be
 * followed by another while nothing is written.
 */
async function replicated(server: ServerProcess, since: number): Promise<Health> {
  await expect
    .poll(
      async () => {
        const { backup } = await health(server);
        return backup.lastBackupAt && backup.lagSeconds === 0 ? Date.parse(backup.lastBackupAt) : 0;
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(since);
  return health(server);
}

/** Litestream processes replicating the database of `dataDir` (their configuration is there). */
function replicators(dataDir: string): number[] {
  const config = path.join(dataDir, "backup", "litestream.yml");
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
        return args.some((arg) => arg.endsWith("/litestream")) && args.includes(config);
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function restore(dataDir: string, backup: Backup, at?: string) {
  const started = Date.now();
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "scripts/restore.ts", "--from", backup.url, ...(at ? ["--at", at] : [])],
    {
      env: {
        ...process.env,
        ...backup.env,
        DATA_DIR: dataDir,
        DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
        BACKUP_PASSPHRASE: passphrase,
        LOG_LEVEL: "silent",
      },
    },
  );
  return { output: stdout, seconds: (Date.now() - started) / 1000 };
}

/** How many rows each of the site's tables holds (not SQLite's or Litestream's own). */
async function rowsPerTable(dataDir: string): Promise<Record<string, number>> {
  const db = openSite(dataDir);
  try {
    const { rows: tables } = await sql<{ name: string }>`
      select name from sqlite_master
      where type = 'table' and name not like 'sqlite_%' and name not like '_litestream_%'
      order by name`.execute(db);
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await sql<{
        count: number;
      }>`select count(*) as count from ${sql.table(name)}`.execute(db);
      counts[name] = Number(rows[0]?.count ?? 0);
    }
    return counts;
  } finally {
    await db.destroy();
  }
}

function openSite(dataDir: string) {
  return createDatabase(`file:${path.join(dataDir, "site.db")}`, { autocheckpoint: false });
}

for (const kind of ["a folder", "an S3 bucket"] as const) {
  test(`restore drill to ${kind}: kill -9, data folder gone, restore, and everything is back`, async () => {
    const backup = kind === "a folder" ? folderBackup() : s3Backup(`drill-${Date.now()}`);
    const dataDir = tempFolder("drill");
    let server = await start(dataDir, backup);

    const db = openSite(dataDir);
    const staff = await addTestStaff("owner", db);
    await subscribe(db, { email: "drill-ada@example.com", side: "karate", sourcePage: "/karate" });
    await db.destroy();
    const jar = new CookieJar();
    expect((await passwordStep(server.url, staff, { jar })).status).toBe(302);
    const { key, confirmed } = await turnOnTwoStep(server.url, jar);
    expect(confirmed.status).toBe(302);
    const wroteAt = Date.now();
    const messages = [];
    for (let index = 0; index < 5; index++) messages.push(await postMessage(server, "drill"));
    expect(messages.map((message) => message.status)).toEqual([200, 200, 200, 200, 200]);
    const { backup: status } = await replicated(server, wroteAt);
    const before = await rowsPerTable(dataDir);
    expect(status.state).toBe("replicating");
    console.info(
      `[${kind}] last write reached the replica ${Date.parse(status.lastBackupAt ?? "") - wroteAt} ms after it was made`,
    );

    const killedAt = Date.now();
    await server.kill("SIGKILL");
    // Litestream notices its server is gone, sends what is left and ends itself: no second
    // replicator later.
    await expect
      .poll(() => replicators(dataDir).length, { timeout: 10_000, intervals: [100] })
      .toBe(0);
    console.info(`[${kind}] Litestream ended ${Date.now() - killedAt} ms after kill -9`);
    await rm(dataDir, { recursive: true, force: true });

    const restored = await restore(dataDir, backup);
    expect(restored.output).toContain("Restored the continuous backup");
    console.info(
      `[${kind}] npm run restore took ${restored.seconds.toFixed(1)} s: ${restored.output}`,
    );

    server = await start(dataDir, backup);
    // Every table the migrations made holds what it held (the schedule, events, courses, staff,
    // their two-step keys…), whatever table a later migration adds.
    const after = await rowsPerTable(dataDir);
    expect(Object.keys(after).length).toBeGreaterThan(15);
    expect(after).toEqual({ ...before, rate_limits: after.rate_limits });
    const check = openSite(dataDir);
    try {
      const emails = await check.selectFrom("messages").select("email").execute();
      for (const message of messages)
        expect(emails.map((row) => row.email)).toContain(message.email);
      const signUps = await check.selectFrom("subscribers").select("email").execute();
      expect(signUps.map((row) => row.email)).toContain("drill-ada@example.com");
    } finally {
      await check.destroy();
    }
    // The same authenticator app still signs the owner in: the secret came back with the data.
    const again = new CookieJar();
    const first = await passwordStep(server.url, staff, { jar: again });
    expect(first.location).toContain("/admin/login/two-factor");
    const signedIn = await postForm(
      `${server.url}/admin/login/two-factor`,
      { code: codeForKey(key, 1), kind: "app" },
      { jar: again },
    );
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe("/admin");
    await server.kill("SIGTERM");
  });
}

test("restore to a moment before a message was deleted brings it back", async () => {
  const backup = s3Backup(`moment-${Date.now()}`);
  const dataDir = tempFolder("moment");
  const server = await start(dataDir, backup);
  const wroteAt = Date.now();
  const kept = await postMessage(server, "kept");
  const deleted = await postMessage(server, "deleted");
  await replicated(server, wroteAt);
  // A moment when both messages were there and safely in the replica.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const moment = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const deletedAt = Date.now();
  const db = openSite(dataDir);
  await db.deleteFrom("messages").where("email", "=", deleted.email).execute();
  await db.destroy();
  await replicated(server, deletedAt);
  const stopped = await server.kill("SIGTERM");
  expect(stopped.code).toBe(0);
  expect(replicators(dataDir)).toEqual([]);

  const emailsIn = async (dir: string) => {
    const check = openSite(dir);
    try {
      return (await check.selectFrom("messages").select("email").execute()).map((row) => row.email);
    } finally {
      await check.destroy();
    }
  };
  const before = tempFolder("before");
  await restore(before, backup, moment);
  expect(await emailsIn(before)).toEqual(expect.arrayContaining([kept.email, deleted.email]));
  const latest = tempFolder("latest");
  await restore(latest, backup);
  const now = await emailsIn(latest);
  expect(now).toContain(kept.email);
  expect(now).not.toContain(deleted.email);
});

test("with several workers, the primary alone replicates, and the workers report it", async () => {
  const backup = folderBackup();
  const dataDir = tempFolder("workers");
  const server = await start(dataDir, backup, { WEB_CONCURRENCY: "2" });
  const wroteAt = Date.now();
  const message = await postMessage(server, "workers");
  expect(message.status).toBe(200);
  const { backup: status } = await replicated(server, wroteAt);
  expect(status.state).toBe("replicating");
  expect(replicators(dataDir)).toHaveLength(1);
  const stopped = await server.kill("SIGTERM");
  expect(stopped.code).toBe(0);
  expect(replicators(dataDir)).toEqual([]);
});

/** The replica-lag gauge on METRICS_PORT; null when it has no sample. */
async function lagGauge(metricsPort: string): Promise<number | null> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const line = /^studio_backup_replica_lag_seconds (\S+)$/m.exec(text);
  return line?.[1] === undefined ? null : Number(line[1]);
}

test("the S3 server down for two minutes, then back: the lag is shown meanwhile, and every message written during the outage is restored", async () => {
  // Two minutes down, as the issue asks, plus the start, the catching up and a restore.
  test.setTimeout(330_000);
  const outageMs = 120_000;
  const backup = s3Backup(`outage-${Date.now()}`);
  const dataDir = tempFolder("outage");
  const metricsPort = String(await freePort());
  const server = await start(dataDir, backup, { METRICS_PORT: metricsPort });
  const wroteAt = Date.now();
  const messages = [await postMessage(server, "before-outage")];
  await replicated(server, wroteAt);
  expect(await lagGauge(metricsPort)).toBe(0);

  type Reading = { second: number; status: string; state: string; lag: number | null };
  const readings: (Reading & { gauge: number | null })[] = [];
  await s3.takeDown();
  const downAt = Date.now();
  try {
    while (Date.now() - downAt < outageMs) {
      messages.push(await postMessage(server, "outage"));
      const { status, backup: figures } = await health(server);
      readings.push({
        second: Math.round((Date.now() - downAt) / 1000),
        status,
        state: figures.state,
        lag: figures.lagSeconds,
        gauge: await lagGauge(metricsPort),
      });
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  } finally {
    await s3.bringBack();
  }
  console.info(`[outage] ${readings.map((r) => `${r.second}s:${r.state}/${r.lag}`).join(" ")}`);
  // Every message was taken while the replica's place was down: the site does not depend on it.
  expect(messages.map((message) => message.status)).toEqual(messages.map(() => 200));
  // Once Litestream has tried and failed, the state says so and the lag grows with the outage.
  const shown = readings.filter((reading) => reading.second >= 15);
  expect(shown.length).toBeGreaterThan(15);
  for (const reading of shown) {
    expect(reading).toMatchObject({ status: "degraded", state: "failing" });
    expect(reading.lag).toBeGreaterThanOrEqual(reading.second - 2);
    expect(Math.abs((reading.gauge ?? -100) - (reading.lag ?? 0))).toBeLessThanOrEqual(2);
  }
  const lags = shown.map((reading) => reading.lag ?? 0);
  expect(lags).toEqual([...lags].sort((a, b) => a - b));
  expect(lags.at(-1)).toBeGreaterThanOrEqual(110);

  // Back, with nothing written since: the supervisor has Litestream try the replica again after
  // a quiet spell (15 s), it sends what the outage held, and the figures come back to normal.
  const backAt = Date.now();
  const { backup: after } = await replicated(server, backAt);
  console.info(
    `[outage] caught up ${Date.parse(after.lastBackupAt ?? "") - backAt} ms after S3 was back`,
  );
  await expect
    .poll(async () => [(await health(server)).status, await lagGauge(metricsPort)], {
      timeout: 30_000,
      intervals: [250],
    })
    .toEqual(["ok", 0]);
  expect((await health(server)).backup.state).toBe("replicating");

  const restored = tempFolder("outage-restored");
  await restore(restored, backup);
  const check = openSite(restored);
  try {
    const emails = (await check.selectFrom("messages").select("email").execute()).map(
      (row) => row.email,
    );
    expect(emails).toEqual(expect.arrayContaining(messages.map((message) => message.email)));
  } finally {
    await check.destroy();
  }
  const stopped = await server.kill("SIGTERM");
  expect(stopped.code).toBe(0);
});
