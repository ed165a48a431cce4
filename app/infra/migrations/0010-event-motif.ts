import type { Kysely } from "kysely";

// The events table's `image` column holds the key of the symbol drawn on an event's card (a
// motif, never a picture), so it is named for what it holds: `motif`. A rename keeps every
// row's value; both SQLite (3.25 and later) and PostgreSQL rename a column in place.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("events").renameColumn("image", "motif").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("events").renameColumn("motif", "image").execute();
}
