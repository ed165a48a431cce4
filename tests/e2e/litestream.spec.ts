import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
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
// before a message was deleted, and one replicating process with several workers.

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const passphrase = "the studio's backup passphrase";
const run = promisify(execFile);

type Backup = { url: string; env: Record<string, string> };
type Health = {
  status: string;
  backup: { state: string; lagSeconds: number | null; lastBackupAt: string | null };
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

/** Waits until /healthz says a change made at `since` (ms) or later reached the replica. */
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
    const messages = [];
    for (let index = 0; index < 5; index++) messages.push(await postMessage(server, "drill"));
    expect(messages.map((message) => message.status)).toEqual([200, 200, 200, 200, 200]);
    const wroteAt = Date.now();
    const { backup: status } = await replicated(server, wroteAt);
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
  const kept = await postMessage(server, "kept");
  const deleted = await postMessage(server, "deleted");
  await replicated(server, Date.now());
  // A moment when both messages were there and safely in the replica.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const moment = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const db = openSite(dataDir);
  await db.deleteFrom("messages").where("email", "=", deleted.email).execute();
  await db.destroy();
  await replicated(server, Date.now());
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
  const message = await postMessage(server, "workers");
  expect(message.status).toBe(200);
  const { backup: status } = await replicated(server, Date.now());
  expect(status.state).toBe("replicating");
  expect(replicators(dataDir)).toHaveLength(1);
  const stopped = await server.kill("SIGTERM");
  expect(stopped.code).toBe(0);
  expect(replicators(dataDir)).toEqual([]);
});
