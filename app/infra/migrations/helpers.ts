import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered primary key: an identity column on PostgreSQL, the rowid alias on SQLite. */
export function idColumn(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}
