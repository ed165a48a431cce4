import { readFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { DatabaseSync } from "node:sqlite";
import * as tar from "tar";
import { expect, test } from "vitest";
import { createDatabase } from "~/infra/db.server";
import { migrationNames } from "~/infra/migrate.server";
import { createBackup, restoreBackup } from "~/services/backup/archive.server";
import {
  counts,
  describeBackups,
  emptyPlace,
  passphrase,
  secret,
  upload,
} from "../support/backup-site";

// One-shot backups on both databases: everything the site keeps goes into one archive and comes
// back from it into an empty place, row for row and byte for byte, with the session secret that
// seals the staff's two-step keys. What a restore refuses: backup-refusals.test.ts.

describeBackups("backups", (site, kind) => {
  test("the archive lists the database at this site's schema, the uploads and the spool", () => {
    expect(site().manifest).toMatchObject({
      database: kind,
      schemaVersion: migrationNames.at(-1),
      migrations: migrationNames,
      sessionSecret: true,
    });
    expect(site().manifest.files.map((file) => file.path)).toEqual(
      expect.arrayContaining(["uploads/2026/waiver.pdf", "spool/1.json"]),
    );
  });

  test("a restore into an empty place brings back every row, file and the session secret", async () => {
    const { root, source, archive, track } = site();
    const place = await emptyPlace(kind, root, "restored");
    track(place.dispose);
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

  if (kind === "sqlite") {
    test("a backup taken while a write is under way holds the database as it was committed", async () => {
      const { root, source, settings } = site();
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
      const { root, settings, archive } = site();
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
