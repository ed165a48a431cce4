import type { Client, Transaction } from "@libsql/client";
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

// A Kysely dialect over @libsql/client, which pools SQLite connections and opens a dedicated one
// for each transaction.

class LibsqlConnection implements DatabaseConnection {
  readonly client: Client;
  #transaction: Transaction | undefined;

  constructor(client: Client) {
    this.client = client;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const target: Client | Transaction = this.#transaction ?? this.client;
    const result = await target.execute({ sql: query.sql, args: [...query.parameters] as never });
    return {
      insertId: result.lastInsertRowid,
      numAffectedRows: BigInt(result.rowsAffected),
      rows: result.rows as unknown as R[],
    };
  }

  async begin(): Promise<void> {
    this.#transaction = await this.client.transaction("write");
  }

  async commit(): Promise<void> {
    await this.#transaction?.commit();
    this.#transaction = undefined;
  }

  async rollback(): Promise<void> {
    await this.#transaction?.rollback();
    this.#transaction = undefined;
  }

  // libSQL returns whole result sets, so a "stream" is the one result.
  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }
}

class LibsqlDriver implements Driver {
  readonly client: Client;
  constructor(client: Client) {
    this.client = client;
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new LibsqlConnection(this.client);
  }
  // Kysely hands back the connection this driver acquired, so it is always a LibsqlConnection.
  async beginTransaction(connection: LibsqlConnection): Promise<void> {
    await connection.begin();
  }
  async commitTransaction(connection: LibsqlConnection): Promise<void> {
    await connection.commit();
  }
  async rollbackTransaction(connection: LibsqlConnection): Promise<void> {
    await connection.rollback();
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    this.client.close();
  }
}

export class LibsqlDialect implements Dialect {
  readonly client: Client;
  constructor(client: Client) {
    this.client = client;
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver() {
    return new LibsqlDriver(this.client);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
}
