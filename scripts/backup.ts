// One archive of everything the site keeps (README, "Backups"):
//   npm run backup -- --to backups/site-2026-11-27.tar.gz
// A consistent copy of the database DATABASE_URL names (SQLite's VACUUM INTO while the site runs,
// or pg_dump), the uploads in DATA_DIR/uploads (with S3 storage they stay in the bucket), the
// spool, the session secret sealed with BACKUP_PASSPHRASE when it is set, and a manifest with
// the schema's migrations and every file's SHA-256.
// Exit code: 0 written, 1 the backup could not be made.
import { parseArgs } from "node:util";
import { env } from "~/infra/env.server";
import { BackupError, createBackup } from "~/services/backup/archive.server";

const usage = "Usage: npm run backup -- --to FILE.tar.gz";

const { values } = parseArgs({ options: { to: { type: "string" } } });
if (!values.to) {
  console.error(usage);
  process.exit(1);
}

try {
  const manifest = await createBackup(
    {
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      localUploads: !env.S3_BUCKET,
      sessionSecret: env.SESSION_SECRET,
      passphrase: env.BACKUP_PASSPHRASE,
    },
    values.to,
  );
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
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
