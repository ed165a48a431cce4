import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/** An auto-numbered primary key: an identity column on PostgreSQL, the rowid alias on SQLite. */
export function idColumn(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}
