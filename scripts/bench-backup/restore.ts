import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { sql } from "kysely";
import pino from "pino";
import { createDatabase } from "../../app/infra/db.server.ts";
import { migrateToLatest } from "../../app/infra/migrate.server.ts";
import { replicaStatus } from "../../app/services/backup/replica-status.server.ts";
import { startReplication } from "../../app/services/backup/replication.server.ts";

// A restore of the continuous backup, timed: `npm run restore` from a replica into an empty
// folder, for a database of a given size written through the app's migrations. The load figures
// (load.ts) restore the same way to find when the last acknowledged post is in the replica.

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm run restore -- --from URL` into an empty DATA_DIR; resolves with the seconds it took. */
export async function restoreInto(dataDir: string, from: string): Promise<number> {
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
export async function emailsIn(dataDir: string): Promise<Set<string>> {
  const db = createDatabase(`file:${path.join(dataDir, "site.db")}`, { readOnly: true });
  try {
    const rows = await db.selectFrom("messages").select("email").execute();
    return new Set(rows.map((row) => row.email));
  } finally {
    await db.destroy();
  }
}

export type RestoreResult = {
  databaseMb: number;
  replicaMb: number;
  rows: number;
  replicateS: number;
  restoreS: number;
  restoredRows: number;
};

/** The database's size in its pages, whether they are in the file yet or still in its log. */
async function pagesBytes(db: ReturnType<typeof createDatabase>): Promise<number> {
  const [count] = (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows;
  const [size] = (await sql<{ page_size: number }>`pragma page_size`.execute(db)).rows;
  return (count?.page_count ?? 0) * (size?.page_size ?? 0);
}

function sizeOf(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((bytes, entry) => bytes + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

export async function measureRestore(tmp: string, megabytes: number): Promise<RestoreResult> {
  const dataDir = path.join(tmp, "large");
  const databaseUrl = `file:${path.join(dataDir, "site.db")}`;
  const replica = pathToFileURL(path.join(tmp, "large-replica")).href;
  mkdirSync(dataDir, { recursive: true });
  const db = createDatabase(databaseUrl);
  await migrateToLatest(db);
  // Long bodies of random text (base64): they compress about as little as text can, so the
  // replica is near the database's size, not a tenth of it. Each body's trigrams go into the
  // messages' search index as well (migration 0013), several times the body's own size for text
  // this varied, so the database is filled until its files reach the size asked for rather than
  // by a count of bodies.
  const bodyBytes = 8 * 1024;
  const target = megabytes * 1024 * 1024;
  const createdAt = new Date().toISOString();
  let rows = 0;
  while ((await pagesBytes(db)) < target) {
    await db.transaction().execute(async (trx) => {
      const batch = Array.from({ length: 100 }, (_, index) => ({
        first_name: "Ada",
        email: `large-${rows + index}@example.com`,
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
    rows += 100;
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
    if (Date.now() > deadline)
      throw new Error(`the ${megabytes} MB database was not replicated in 5 min`);
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
