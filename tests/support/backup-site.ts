import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import * as tar from "tar";
import { afterAll, beforeAll, describe, inject } from "vitest";
import type { Database, DatabaseKind } from "~/infra/db.server";
import { createBackup, type BackupSettings, type Manifest } from "~/services/backup/archive.server";
import { storeMessage } from "~/services/messages/messages.server";
import { seedDatabase } from "~/services/seed.server";
import { subscribe } from "~/services/subscribers/subscribers.server";
import { createTestDatabase, type TestDatabase } from "./databases";

// A site to back up, for the backup tests: a seeded database of either kind with a sign-up and a
// message, a data folder with an upload, a spooled submission and the session secret, and its
// archive made once with BACKUP_PASSPHRASE; places to restore into; and ways to tamper with an
// archive.

export const secret = "the studio's session secret, at least 32 characters long";
export const passphrase = "a passphrase for the backups";
export const upload = Buffer.from("%PDF-1.7 the dojo's waiver form");

const tables = [
  "subscribers",
  "messages",
  "events",
  "seasons",
  "season_classes",
  "season_closures",
  "offerings",
  "revisions",
  "audit_log",
  "seed_runs",
] as const;

export async function counts(db: Kysely<Database>): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`
      .execute(db)
      .then((answer) => answer.rows[0]);
    result[table] = Number(row?.n ?? 0);
  }
  return result;
}

/** A place to restore into: a data folder and a database that does not exist yet or is empty. */
export async function emptyPlace(kind: DatabaseKind, root: string, name: string) {
  const dataDir = path.join(root, name);
  if (kind === "sqlite") {
    return {
      dataDir,
      databaseUrl: `file:${path.join(dataDir, "site.db")}`,
      dispose: async () => {},
    };
  }
  const fresh = await createTestDatabase("postgres", { migrate: false });
  await fresh.db.destroy();
  return { dataDir, databaseUrl: fresh.url, dispose: fresh.dispose };
}

/** Changes an archive's manifest. */
export async function editManifest(dir: string, change: (manifest: Manifest) => void) {
  const file = path.join(dir, "manifest.json");
  const manifest = JSON.parse(await readFile(file, "utf8")) as Manifest;
  change(manifest);
  await writeFile(file, JSON.stringify(manifest));
}

/** The archive unpacked, changed by `change`, and packed again as `to`. */
export async function repack(from: string, to: string, change: (dir: string) => Promise<void>) {
  const dir = await mkdtemp(path.join(tmpdir(), "repack-"));
  try {
    await tar.extract({ file: from, cwd: dir });
    await change(dir);
    // Whatever the folder holds now, links included (tar stores a link, not what it points to).
    await tar.create({ gzip: true, file: to, cwd: dir }, await readdir(dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type BackedUpSite = {
  root: string;
  source: TestDatabase;
  settings: BackupSettings;
  archive: string;
  manifest: Manifest;
  /** Disposes of a place restored into once the suite is over. */
  track: (dispose: () => Promise<void>) => void;
};

/** The same suite once per database kind, around one backed-up site (PostgreSQL when present). */
export function describeBackups(
  name: string,
  body: (site: () => BackedUpSite, kind: DatabaseKind) => void,
): void {
  for (const kind of ["sqlite", "postgres"] as const) {
    describe.skipIf(kind === "postgres" && !inject("postgresUrl"))(`${name} [${kind}]`, () => {
      let current: BackedUpSite | undefined;
      const disposals: (() => Promise<void>)[] = [];
      beforeAll(async () => {
        const root = await mkdtemp(path.join(tmpdir(), "backup-test-"));
        const source = await createTestDatabase(kind);
        await seedDatabase(source.db);
        await subscribe(source.db, {
          email: "ada@example.com",
          side: "karate",
          sourcePage: "/karate",
        });
        await storeMessage(source.db, {
          firstName: "Ada",
          lastName: "",
          email: "ada@example.com",
          phone: "(718) 555-0100",
          message: "Is there a class on Saturday?",
          side: "karate",
        });
        const dataDir = path.join(root, "site");
        await mkdir(path.join(dataDir, "uploads", "2026"), { recursive: true });
        await writeFile(path.join(dataDir, "uploads", "2026", "waiver.pdf"), upload);
        await mkdir(path.join(dataDir, "spool"), { recursive: true });
        await writeFile(path.join(dataDir, "spool", "1.json"), '{"kind":"message"}');
        await writeFile(path.join(dataDir, "session-secret"), secret);
        const settings = { databaseUrl: source.url, dataDir, localUploads: true, passphrase };
        const archive = path.join(root, "backups", "site.tar.gz");
        const manifest = await createBackup(settings, archive);
        current = {
          root,
          source,
          settings,
          archive,
          manifest,
          track: (dispose) => disposals.push(dispose),
        };
      });
      afterAll(async () => {
        for (const dispose of disposals) await dispose();
        await current?.source.dispose();
        if (current) await rm(current.root, { recursive: true, force: true });
      });
      body(() => {
        if (!current) throw new Error("The backed-up site is only there inside tests and hooks");
        return current;
      }, kind);
    });
  }
}
