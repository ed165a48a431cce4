import type { Kysely } from "kysely";

// spool_replays: the spool entries already written into the database, recorded in the same
// transaction as the row each one became, so an entry is applied exactly once however often the
// replay runs (several processes, a crash between commit and removing the file).
// rate_limits: rate-limiter-flexible's counters, shared by every process and kept over restarts.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("spool_replays")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("replayed_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("points", "integer", (col) => col.notNull())
    // Epoch milliseconds; null for a counter that never expires.
    .addColumn("expire", "bigint")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
  await db.schema.dropTable("spool_replays").execute();
}
