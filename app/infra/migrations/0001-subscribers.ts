import { sql, type Kysely } from "kysely";
import { idColumn } from "./helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("subscribers")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("audience", "text", (col) =>
      col.notNull().check(sql`audience in ('karate', 'yoga')`),
    )
    .addColumn("source_page", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("unsubscribed_at", "text")
    .addUniqueConstraint("subscribers_email_audience_unique", ["email", "audience"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("subscribers").execute();
}
