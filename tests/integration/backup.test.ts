import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { DatabaseSync } from "node:sqlite";
import { sql, type Kysely } from "kysely";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { createDatabase, type Database, type DatabaseKind } from "~/infra/db.server";
import { migrationNames } from "~/infra/migrate.server";
import { seedDatabase } from "~/services/seed.server";
import { storeMessage } from "~/services/messages/messages.server";
import { subscribe } from "~/services/subscribers/subscribers.server";
import {
  BackupError,
  createBackup,
  restoreBackup,
  type BackupSettings,
  type Manifest,
} from "~/services/backup/archive.server";
import { sha256Of } from "~/services/backup/parts.server";
import { createTestDatabase, type TestDatabase } from "../support/databases";

// One-shot backups on both databases: everything the site keeps goes into one archive and comes
// back from it into an empty place, row for row and byte for byte, with the session secret that
// seals the staff's two-step keys. A damaged archive, a wrong passphrase or a place that is not
// empty is refused before anything is written.

const secret = "the studio's session secret, at least 32 characters long";
const passphrase = "a passphrase for the backups";
const upload = Buffer.from("%PDF-1.7 the dojo's waiver form");

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

async function counts(db: Kysely<Database>): Promise<Record<string, number>> {
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
async function emptyPlace(kind: DatabaseKind, root: string, name: string) {
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
async function editManifest(dir: string, change: (manifest: Manifest) => void) {
  const file = path.join(dir, "manifest.json");
  const manifest = JSON.parse(await readFile(file, "utf8")) as Manifest;
  change(manifest);
  await writeFile(file, JSON.stringify(manifest));
}

/** The archive unpacked, changed by `change`, and packed again as `to`. */
async function repack(from: string, to: string, change: (dir: string) => Promise<void>) {
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

for (const kind of ["sqlite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !inject("postgresUrl"))(`backups [${kind}]`, () => {
    let root: string;
    let source: TestDatabase;
    let settings: BackupSettings;
    let archive: string;
    const disposals: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), "backup-test-"));
      source = await createTestDatabase(kind);
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
      settings = { databaseUrl: source.url, dataDir, localUploads: true, passphrase };
      archive = path.join(root, "backups", "site.tar.gz");
      const manifest = await createBackup(settings, archive);
      expect(manifest).toMatchObject({
        database: kind,
        schemaVersion: migrationNames.at(-1),
        migrations: migrationNames,
        sessionSecret: true,
      });
      expect(manifest.files.map((file) => file.path)).toEqual(
        expect.arrayContaining(["uploads/2026/waiver.pdf", "spool/1.json"]),
      );
    });

    afterAll(async () => {
      for (const dispose of disposals) await dispose();
      await source.dispose();
      await rm(root, { recursive: true, force: true });
    });

    test("a restore into an empty place brings back every row, file and the session secret", async () => {
      const place = await emptyPlace(kind, root, "restored");
      disposals.push(place.dispose);
      const result = await restoreBackup(
        { databaseUrl: place.databaseUrl, dataDir: place.dataDir, localUploads: true, passphrase },
        archive,
      );
      expect(result).toMatchObject({ files: 2, sessionSecret: true });
      const restored = createDatabase(place.databaseUrl);
      try {
        const before = await counts(source.db);
        expect(before.messages).toBe(1);
        expect(before.offerings).toBeGreaterThan(0);
        expect(await counts(restored)).toEqual(before);
      } finally {
        await restored.destroy();
      }
      expect(await readFile(path.join(place.dataDir, "uploads", "2026", "waiver.pdf"))).toEqual(
        upload,
      );
      expect(await readFile(path.join(place.dataDir, "session-secret"), "utf8")).toBe(secret);

      // Again into the same place: refused, as there is a database there now.
      await expect(
        restoreBackup(
          {
            databaseUrl: place.databaseUrl,
            dataDir: place.dataDir,
            localUploads: true,
            passphrase,
          },
          archive,
        ),
      ).rejects.toThrow(kind === "sqlite" ? /already a database/ : /not empty/);
    });

    test("a damaged archive, or a wrong passphrase, is refused before anything is written", async () => {
      const damaged = path.join(root, "damaged.tar.gz");
      await repack(archive, damaged, async (dir) => {
        await writeFile(path.join(dir, "uploads", "2026", "waiver.pdf"), "something else");
      });
      const forged = path.join(root, "forged.tar.gz");
      await repack(archive, forged, async (dir) => {
        await writeFile(path.join(dir, "uploads", "extra.pdf"), "not in the manifest");
        // A file slipped in with a made-up checksum.
        const file = path.join(dir, "manifest.json");
        const manifest = JSON.parse(await readFile(file, "utf8")) as Manifest;
        manifest.files.push({ path: "uploads/extra.pdf", bytes: 19, sha256: "0".repeat(64) });
        await writeFile(file, JSON.stringify(manifest));
      });
      const made = async (name: string, change: (dir: string) => Promise<void>) => {
        const file = path.join(root, `${name}.tar.gz`);
        await repack(archive, file, change);
        return file;
      };
      const linked = await made("linked", async (dir) => {
        await symlink("/etc/hostname", path.join(dir, "uploads", "hostname.pdf"));
        await editManifest(dir, (manifest) =>
          manifest.files.push({ path: "uploads/hostname.pdf", bytes: 1, sha256: "0".repeat(64) }),
        );
      });
      const climbing = await made("climbing", (dir) =>
        editManifest(dir, (manifest) =>
          manifest.files.push({
            path: "uploads/../../escape.txt",
            bytes: 1,
            sha256: "0".repeat(64),
          }),
        ),
      );
      const unlisted = await made("unlisted", async (dir) => {
        await writeFile(path.join(dir, "uploads", "unlisted.pdf"), "in no manifest");
      });
      const absent = await made("absent", async (dir) => {
        await rm(path.join(dir, "uploads", "2026", "waiver.pdf"));
      });
      const newer = await made("newer", (dir) =>
        editManifest(dir, (manifest) => manifest.migrations.push("9999-from-the-future")),
      );
      for (const [from, reason, key] of [
        [damaged, /waiver\.pdf does not match its checksum/, passphrase],
        [forged, /extra\.pdf does not match its checksum/, passphrase],
        [archive, /BACKUP_PASSPHRASE does not open/, "not the passphrase"],
        [linked, /holds links or devices/, passphrase],
        [climbing, /which no backup of this site holds/, passphrase],
        [unlisted, /unlisted\.pdf is in the backup but not in its manifest/, passphrase],
        [absent, /names files the backup does not hold/, passphrase],
        [newer, /newer version of the site \(migrations 9999-from-the-future\)/, passphrase],
      ] as const) {
        const place = await emptyPlace(kind, root, `refused-${path.basename(from)}-${key.length}`);
        disposals.push(place.dispose);
        const restoring = restoreBackup(
          {
            databaseUrl: place.databaseUrl,
            dataDir: place.dataDir,
            localUploads: true,
            passphrase: key,
          },
          from,
        );
        await expect(restoring).rejects.toThrow(BackupError);
        await expect(restoring).rejects.toThrow(reason);
        expect(existsSync(path.join(place.dataDir, "uploads"))).toBe(false);
        if (kind === "sqlite") {
          expect(existsSync(place.databaseUrl.replace(/^file:/, ""))).toBe(false);
        } else {
          const empty = createDatabase(place.databaseUrl);
          try {
            const { rows } = await sql<{
              n: string;
            }>`select count(*) as n from information_schema.tables where table_schema = 'public'`.execute(
              empty,
            );
            expect(Number(rows[0]?.n)).toBe(0);
          } finally {
            await empty.destroy();
          }
        }
      }
    });

    if (kind === "sqlite") {
      test("a database that fails PRAGMA integrity_check is refused, even with a matching checksum", async () => {
        const corrupt = path.join(root, "corrupt.tar.gz");
        await repack(archive, corrupt, async (dir) => {
          const file = path.join(dir, "database", "site.db");
          const bytes = await readFile(file);
          // The last pages (the tables made last) overwritten: the header and the migrations
          // still read, the tree is broken.
          bytes.fill(0x5a, bytes.length - 8192);
          await writeFile(file, bytes);
          const manifestFile = path.join(dir, "manifest.json");
          const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as Manifest;
          const entry = manifest.files.find((each) => each.path === "database/site.db");
          if (entry) entry.sha256 = await sha256Of(file);
          await writeFile(manifestFile, JSON.stringify(manifest));
        });
        const place = await emptyPlace(kind, root, "corrupt");
        await expect(
          restoreBackup(
            { databaseUrl: place.databaseUrl, dataDir: place.dataDir, localUploads: true },
            corrupt,
          ),
        ).rejects.toThrow(/The backup's database is damaged/);
        expect(existsSync(place.databaseUrl.replace(/^file:/, ""))).toBe(false);
      });

      test("a backup taken while a write is under way holds the database as it was committed", async () => {
        const writer = new DatabaseSync(source.url.replace(/^file:/, ""));
        try {
          writer.exec("BEGIN IMMEDIATE");
          writer.exec(
            "INSERT INTO subscribers (email, side, source_page, created_at) VALUES ('mid@example.com', 'yoga', '/yoga', '2026-11-27T00:00:00Z')",
          );
          const during = path.join(root, "during.tar.gz");
          await createBackup({ ...settings, passphrase: undefined }, during);
          writer.exec("COMMIT");
          const place = await emptyPlace(kind, root, "during");
          await restoreBackup(
            { databaseUrl: place.databaseUrl, dataDir: place.dataDir, localUploads: true },
            during,
          );
          const restored = createDatabase(place.databaseUrl);
          try {
            const emails = await restored.selectFrom("subscribers").select("email").execute();
            expect(emails.map((row) => row.email)).toEqual(["ada@example.com"]);
          } finally {
            await restored.destroy();
          }
        } finally {
          if (writer.isTransaction) writer.exec("ROLLBACK");
          writer.exec("DELETE FROM subscribers WHERE email = 'mid@example.com'");
          writer.close();
        }
      });

      test("without BACKUP_PASSPHRASE the session secret stays out of the archive", async () => {
        const plain = path.join(root, "plain.tar.gz");
        const manifest = await createBackup({ ...settings, passphrase: undefined }, plain);
        expect(manifest.sessionSecret).toBe(false);
        const listed: string[] = [];
        await tar.list({ file: plain, onReadEntry: (entry) => listed.push(entry.path) });
        expect(listed.some((entry) => entry.startsWith("secret/"))).toBe(false);
        expect(gunzipSync(await readFile(plain)).includes(Buffer.from(secret))).toBe(false);
        // The same search finds what the archive does hold in the clear: an uploaded file.
        expect(gunzipSync(await readFile(plain)).includes(upload)).toBe(true);
        // Sealed, the secret is not readable in the archive made with the passphrase either.
        expect(gunzipSync(await readFile(archive)).includes(Buffer.from(secret))).toBe(false);
      });
    }
  });
}
