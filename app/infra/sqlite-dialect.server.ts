import { setTimeout as sleep } from "node:timers/promises";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from "kysely";

// A Kysely dialect over Node's built-in SQLite (node:sqlite). Why not libSQL: its binding leaves a
// statement that failed (say with SQLITE_BUSY) un-reset, and SQLite commits an autocommit write
// only once every statement on the connection has finished, so every later write on that
// connection was acknowledged but never committed (docs/decisions/010-sqlite-driver.md).
//
// Two connections per process: one for reads, which in WAL mode never wait for a writer, and one
// for writes and transactions, used by one at a time, as SQLite has one writer. A statement that meets another process's lock waits a few milliseconds natively, then
// is retried asynchronously until `busyTimeoutMs` has passed, so the event loop keeps serving
// other requests meanwhile. A write is answered only once committed: after every statement
// outside a transaction the connection must be back in autocommit mode, or the connection is
// discarded and the statement fails.

export type SqliteOptions = {
  file: string;
  /** How long, in all, a statement may wait for another connection's lock before it fails. */
  busyTimeoutMs: number;
  /** Open the file read-only: every write is refused by SQLite itself. */
  readOnly?: boolean;
};

/** How long SQLite's own busy handler blocks before control returns to the event loop. */
const nativeBusyMs = 5;
const maxPauseMs = 50;

// SQLite's primary result codes (the low byte of an extended code).
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_CONSTRAINT = 19;

function resultCode(error: unknown): number | undefined {
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
function openConnection({ file, readOnly = false }: SqliteOptions): DatabaseSync {
  const db = new DatabaseSync(file, {
    timeout: nativeBusyMs,
    readOnly,
    enableForeignKeyConstraints: true,
  });
  // WAL lets readers carry on beside the writer; it is kept in the file, so a connection that
  // cannot switch now (another holds the lock, or the file is read-only) still gets it.
  try {
    db.exec("PRAGMA journal_mode = WAL");
  } catch {
    // Set by an earlier connection, or by the next one.
  }
  // Every commit is synced to disk before it is answered (the WAL is fsynced), so nothing
  // acknowledged is lost to a crash or a power cut.
  db.exec("PRAGMA synchronous = FULL");
  return db;
}

function runStatement<R>(db: DatabaseSync, query: CompiledQuery): QueryResult<R> {
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
class Connection {
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
class WriterLock {
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

/**
 * What Kysely gets for each query or transaction. Reads outside a transaction go to the reading
 * connection at once: in WAL mode they never wait for a writer. Writes and transactions take the
 * writing connection in turn.
 */
class Session implements DatabaseConnection {
  readonly #driver: SqliteDriver;
  #release: (() => void) | undefined;

  constructor(driver: SqliteDriver) {
    this.#driver = driver;
  }

  get inTransaction(): boolean {
    return this.#release !== undefined;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const driver = this.#driver;
    if (this.inTransaction) {
      // Inside a transaction SQLite asks for a rollback on a busy statement rather than a
      // retry; BEGIN IMMEDIATE makes that all but impossible.
      return driver.run(driver.writer, (db) => runStatement<R>(db, query), { inTransaction: true });
    }
    const deadline = Date.now() + driver.busyTimeoutMs;
    if (query.query.kind === "SelectQueryNode") {
      return driver.withRetry(deadline, () =>
        driver.run(driver.reader, (db) => runStatement<R>(db, query)),
      );
    }
    const release = await driver.lock.acquire(deadline);
    try {
      // A busy write outside a transaction had no effect and may simply run again.
      return await driver.withRetry(deadline, () =>
        driver.run(driver.writer, (db) => runStatement<R>(db, query)),
      );
    } finally {
      release();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }

  async begin(): Promise<void> {
    const driver = this.#driver;
    const deadline = Date.now() + driver.busyTimeoutMs;
    const release = await driver.lock.acquire(deadline);
    try {
      // IMMEDIATE takes the write lock now, so a lock held elsewhere is met (and waited for)
      // here, never halfway through the transaction.
      await driver.withRetry(deadline, () =>
        driver.run(driver.writer, (db) => db.exec("BEGIN IMMEDIATE"), { inTransaction: true }),
      );
    } catch (error) {
      release();
      throw error;
    }
    this.#release = release;
  }

  async commit(): Promise<void> {
    const driver = this.#driver;
    // A COMMIT that meets a lock leaves the transaction open, and may be retried.
    await driver.withRetry(Date.now() + driver.busyTimeoutMs, () =>
      driver.run(driver.writer, (db) => db.exec("COMMIT"), { inTransaction: true }),
    );
    this.#end();
  }

  async rollback(): Promise<void> {
    const { writer } = this.#driver;
    try {
      if (writer.inTransaction) writer.db.exec("ROLLBACK");
    } catch {
      writer.discard();
    }
    this.#end();
  }

  #end(): void {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }
}

class SqliteDriver implements Driver {
  readonly writer: Connection;
  readonly reader: Connection;
  readonly lock = new WriterLock();
  readonly busyTimeoutMs: number;

  constructor(options: SqliteOptions) {
    this.writer = new Connection(options);
    this.reader = new Connection(options);
    this.busyTimeoutMs = options.busyTimeoutMs;
  }

  /**
   * Runs one statement. Outside a transaction the connection must be back in autocommit mode
   * afterwards, or the write was not committed: the connection is discarded and the statement
   * fails. After an error that may leave it half-open, the connection is discarded too.
   */
  run<T>(
    connection: Connection,
    work: (db: DatabaseSync) => T,
    { inTransaction = false }: { inTransaction?: boolean } = {},
  ): T {
    try {
      const result = work(connection.db);
      if (!inTransaction && connection.inTransaction) {
        connection.discard();
        throw new Error("The statement left a transaction open; it was not committed");
      }
      return result;
    } catch (error) {
      const code = resultCode(error);
      const ordinary = code === undefined || code === 1 || code === SQLITE_CONSTRAINT;
      if (!inTransaction && (connection.inTransaction || !(ordinary || isBusyError(error)))) {
        connection.discard();
      }
      throw error;
    }
  }

  /** Retries `attempt` while it fails on a lock held elsewhere, until `deadline` (epoch ms). */
  async withRetry<T>(deadline: number, attempt: () => T): Promise<T> {
    let pause = 1;
    for (;;) {
      try {
        return attempt();
      } catch (error) {
        if (!isBusyError(error) || Date.now() + pause > deadline) throw error;
        await sleep(pause);
        pause = Math.min(pause * 2, maxPauseMs);
      }
    }
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Session(this);
  }

  async beginTransaction(session: Session): Promise<void> {
    await session.begin();
  }

  async commitTransaction(session: Session): Promise<void> {
    await session.commit();
  }

  async rollbackTransaction(session: Session): Promise<void> {
    await session.rollback();
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.writer.discard();
    this.reader.discard();
  }
}

/**
 * Kysely's SQLite adapter hands out one connection at a time; this driver does its own turn-taking
 * (reads need not wait for writes), so Kysely may ask for several sessions at once.
 */
class SessionSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

export class SqliteDialect implements Dialect {
  readonly #options: SqliteOptions;

  constructor(options: SqliteOptions) {
    this.#options = options;
  }

  createAdapter() {
    return new SessionSqliteAdapter();
  }

  createDriver() {
    return new SqliteDriver(this.#options);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
}
