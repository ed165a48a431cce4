import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { databaseKind, type DatabaseKind } from "~/infra/db.server";
import { sessionSecretFile } from "~/infra/env.server";
import {
  BackupError,
  checkKnownMigrations,
  copySqlite,
  dumpPostgres,
  filesUnder,
  openSecret,
  postgresMigrations,
  postgresTables,
  restorePostgres,
  sealSecret,
  sha256Of,
  sqliteFileOf,
  sqliteIntegrity,
  sqliteMigrations,
} from "./parts.server";

// One-shot backups (`npm run backup`, `npm run restore`): one .tar.gz holding a consistent copy
// of the database (SQLite's VACUUM INTO, or pg_dump's custom format), the uploaded files kept in
// DATA_DIR/uploads, the spool of submissions waiting for the database, the session secret sealed
// with BACKUP_PASSPHRASE when one is given, and a manifest with the schema's migrations and every
// file's SHA-256. A restore checks every checksum before it writes anything, refuses to write
// over a database, and checks the restored database (integrity, migrations) before it answers.

export type BackupSettings = {
  databaseUrl: string;
  dataDir: string;
  /** Uploads are in DATA_DIR/uploads (false: in S3-compatible storage, kept there). */
  localUploads: boolean;
  /** The session secret when SESSION_SECRET sets it; else DATA_DIR/session-secret is read. */
  sessionSecret?: string;
  /** BACKUP_PASSPHRASE: seals the session secret into the archive; unset, it is left out. */
  passphrase?: string;
};

export type Manifest = {
  format: 1;
  createdAt: string;
  database: DatabaseKind;
  /** The last migration the database had: its schema version. */
  schemaVersion: string;
  migrations: string[];
  /** Every file in the archive but this manifest, with its size and SHA-256. */
  files: { path: string; bytes: number; sha256: string }[];
  /** True when the session secret is in the archive, sealed with BACKUP_PASSPHRASE. */
  sessionSecret: boolean;
};

const databaseFile: Record<DatabaseKind, string> = {
  sqlite: "database/site.db",
  postgres: "database/site.pgdump",
};
const secretFile = "secret/session-secret.sealed";

async function staging(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "studio-backup-"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

async function storedSecret(settings: BackupSettings): Promise<string | undefined> {
  if (settings.sessionSecret) return settings.sessionSecret;
  const file = sessionSecretFile(settings.dataDir);
  return existsSync(file) ? (await readFile(file, "utf8")).trim() : undefined;
}

/** Writes one archive of everything the site keeps to `to`; returns its manifest. */
export async function createBackup(settings: BackupSettings, to: string): Promise<Manifest> {
  const kind = databaseKind(settings.databaseUrl);
  const { dir, remove } = await staging();
  try {
    const database = path.join(dir, databaseFile[kind]);
    await mkdir(path.dirname(database), { recursive: true });
    let migrations: string[];
    if (kind === "sqlite") {
      copySqlite(settings.databaseUrl, database);
      migrations = sqliteMigrations(database);
    } else {
      await dumpPostgres(settings.databaseUrl, database);
      migrations = await postgresMigrations(settings.databaseUrl);
    }
    const dataDir = path.resolve(settings.dataDir);
    const folders = settings.localUploads ? ["uploads", "spool"] : ["spool"];
    for (const folder of folders) {
      if (existsSync(path.join(dataDir, folder))) {
        await cp(path.join(dataDir, folder), path.join(dir, folder), { recursive: true });
      }
    }
    const secret = settings.passphrase ? await storedSecret(settings) : undefined;
    if (secret && settings.passphrase) {
      await mkdir(path.join(dir, "secret"), { recursive: true });
      await writeFile(path.join(dir, secretFile), await sealSecret(secret, settings.passphrase));
    }
    // One file at a time: a library of thousands of files never holds thousands open.
    const files: Manifest["files"] = [];
    for (const file of await filesUnder(dir)) {
      files.push({
        path: file,
        bytes: (await stat(path.join(dir, file))).size,
        sha256: await sha256Of(path.join(dir, file)),
      });
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: kind,
      schemaVersion: migrations.at(-1) ?? "",
      migrations,
      files,
      sessionSecret: secret !== undefined,
    };
    await writeFile(path.join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    // Written beside the target and renamed once whole: a failed run never replaces or cuts
    // short the last good backup under the same name.
    const target = path.resolve(to);
    const partial = `${target}.partial`;
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await tar.create({ gzip: true, file: partial, cwd: dir, portable: true }, [
        "manifest.json",
        ...files.map((file) => file.path),
      ]);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw targetError(error, target) ?? error;
    }
    return manifest;
  } finally {
    await remove();
  }
}

/** A target that is full or closed to us, said in words (the site itself is not touched). */
function targetError(error: unknown, target: string): BackupError | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "ENOSPC" || code === "EDQUOT") {
    return new BackupError(
      `There is no space left to write the backup at ${target}. Nothing was written there and the site keeps running; free some space or choose another place.`,
    );
  }
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") {
    return new BackupError(
      `The backup cannot be written at ${target}: this account may not write there. Nothing was written and the site keeps running.`,
    );
  }
  return null;
}

/** Reads and checks an archive's manifest and every file's checksum, in a folder of its own. */
async function unpack(from: string, into: string): Promise<Manifest> {
  if (!existsSync(from)) throw new BackupError(`There is no backup at ${from}.`);
  // Only plain files and folders come out: a link could point anywhere on this machine.
  const refused: string[] = [];
  try {
    await tar.extract({
      file: from,
      cwd: into,
      strict: true,
      filter: (entryPath, entry) => {
        const type = "type" in entry ? entry.type : "File";
        if (type === "File" || type === "Directory") return true;
        refused.push(entryPath);
        return false;
      },
    });
  } catch (error) {
    throw new BackupError(`The backup cannot be read: ${String(error)}`);
  }
  if (refused.length > 0) {
    throw new BackupError(
      `The backup holds links or devices, which no backup of this site has: ${refused.join(", ")}`,
    );
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(into, "manifest.json"), "utf8")) as Manifest;
  } catch {
    throw new BackupError("The backup has no readable manifest.json.");
  }
  if (manifest.format !== 1)
    throw new BackupError("The backup is of a format this site cannot read.");
  for (const file of manifest.files) {
    if (!isPlainPath(file.path)) {
      throw new BackupError(
        `The manifest names ${JSON.stringify(file.path)}, which no backup of this site holds.`,
      );
    }
  }
  const listed = new Set(manifest.files.map((file) => file.path));
  const present = (await filesUnder(into)).filter((file) => file !== "manifest.json");
  for (const file of present) {
    if (!listed.has(file))
      throw new BackupError(`${file} is in the backup but not in its manifest.`);
  }
  if (present.length !== listed.size) {
    throw new BackupError("The manifest names files the backup does not hold.");
  }
  for (const file of manifest.files) {
    const at = path.join(into, file.path);
    if (!existsSync(at)) throw new BackupError(`${file.path} is missing from the backup.`);
    if ((await sha256Of(at)) !== file.sha256) {
      throw new BackupError(`${file.path} does not match its checksum: the backup is damaged.`);
    }
  }
  if (!listed.has(databaseFile[manifest.database])) {
    throw new BackupError("The backup holds no database.");
  }
  checkKnownMigrations(manifest.migrations);
  return manifest;
}

/** A path inside the archive: relative, in forward slashes, with no "." or ".." part. */
function isPlainPath(file: string): boolean {
  if (file.length === 0 || file.length > 1024 || file.startsWith("/") || file.includes("\\"))
    return false;
  return file.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

export type RestoreResult = { manifest: Manifest; files: number; sessionSecret: boolean };

/**
 * Restores an archive into the database DATABASE_URL names and into DATA_DIR. Refuses when that
 * database already holds anything, or when the archive is damaged; nothing is written then.
 */
export async function restoreBackup(
  settings: BackupSettings,
  from: string,
): Promise<RestoreResult> {
  const kind = databaseKind(settings.databaseUrl);
  const { dir, remove } = await staging();
  try {
    const manifest = await unpack(path.resolve(from), dir);
    if (manifest.database !== kind) {
      throw new BackupError(
        `The backup holds a ${manifest.database === "sqlite" ? "SQLite" : "PostgreSQL"} database, but DATABASE_URL names a ${kind === "sqlite" ? "SQLite" : "PostgreSQL"} one.`,
      );
    }
    const database = path.join(dir, databaseFile[kind]);
    const dataDir = path.resolve(settings.dataDir);
    // Every check first: nothing is written unless all of them pass.
    const target = kind === "sqlite" ? sqliteFileOf(settings.databaseUrl) : undefined;
    if (target && existsSync(target)) {
      throw new BackupError(
        `There is already a database at ${target}: restore into an empty DATA_DIR.`,
      );
    }
    if (!target && (await postgresTables(settings.databaseUrl)).length > 0) {
      throw new BackupError(
        "The database DATABASE_URL names is not empty: restore into an empty one.",
      );
    }
    const files = manifest.files.filter((file) => /^(uploads|spool)\//.test(file.path));
    const taken = files.find((file) => existsSync(path.join(dataDir, file.path)));
    if (taken) {
      throw new BackupError(
        `${taken.path} is already in DATA_DIR: restore into an empty DATA_DIR.`,
      );
    }
    const secret =
      manifest.sessionSecret && settings.passphrase
        ? await openSecret(await readFile(path.join(dir, secretFile), "utf8"), settings.passphrase)
        : undefined;
    if (secret !== undefined && settings.sessionSecret && settings.sessionSecret !== secret) {
      throw new BackupError(
        "SESSION_SECRET differs from the secret in the backup: unset it, or set it to the old one, so two-step sign-in keeps working.",
      );
    }
    if (target) {
      const integrity = sqliteIntegrity(database);
      if (integrity !== "ok") {
        throw new BackupError(`The backup's database is damaged: ${integrity}`);
      }
      checkMigrations(manifest, sqliteMigrations(database));
      await mkdir(path.dirname(target), { recursive: true });
      await cp(database, target);
    } else {
      await restorePostgres(settings.databaseUrl, database);
      checkMigrations(manifest, await postgresMigrations(settings.databaseUrl));
    }
    for (const file of files) {
      const at = path.join(dataDir, file.path);
      await mkdir(path.dirname(at), { recursive: true });
      await cp(path.join(dir, file.path), at, { errorOnExist: true, force: false });
    }
    if (secret !== undefined && !settings.sessionSecret) {
      await writeFile(sessionSecretFile(dataDir), secret, { mode: 0o600 });
    }
    const sessionSecret = secret !== undefined;
    return { manifest, files: files.length, sessionSecret };
  } finally {
    await remove();
  }
}

function checkMigrations(manifest: Manifest, restored: string[]): void {
  if (restored.join() !== manifest.migrations.join()) {
    throw new BackupError("The restored database's migrations differ from the backup's manifest.");
  }
}

export { BackupError } from "./parts.server";
