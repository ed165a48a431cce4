import type { Kysely } from "kysely";

// kept_submissions: the id of every visitor's submission stored, written in the same transaction
// as the row it became, whether stored at once or replayed from the spool. A submission whose
// store was answered with an error though it committed (a connection lost at the commit), or
// whose spool file outlived a crash, is then never stored twice.
// rate_limits: rate-limiter-flexible's counters, shared by every process and kept over restarts.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("kept_submissions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("kept_at", "text", (col) => col.notNull())
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
  await db.schema.dropTable("kept_submissions").execute();
}
