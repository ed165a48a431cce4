import { setTimeout as sleep } from "node:timers/promises";
import type { DatabaseSync } from "node:sqlite";
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
import {
  Connection,
  isBusyError,
  maxPauseMs,
  resultCode,
  runStatement,
  SQLITE_CONSTRAINT,
  WriterLock,
  type SqliteOptions,
} from "./sqlite-connection.server";

export type { SqliteOptions } from "./sqlite-connection.server";

// A Kysely dialect over Node's built-in SQLite (node:sqlite). Why not libSQL: its binding leaves a
// statement that failed (say with SQLITE_BUSY) un-reset, and SQLite commits an autocommit write
// only once every statement on the connection has finished, so every later write on that
// connection was acknowledged but never committed (docs/decisions/009-sqlite-driver-and-spool.md).
//
// Two connections per process: one for reads, which in WAL mode never wait for a writer, and one
// for writes and transactions, used by one at a time, as SQLite has one writer. A statement that
// meets another process's lock waits a few milliseconds natively, then is retried
// asynchronously until `busyTimeoutMs` has passed, so the event loop keeps serving other
// requests meanwhile. A write is answered only once committed: after every statement outside a
// transaction the connection must be back in autocommit mode, or the connection is discarded
// and the statement fails.

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
      // A connection discarded mid-transaction would reopen and run the rest outside it.
      if (!driver.writer.inTransaction) throw new Error("The transaction's connection was lost");
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
    // Only the session holding the writer has a transaction to roll back.
    if (!this.inTransaction) return;
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
