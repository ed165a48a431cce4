import type { Kysely } from "kysely";

// karate|yoga has one name across the site: the subscriber's "audience" becomes its "side", as
// a message's already is.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("subscribers").renameColumn("audience", "side").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("subscribers").renameColumn("side", "audience").execute();
}
