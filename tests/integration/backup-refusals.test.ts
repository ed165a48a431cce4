import { existsSync } from "node:fs";
import { readFile, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { expect, test } from "vitest";
import { createDatabase } from "~/infra/db.server";
import { BackupError, restoreBackup, type Manifest } from "~/services/backup/archive.server";
import { sha256Of } from "~/services/backup/parts.server";
import {
  describeBackups,
  editManifest,
  emptyPlace,
  passphrase,
  repack,
} from "../support/backup-site";

// What a restore refuses, on both databases, before it writes anything: a damaged or forged
// archive, links, paths outside its folders, files the manifest does not match, a newer site's
// migrations, a wrong passphrase, and a SQLite file that fails PRAGMA integrity_check.

describeBackups("backup refusals", (site, kind) => {
  test("a damaged archive, or a wrong passphrase, is refused before anything is written", async () => {
    const { root, archive, track } = site();
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
      track(place.dispose);
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
      const { root, archive } = site();
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
  }
});
