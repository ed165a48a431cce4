import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createDatabase } from "~/infra/db.server";
import { copiedToReplica, parseReplicaUrl, replicaFiles } from "~/infra/storage/backup-copy.server";
import { createLocalStorage } from "~/infra/storage/local.server";
import { migrateToLatest } from "~/infra/migrate.server";
import { replicaStatus } from "~/services/backup/replica-status.server";
import { restoreFromReplica } from "~/services/backup/replica-restore.server";
import {
  startReplication,
  type Replication,
  type ReplicationSettings,
} from "~/services/backup/replication.server";
import { subscribe } from "~/services/subscribers/subscribers.server";
import { startTestS3, type TestS3 } from "../support/s3";
import { holdWriteLock } from "../support/sqlite-lock";

// The continuous backup against the real Litestream binary: replicating a site's SQLite file
// into a folder and into an S3-protocol server on 127.0.0.1 (s3rver), started again after it is
// killed, stopped cleanly, and restored with its uploads and the sealed session secret.

const secret = "the studio's session secret, at least 32 characters long";
const passphrase = "a passphrase for the backups";
const quiet = pino({ level: "silent" });

type Site = { dataDir: string; databaseUrl: string; settings: ReplicationSettings };

let root: string;
let s3: TestS3;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "litestream-test-"));
  s3 = await startTestS3("studio-replica");
});
afterAll(async () => {
  await s3.stop();
  await rm(root, { recursive: true, force: true });
});

async function siteWithData(name: string, backupUrl: string): Promise<Site> {
  const dataDir = path.join(root, name);
  const databaseUrl = `file:${path.join(dataDir, "site.db")}`;
  const db = createDatabase(databaseUrl, { autocheckpoint: false });
  try {
    await migrateToLatest(db);
    await subscribe(db, { email: "ada@example.com", side: "karate", sourcePage: "/karate" });
  } finally {
    await db.destroy();
  }
  await mkdir(path.join(dataDir, "uploads", "waivers"), { recursive: true });
  await writeFile(path.join(dataDir, "uploads", "waivers", "form.pdf"), "%PDF-1.7 waiver");
  await writeFile(path.join(dataDir, "session-secret"), secret);
  return {
    dataDir,
    databaseUrl,
    settings: {
      backupUrl,
      databaseUrl,
      dataDir,
      localUploads: true,
      passphrase,
      s3: {
        region: "us-east-1",
        endpoint: s3.endpoint,
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      },
      logger: quiet,
      restartDelayMs: 200,
    },
  };
}

async function subscribers(databaseUrl: string): Promise<string[]> {
  const db = createDatabase(databaseUrl);
  try {
    const rows = await db.selectFrom("subscribers").select("email").orderBy("email").execute();
    return rows.map((row) => row.email);
  } finally {
    await db.destroy();
  }
}

/** Waits until Litestream has sent a change made after `since` (ms). */
async function syncedAfter(since: number) {
  await vi.waitFor(
    () => {
      const last = replicaStatus().lastBackupAt;
      expect(last && Date.parse(last)).toBeGreaterThan(since);
    },
    { timeout: 15_000, interval: 100 },
  );
}

function restorePlace(name: string) {
  const dataDir = path.join(root, name);
  return { dataDir, databaseUrl: `file:${path.join(dataDir, "site.db")}`, localUploads: true };
}

test("with the S3 server down, the state says failing and the lag grows; back, it catches up", async () => {
  const site = await siteWithData("outage", "s3://studio-replica/studio/outage");
  const replication = await startReplication({ ...site.settings, retryQuietMs: 2000 });
  const db = createDatabase(site.databaseUrl, { autocheckpoint: false });
  try {
    await syncedAfter(Date.now() - 1000);
    await s3.takeDown();
    try {
      const downAt = Date.now();
      await subscribe(db, { email: "during@example.com", side: "yoga", sourcePage: "/yoga" });
      await vi.waitFor(() => expect(replicaStatus().state).toBe("failing"), {
        timeout: 10_000,
        interval: 100,
      });
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(replicaStatus().lagSeconds).toBeGreaterThanOrEqual(
        Math.floor((Date.now() - downAt) / 1000),
      );
    } finally {
      await s3.bringBack();
    }
    // Back, with nothing written since: the replica is tried again all the same and catches up.
    const backAt = Date.now();
    await syncedAfter(backAt);
    await vi.waitFor(() => expect(replicaStatus().lagSeconds).toBe(0), { timeout: 10_000 });
    expect(replicaStatus().state).toBe("replicating");
    await subscribe(db, { email: "after@example.com", side: "yoga", sourcePage: "/yoga" });
    await syncedAfter(Date.now());
  } finally {
    await db.destroy();
    await replication.stop();
  }
  const place = restorePlace("outage-restored");
  await restoreFromReplica(
    { ...place, passphrase, s3: site.settings.s3 },
    "s3://studio-replica/studio/outage",
  );
  expect(await subscribers(place.databaseUrl)).toEqual([
    "ada@example.com",
    "after@example.com",
    "during@example.com",
  ]);
});

describe.each([
  ["a folder", () => pathToFileURL(path.join(root, "replica")).href],
  ["an S3 bucket", () => "s3://studio-replica/studio/site"],
])("continuous backup to %s", (_name, backupUrl) => {
  let site: Site;
  let replication: Replication | undefined;

  beforeAll(async () => {
    site = await siteWithData(`site-${Math.random().toString(36).slice(2)}`, backupUrl());
  });
  afterAll(async () => {
    await replication?.stop();
  });

  test("replicates, is started again when it dies, and stops cleanly", async () => {
    const startedAt = Date.now();
    replication = await startReplication(site.settings);
    expect(replicaStatus().state).toBe("replicating");
    await syncedAfter(startedAt - 1000);
    // The configuration holds no credentials: they reach Litestream in its environment only.
    const config = await readFile(path.join(site.dataDir, "backup", "litestream.yml"), "utf8");
    expect(config).not.toContain("S3RVER");

    const first = replication.pid();
    expect(first).toBeDefined();
    process.kill(first ?? 0, "SIGKILL");
    await vi.waitFor(() => expect(replicaStatus().restarts).toBe(1), { timeout: 10_000 });
    await vi.waitFor(() => expect(replication?.pid()).toBeGreaterThan(0), { timeout: 10_000 });
    expect(replication.pid()).not.toBe(first);
    expect(replicaStatus().state).toBe("replicating");

    const db = createDatabase(site.databaseUrl, { autocheckpoint: false });
    const wroteAt = Date.now();
    await subscribe(db, { email: "grace@example.com", side: "yoga", sourcePage: "/yoga" });
    await db.destroy();
    await syncedAfter(wroteAt);
    expect(replicaStatus().lagSeconds).toBe(0);

    const last = replication.pid() ?? 0;
    await replication.stop();
    replication = undefined;
    expect(() => process.kill(last, 0)).toThrow();
    expect(replicaStatus().state).toBe("off");
  });

  test("restores the database, the uploads and the session secret into an empty folder", async () => {
    const place = restorePlace(`restored-${Math.random().toString(36).slice(2)}`);
    const result = await restoreFromReplica(
      { ...place, passphrase, s3: site.settings.s3 },
      backupUrl(),
    );
    expect(result.sessionSecret).toBe(true);
    expect(result.files).toBe(1);
    expect(await subscribers(place.databaseUrl)).toEqual(["ada@example.com", "grace@example.com"]);
    expect(await readFile(path.join(place.dataDir, "session-secret"), "utf8")).toBe(secret);
    expect(await readFile(path.join(place.dataDir, "uploads", "waivers", "form.pdf"), "utf8")).toBe(
      "%PDF-1.7 waiver",
    );

    // Never over a database: the second restore into the same place is refused, untouched.
    await expect(
      restoreFromReplica({ ...place, passphrase, s3: site.settings.s3 }, backupUrl()),
    ).rejects.toThrow(/already/);
    // A moment before the first snapshot: Litestream has nothing, and nothing is written.
    const early = restorePlace(`early-${Math.random().toString(36).slice(2)}`);
    await expect(
      restoreFromReplica({ ...early, s3: site.settings.s3 }, backupUrl(), new Date("2020-01-01")),
    ).rejects.toThrow(/could not restore/);
    expect(existsSync(path.join(early.dataDir, "site.db"))).toBe(false);
  });
});

test("an upload stored while the backup runs is copied beside the replica at once", async () => {
  const replica = parseReplicaUrl(pathToFileURL(path.join(root, "uploads-replica")).href);
  if (!replica) throw new Error("not a replica address");
  const storage = copiedToReplica(
    createLocalStorage(path.join(root, "uploads-site")),
    replicaFiles(replica, { region: "us-east-1", forcePathStyle: false }, "uploads"),
  );
  const source = path.join(root, "timetable.pdf");
  await writeFile(source, "%PDF-1.7 timetable");
  await storage.put("timetables/2026.pdf", source, "application/pdf");
  await storage.remove("timetables/2026.pdf");
  // Removed from the site, kept in the backup for a restore to an earlier moment.
  expect(
    await readFile(path.join(root, "uploads-replica", "uploads", "timetables", "2026.pdf"), "utf8"),
  ).toBe("%PDF-1.7 timetable");
});

describe("the site's connections to a database Litestream replicates (its tips and caveats)", () => {
  test("every connection is in WAL mode and leaves checkpoints to Litestream", async () => {
    const databaseUrl = `file:${path.join(root, "pragmas", "site.db")}`;
    const replicated = createDatabase(databaseUrl, { autocheckpoint: false });
    const plain = createDatabase(`file:${path.join(root, "pragmas", "plain.db")}`);
    try {
      await migrateToLatest(replicated);
      const read = async (db: typeof plain, pragma: string) => {
        // Outside a transaction a read goes to the reading connection; inside, to the writer.
        const reader = await sql.raw(`PRAGMA ${pragma}`).execute(db);
        const writer = await db
          .transaction()
          .execute((trx) => sql.raw(`PRAGMA ${pragma}`).execute(trx));
        return [reader.rows[0], writer.rows[0]].map((row) => Object.values(row ?? {})[0]);
      };
      expect(await read(replicated, "journal_mode")).toEqual(["wal", "wal"]);
      expect(await read(replicated, "wal_autocheckpoint")).toEqual([0, 0]);
      // Without BACKUP_URL, SQLite's own checkpoints keep the WAL small.
      expect(await read(plain, "wal_autocheckpoint")).toEqual([1000, 1000]);
    } finally {
      await replicated.destroy();
      await plain.destroy();
    }
  });

  test("a write waits for the lock Litestream takes to checkpoint, rather than failing", async () => {
    const databaseUrl = `file:${path.join(root, "busy", "site.db")}`;
    const db = createDatabase(databaseUrl, { autocheckpoint: false, busyTimeoutMs: 5000 });
    try {
      await migrateToLatest(db);
      const lock = await holdWriteLock(databaseUrl.slice("file:".length), 700);
      const started = Date.now();
      await subscribe(db, { email: "lin@example.com", side: "yoga", sourcePage: "/yoga" });
      expect(Date.now() - started).toBeGreaterThan(300);
      await lock.released;
      const rows = await db.selectFrom("subscribers").select("email").execute();
      expect(rows.map((row) => row.email)).toEqual(["lin@example.com"]);
    } finally {
      await db.destroy();
    }
  });
});
