import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresAdapter, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { remember } from "@epic-web/remember";
import { env } from "./env.server";
import type { Database } from "./db-tables";
import { SqliteDialect } from "./sqlite-dialect.server";

// One Kysely instance per process over SQLite (default) or PostgreSQL, chosen by DATABASE_URL.
// Dates are stored as ISO-8601 text in UTC on both, so queries and sorting behave the same.
// The tables' types are in db-tables.ts.

export type * from "./db-tables";

export type DatabaseKind = "sqlite" | "postgres";

/** Which of the two databases an open instance speaks to. */
export function kindOf(db: Kysely<Database>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

export function databaseKind(url: string): DatabaseKind {
  return /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
}

export type DatabaseOptions = {
  /** How long a statement may wait for a lock held elsewhere before it fails. */
  busyTimeoutMs?: number;
  /** SQLite only: open the file read-only, so the database refuses every write. */
  readOnly?: boolean;
  /** SQLite only: false leaves checkpoints to Litestream (BACKUP_URL is set). */
  autocheckpoint?: boolean;
};

export function createDatabase(
  url: string,
  { busyTimeoutMs = 5000, readOnly = false, autocheckpoint = true }: DatabaseOptions = {},
): Kysely<Database> {
  if (databaseKind(url) === "postgres") {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // A write that waits on a lock, or a server that does not answer, fails in bounded time
      // (and the submission goes to the spool) instead of holding the visitor indefinitely.
      lock_timeout: busyTimeoutMs,
      statement_timeout: Math.max(busyTimeoutMs * 2, 10_000),
      connectionTimeoutMillis: busyTimeoutMs,
    });
    // A connection the server ends (a restart, a failover, an administrator) emits an error on
    // its client, idle in the pool or checked out between two queries. Unheard, that error
    // would stop the process; heard, the client is dropped and the next query gets a new one.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = url.replace(/^file:/, "");
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  return new Kysely<Database>({
    dialect: new SqliteDialect({ file, busyTimeoutMs, readOnly, autocheckpoint }),
  });
}

/** The process-wide database, opened on first use. */
export function getDb(): Kysely<Database> {
  return remember("db", () =>
    createDatabase(env.DATABASE_URL, {
      busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
      autocheckpoint: !env.BACKUP_URL,
    }),
  );
}

/** True when the database answers a trivial query; used by /healthz. */
export async function isDatabaseReachable(database: Kysely<Database> = getDb()): Promise<boolean> {
  try {
    // A plain read: on SQLite it goes to the reading connection, which no writer holds up.
    await database.selectNoFrom(sql<number>`1`.as("one")).execute();
    return true;
  } catch {
    return false;
  }
}
