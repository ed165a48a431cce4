import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { CompiledQuery, QueryResult } from "kysely";
import { logger } from "./logger.server";

// The SQLite connections of the site's driver (sqlite-dialect.server.ts): how each is opened,
// how a statement runs on it, and the turn-taking for the one that writes.

export type SqliteOptions = {
  file: string;
  /** How long, in all, a statement may wait for another connection's lock before it fails. */
  busyTimeoutMs: number;
  /** Open the file read-only: every write is refused by SQLite itself. */
  readOnly?: boolean;
  /**
   * False while Litestream replicates the file (BACKUP_URL): its checkpoints are the only ones,
   * so no checkpoint of ours moves the WAL on between two of its reads (docs/decisions/024).
   */
  autocheckpoint?: boolean;
};

/** How long SQLite's own busy handler blocks before control returns to the event loop. */
const nativeBusyMs = 5;
export const maxPauseMs = 50;

// SQLite's primary result codes (the low byte of an extended code).
export const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
export const SQLITE_CONSTRAINT = 19;

export function resultCode(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("errcode" in error)) return undefined;
  return typeof error.errcode === "number" ? error.errcode & 0xff : undefined;
}

export function isBusyError(error: unknown): boolean {
  const code = resultCode(error);
  return code === SQLITE_BUSY || code === SQLITE_LOCKED;
}

function toParameter(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (
    typeof value === "string" ||
    typeof value === "number" ||
    typeof value === "bigint" ||
    ArrayBuffer.isView(value)
  ) {
    return value as SQLInputValue;
  }
  return JSON.stringify(value);
}

/** Opens a connection to the file with the settings every connection of the site gets. */
function openConnection({
  file,
  readOnly = false,
  autocheckpoint = true,
}: SqliteOptions): DatabaseSync {
  const db = new DatabaseSync(file, {
    timeout: nativeBusyMs,
    readOnly,
    enableForeignKeyConstraints: true,
  });
  // WAL lets readers carry on beside the writer; it is kept in the file, so a connection that
  // cannot switch now (another holds the lock, or the file is read-only) still gets it.
  let mode: unknown;
  try {
    mode = db.prepare("PRAGMA journal_mode = WAL").get()?.journal_mode;
  } catch {
    // Another connection holds the lock the switch needs: an earlier one set it, or the next will.
    mode = "wal";
  }
  // Without WAL, reads wait for the writer; the site still works, more slowly under load.
  if (mode !== "wal") logger.warn({ file, mode }, "the SQLite database is not in WAL mode");
  // Every commit is synced to disk before it is answered (the WAL is fsynced), so nothing
  // acknowledged is lost to a crash or a power cut.
  db.exec("PRAGMA synchronous = FULL");
  if (!autocheckpoint) db.exec("PRAGMA wal_autocheckpoint = 0");
  return db;
}

export function runStatement<R>(db: DatabaseSync, query: CompiledQuery): QueryResult<R> {
  const statement = db.prepare(query.sql);
  const parameters = query.parameters.map(toParameter);
  if (statement.columns().length > 0) {
    // Copies drop the null prototype node:sqlite gives its rows.
    return { rows: statement.all(...parameters).map((row) => ({ ...row }) as R) };
  }
  const { changes, lastInsertRowid } = statement.run(...parameters);
  return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
}

/** A connection that is reopened after any failure that could leave it in a bad state. */
export class Connection {
  readonly #options: SqliteOptions;
  #db: DatabaseSync | undefined;

  constructor(options: SqliteOptions) {
    this.#options = options;
  }

  get db(): DatabaseSync {
    if (!this.#db?.isOpen) this.#db = openConnection(this.#options);
    return this.#db;
  }

  get inTransaction(): boolean {
    return this.#db?.isOpen === true && this.#db.isTransaction;
  }

  discard(): void {
    try {
      this.#db?.close();
    } catch {
      // Already closed or broken: nothing more to release.
    }
    this.#db = undefined;
  }
}

/** Hands the writing connection to one user at a time, in order of asking, within a deadline. */
export class WriterLock {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function, or rejects once `deadline` (epoch ms) has passed. */
  async acquire(deadline: number): Promise<() => void> {
    const previous = this.#tail;
    let release = () => {};
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.#tail = previous.then(() => mine);
    const wait = Math.max(deadline - Date.now(), 0);
    const timedOut = Symbol("timed out");
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      previous.then(() => undefined),
      new Promise<typeof timedOut>((resolve) => {
        timer = setTimeout(() => resolve(timedOut), wait);
      }),
    ]);
    clearTimeout(timer);
    if (outcome === timedOut) {
      // Keep our place in the queue until our turn comes, then pass it straight on.
      void previous.then(release);
      throw Object.assign(new Error("database is locked (waited for this process's writer)"), {
        errcode: SQLITE_BUSY,
      });
    }
    return release;
  }
}
