import { PostgresAdapter, type Kysely } from "kysely";
import type { Database } from "~/infra/db.server";

// Better Auth's date columns as each database keeps them: read as ISO text, written as a Date on
// PostgreSQL and as ISO text on SQLite.

/** A date column's value as ISO text. */
export function iso(value: string | Date): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The value Better Auth's columns take for "now" on this database. */
export function updatedAt(db: Kysely<Database>): string | Date {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? new Date()
    : new Date().toISOString();
}

/** A Better Auth flag column's "false" on this database (a boolean, or 0 on SQLite). */
export function falseOf(db: Kysely<Database>): false | 0 {
  return db.getExecutor().adapter instanceof PostgresAdapter ? false : 0;
}
