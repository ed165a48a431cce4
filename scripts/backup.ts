// One archive of everything the site keeps (README, "Backups"):
//   npm run backup -- --to backups/site-2026-11-27.tar.gz
//   npm run backup -- --to s3://bucket/backups/site-2026-11-27.tar.gz
// A consistent copy of the database DATABASE_URL names (SQLite's VACUUM INTO while the site runs,
// or pg_dump), the uploads in DATA_DIR/uploads (with S3 storage they stay in the bucket), the
// spool, the session secret sealed with BACKUP_PASSPHRASE when it is set, and a manifest with
// the schema's migrations and every file's SHA-256. An s3:// address uses the S3_* settings.
// Exit code: 0 written, 1 the backup could not be made.
import { parseArgs } from "node:util";
import { BackupError, createBackup } from "~/services/backup/archive.server";
import { archiveLocation, archiveTarget } from "~/services/backup/destination.server";
import { backupSettings, s3Access } from "~/services/backup/settings.server";

const usage = "Usage: npm run backup -- --to FILE.tar.gz|s3://bucket/folder/FILE.tar.gz";

const { values } = parseArgs({ options: { to: { type: "string" } } });
if (!values.to) {
  console.error(usage);
  process.exit(1);
}

try {
  const target = await archiveTarget(archiveLocation(values.to), s3Access());
  try {
    const manifest = await createBackup(backupSettings(), target.file);
    await target.deliver();
    const uploads = manifest.files.filter((file) => file.path.startsWith("uploads/")).length;
    const spooled = manifest.files.filter((file) => file.path.startsWith("spool/")).length;
    console.info(
      `Backup written to ${values.to}: the ${manifest.database === "sqlite" ? "SQLite" : "PostgreSQL"} database at ${manifest.schemaVersion}, ${uploads} uploaded files, ${spooled} spooled submissions.`,
    );
    if (!manifest.sessionSecret) {
      console.info(
        "The session secret is not in it (set BACKUP_PASSPHRASE to seal it in): keep SESSION_SECRET or DATA_DIR/session-secret safely, or staff set up two-step sign-in again after a restore.",
      );
    }
  } finally {
    await target.cleanUp();
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
