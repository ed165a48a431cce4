import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { text } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import { createWriteStream } from "node:fs";
import { promisify } from "node:util";
import { databaseKind } from "~/infra/db.server";
import { sessionSecretFile } from "~/infra/env.server";
import type { BackupSettings } from "./archive.server";
import type { S3Access } from "./destination.server";
import {
  litestreamBinary,
  litestreamConfig,
  replicaEnv,
  replicaFiles,
  replicaOf,
} from "./litestream.server";
import {
  BackupError,
  checkKnownMigrations,
  openSecret,
  sqliteFileOf,
  sqliteIntegrity,
  sqliteMigrations,
} from "./parts.server";
import { sealedSecretKey } from "./replication.server";

// `npm run restore -- --from s3://bucket/folder [--at 2026-11-25T10:00:00Z]`: the database as
// the continuous backup (Litestream) last had it, or as it was at a moment, into an empty
// DATA_DIR. Litestream writes it beside its place; it is checked (PRAGMA integrity_check, a
// schema this version knows) and only then moved in, with the uploads kept beside the replica
// and the session secret sealed there when BACKUP_PASSPHRASE opens it.

const run = promisify(execFile);

export type ReplicaRestoreResult = {
  migrations: string[];
  files: number;
  /** The session secret was beside the replica and is restored. */
  sessionSecret: boolean;
  /** A sealed secret is beside the replica, but no BACKUP_PASSPHRASE was given to open it. */
  sealedSecretLeft: boolean;
};

/** True when `from` names a continuous backup rather than one archive (`npm run backup`). */
export function isReplicaAddress(from: string): boolean {
  if (from.startsWith("file://")) return true;
  return from.startsWith("s3://") && !/\.(tar\.gz|tgz)$/.test(from);
}

async function litestreamRestore(
  settings: BackupSettings & { s3: S3Access },
  from: string,
  into: string,
  at: Date | undefined,
): Promise<void> {
  const dir = path.dirname(into);
  const config = path.join(dir, "litestream.yml");
  // The configuration names the database at its own place; -o writes it beside that place.
  await writeFile(config, litestreamConfig(into, replicaOf(from), settings.s3), { mode: 0o600 });
  const args = ["restore", "-config", config, "-no-expand-env", "-o", into];
  if (at) args.push("-timestamp", at.toISOString());
  args.push(into);
  try {
    await run(litestreamBinary(), args, { env: replicaEnv(settings.s3) });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message?: string };
    const output = `${failed.stdout ?? ""}\n${failed.stderr ?? ""}`.trim() || failed.message;
    const said = output?.split("\n").at(-1) ?? "";
    throw new BackupError(
      `Litestream could not restore the database from ${from}${at ? ` as it was at ${at.toISOString()}` : ""}: ${said}`,
    );
  }
}

export async function restoreFromReplica(
  settings: BackupSettings & { s3: S3Access },
  from: string,
  at?: Date,
): Promise<ReplicaRestoreResult> {
  if (databaseKind(settings.databaseUrl) !== "sqlite") {
    throw new BackupError(
      "A continuous backup holds a SQLite database, but DATABASE_URL names a PostgreSQL one.",
    );
  }
  const replica = replicaOf(from);
  const target = sqliteFileOf(settings.databaseUrl);
  // Litestream's own folder beside a database is `.site.db-litestream`.
  const shadow = path.join(path.dirname(target), `.${path.basename(target)}-litestream`);
  for (const file of [target, `${target}-wal`, `${target}-shm`, shadow]) {
    if (existsSync(file)) {
      throw new BackupError(`There is already ${file}: restore into an empty DATA_DIR.`);
    }
  }
  const dataDir = path.resolve(settings.dataDir);
  const uploadsDir = path.join(dataDir, "uploads");
  const uploadFiles = replicaFiles(replica, settings.s3, "uploads");
  let uploads: string[];
  let sealed: string | undefined;
  try {
    uploads = settings.localUploads ? (await uploadFiles.list()).map((entry) => entry.key) : [];
    const sealedFile = await replicaFiles(replica, settings.s3).open(sealedSecretKey);
    sealed = sealedFile ? await text(sealedFile.body) : undefined;
  } catch (error) {
    throw new BackupError(`The backup at ${from} cannot be read: ${String(error)}`);
  }
  const taken = uploads.find((key) => existsSync(path.join(uploadsDir, ...key.split("/"))));
  if (taken) {
    throw new BackupError(
      `uploads/${taken} is already in DATA_DIR: restore into an empty DATA_DIR.`,
    );
  }

  const secret =
    sealed && settings.passphrase ? await openSecret(sealed, settings.passphrase) : undefined;
  if (secret !== undefined && settings.sessionSecret && settings.sessionSecret !== secret) {
    throw new BackupError(
      "SESSION_SECRET differs from the secret beside the backup: unset it, or set it to the old one, so two-step sign-in keeps working.",
    );
  }

  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), ".restoring-"));
  try {
    const restored = path.join(staging, path.basename(target));
    await litestreamRestore(settings, from, restored, at);
    const integrity = sqliteIntegrity(restored);
    if (integrity !== "ok") throw new BackupError(`The restored database is damaged: ${integrity}`);
    const migrations = sqliteMigrations(restored);
    checkKnownMigrations(migrations);
    await rename(restored, target);
    for (const key of uploads) {
      const file = await uploadFiles.open(key);
      if (!file) continue;
      const into = path.join(uploadsDir, ...key.split("/"));
      await mkdir(path.dirname(into), { recursive: true });
      await pipeline(file.body, createWriteStream(into, { flags: "wx" }));
    }
    if (secret !== undefined && !settings.sessionSecret) {
      await writeFile(sessionSecretFile(dataDir), secret, { mode: 0o600 });
    }
    return {
      migrations,
      files: uploads.length,
      sessionSecret: secret !== undefined,
      sealedSecretLeft: sealed !== undefined && secret === undefined,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
