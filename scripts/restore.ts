// Restores an archive from `npm run backup` (README, "Backups"):
//   npm run restore -- --from backups/site-2026-11-27.tar.gz
//   npm run restore -- --from s3://bucket/backups/site-2026-11-27.tar.gz
// Into the database DATABASE_URL names, which must not exist yet (SQLite) or be empty
// (PostgreSQL), and into DATA_DIR. Every file's checksum is checked before anything is written;
// the restored database is checked (PRAGMA integrity_check on SQLite, its migrations on both).
// Exit code: 0 restored, 1 refused or failed (the message says why).
import { parseArgs } from "node:util";
import { BackupError, restoreBackup } from "~/services/backup/archive.server";
import { archiveLocation, archiveSource } from "~/services/backup/destination.server";
import { backupSettings, s3Access } from "~/services/backup/settings.server";

const usage = "Usage: npm run restore -- --from FILE.tar.gz|s3://bucket/folder/FILE.tar.gz";

const { values } = parseArgs({ options: { from: { type: "string" } } });
if (!values.from) {
  console.error(usage);
  process.exit(1);
}

try {
  const source = await archiveSource(archiveLocation(values.from), s3Access());
  try {
    const result = await restoreBackup(backupSettings(), source.file);
    console.info(
      `Restored the backup of ${result.manifest.createdAt}: the database at ${result.manifest.schemaVersion} and ${result.files} files.`,
    );
    if (result.manifest.sessionSecret && !result.sessionSecret) {
      console.info(
        "The backup holds the session secret, sealed with a passphrase, but BACKUP_PASSPHRASE is not set: put the old SESSION_SECRET in place before starting the site, or staff set up two-step sign-in again.",
      );
    }
  } finally {
    await source.cleanUp();
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
