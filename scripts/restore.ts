// Restores a backup (README, "Backups"): one archive from `npm run backup`,
//   npm run restore -- --from backups/site-2026-11-27.tar.gz
//   npm run restore -- --from s3://bucket/backups/site-2026-11-27.tar.gz
// or the continuous backup (BACKUP_URL), as it last was or as it was at a moment,
//   npm run restore -- --from s3://bucket/studio [--at 2026-11-25T10:00:00Z]
//   npm run restore -- --from file:///srv/backups/studio [--at …]
// Into the database DATABASE_URL names, which must not exist yet (SQLite) or be empty
// (PostgreSQL), and into DATA_DIR. The restored database is checked (PRAGMA integrity_check on
// SQLite, its migrations on both) before it is put in place.
// Exit code: 0 restored, 1 refused or failed (the message says why).
import { parseArgs } from "node:util";
import { BackupError, restoreBackup } from "~/services/backup/archive.server";
import { archiveLocation, archiveSource } from "~/services/backup/destination.server";
import { isReplicaAddress, restoreFromReplica } from "~/services/backup/replica-restore.server";
import { backupSettings, s3Access } from "~/services/backup/settings.server";

const usage =
  "Usage: npm run restore -- --from FILE.tar.gz|s3://bucket/folder/FILE.tar.gz\n" +
  '       npm run restore -- --from s3://bucket/folder|file:///folder [--at "2026-11-25T10:00:00Z"]';

const { values } = parseArgs({ options: { from: { type: "string" }, at: { type: "string" } } });
if (!values.from) {
  console.error(usage);
  process.exit(1);
}

const secretLeft =
  "The backup holds the session secret, sealed with a passphrase, but BACKUP_PASSPHRASE is not set: put the old SESSION_SECRET in place before starting the site, or staff set up two-step sign-in again.";

async function fromArchive(from: string) {
  if (values.at) throw new BackupError("--at is for a continuous backup (s3://bucket/folder).");
  const source = await archiveSource(archiveLocation(from), s3Access());
  try {
    const result = await restoreBackup(backupSettings(), source.file);
    console.info(
      `Restored the backup of ${result.manifest.createdAt}: the database at ${result.manifest.schemaVersion} and ${result.files} files.`,
    );
    if (result.manifest.sessionSecret && !result.sessionSecret) console.info(secretLeft);
  } finally {
    await source.cleanUp();
  }
}

async function fromReplica(from: string) {
  const at = values.at === undefined ? undefined : new Date(values.at);
  if (at && Number.isNaN(at.getTime())) {
    throw new BackupError(`--at takes a moment such as 2026-11-25T10:00:00Z, not ${values.at}.`);
  }
  const started = Date.now();
  const result = await restoreFromReplica({ ...backupSettings(), s3: s3Access() }, from, at);
  console.info(
    `Restored the continuous backup${at ? ` as it was at ${at.toISOString()}` : ""}: the database at ${result.migrations.at(-1) ?? "no migration"} and ${result.files} uploaded files, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (result.sealedSecretLeft) console.info(secretLeft);
}

try {
  await (isReplicaAddress(values.from) ? fromReplica(values.from) : fromArchive(values.from));
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
