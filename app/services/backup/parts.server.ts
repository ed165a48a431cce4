import { execFile } from "node:child_process";
import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import pg from "pg";
import { migrationNames, migrationTable } from "~/infra/migrate.server";

// The parts of a one-shot backup (archive.server.ts): a consistent copy of either database, the
// migrations a copy holds, checksums, and the session secret sealed with a passphrase.

const run = promisify(execFile);

/** A backup that cannot be made or restored, in words for whoever runs the command. */
export class BackupError extends Error {}

/** A file's SHA-256, read as a stream (a database or an upload may be large). */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

export function sqliteFileOf(databaseUrl: string): string {
  return path.resolve(databaseUrl.replace(/^file:/, ""));
}

/**
 * A consistent copy of the SQLite database while the site may be writing to it: VACUUM INTO
 * reads inside one transaction, so the copy is the database at one moment, never a file copy of
 * a live database caught between two writes.
 */
export function copySqlite(databaseUrl: string, into: string): void {
  const source = sqliteFileOf(databaseUrl);
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source}.`);
  const db = new DatabaseSync(source, { readOnly: true });
  try {
    db.exec(`PRAGMA busy_timeout = 10000`);
    db.exec(`VACUUM INTO '${into.replaceAll("'", "''")}'`);
  } finally {
    db.close();
  }
}

/** The migrations a SQLite database file holds, in order. */
export function sqliteMigrations(file: string): string[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare(`SELECT name FROM ${migrationTable} ORDER BY name`).all() as {
      name: string;
    }[];
    return rows.map((row) => row.name);
  } catch {
    throw new BackupError("The database holds no migrations: it is not the site's database.");
  } finally {
    db.close();
  }
}

/** Refuses a backup whose schema has migrations this version of the site does not know. */
export function checkKnownMigrations(migrations: string[]): void {
  const unknown = migrations.filter((name) => !migrationNames.includes(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup was made by a newer version of the site (migrations ${unknown.join(", ")}): update the site first.`,
    );
  }
}

/** PRAGMA integrity_check on a SQLite file: "ok", or what it found wrong. */
export function sqliteIntegrity(file: string): string {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  try {
    const rows = db.prepare("PRAGMA integrity_check").all() as Record<string, string>[];
    return rows.map((row) => Object.values(row)[0]).join("; ");
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    db.close();
  }
}

/** A PostgreSQL program (pg_dump, pg_restore): PG_BIN, then the usual places, then PATH. */
export function postgresProgram(name: "pg_dump" | "pg_restore"): string {
  const dirs = [process.env.PG_BIN, "/usr/local/bin", "/usr/lib/postgresql/15/bin"];
  for (const dir of dirs) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return name;
}

/**
 * A connection address for pg_dump and pg_restore without its password, which goes in their
 * environment instead: an address on a command line is readable by anyone on the machine (ps).
 */
function withoutPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return {
    url: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}

/** pg_dump in its custom format: one consistent snapshot, restorable with pg_restore. */
export async function dumpPostgres(databaseUrl: string, into: string): Promise<void> {
  const { url, env } = withoutPassword(databaseUrl);
  try {
    await run(
      postgresProgram("pg_dump"),
      ["--format=custom", "--no-owner", "--no-privileges", `--file=${into}`, `--dbname=${url}`],
      { env },
    );
  } catch (error) {
    throw new BackupError(`pg_dump could not copy the database: ${stderrOf(error)}`);
  }
}

/** Restores a pg_dump archive into an empty database, stopping at the first error. */
export async function restorePostgres(databaseUrl: string, from: string): Promise<void> {
  const { url, env } = withoutPassword(databaseUrl);
  try {
    await run(
      postgresProgram("pg_restore"),
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        `--dbname=${url}`,
        from,
      ],
      { env },
    );
  } catch (error) {
    throw new BackupError(`pg_restore could not restore the database: ${stderrOf(error)}`);
  }
}

/** The tables in a PostgreSQL database's public schema (none: it is empty). */
export async function postgresTables(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    return rows.map((row) => row.table_name);
  } finally {
    await client.end();
  }
}

export async function postgresMigrations(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT name FROM ${migrationTable} ORDER BY name`,
    );
    return rows.map((row) => row.name);
  } catch {
    throw new BackupError("The database holds no migrations: it is not the site's database.");
  } finally {
    await client.end();
  }
}

/** What the program said went wrong (never the command line, which names the database). */
function stderrOf(error: unknown): string {
  const stderr = (error as { stderr?: unknown }).stderr;
  if (typeof stderr === "string" && stderr.trim()) {
    return stderr.trim().split("\n").slice(-3).join(" ");
  }
  const { code, signal } = error as { code?: unknown; signal?: unknown };
  return `it stopped (${String(signal ?? code ?? "unknown")}) without saying why`;
}

// The session secret signs staff sessions and seals their two-step keys: a site restored
// without it makes every staff member set up two-step sign-in again. It travels in the archive
// only sealed with BACKUP_PASSPHRASE (scrypt, then AES-256-GCM), never in the clear.

type Sealed = { format: 1; salt: string; iv: string; tag: string; data: string };

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const keyOf = (passphrase: string, salt: Buffer) =>
  scryptAsync(passphrase, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });

export async function sealSecret(secret: string, passphrase: string): Promise<string> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await keyOf(passphrase, salt), iv);
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  const sealed: Sealed = {
    format: 1,
    salt: salt.toString("base64"),
    iv: iv.toString("base64"),
    tag: cipher.getAuthTag().toString("base64"),
    data: data.toString("base64"),
  };
  return JSON.stringify(sealed);
}

export async function openSecret(text: string, passphrase: string): Promise<string> {
  try {
    const sealed = JSON.parse(text) as Sealed;
    const key = await keyOf(passphrase, Buffer.from(sealed.salt, "base64"));
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(sealed.iv, "base64"));
    decipher.setAuthTag(Buffer.from(sealed.tag, "base64"));
    const data = Buffer.concat([
      decipher.update(Buffer.from(sealed.data, "base64")),
      decipher.final(),
    ]);
    return data.toString("utf8");
  } catch {
    throw new BackupError("BACKUP_PASSPHRASE does not open the session secret in this backup.");
  }
}
