import { sql, type Kysely } from "kysely";
import { idColumn } from "./helpers";

// Messages sent with the contact forms (spec §3 "Contact form submission"). Each is stored
// before any delivery is tried, so the row is the record; delivery_state tracks the e-mail or
// form-service hand-off.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("messages")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("first_name", "text", (col) => col.notNull())
    .addColumn("last_name", "text")
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("side", "text", (col) => col.notNull().check(sql`side in ('karate', 'yoga')`))
    .addColumn("page", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("delivery_state", "text", (col) =>
      col
        .notNull()
        .defaultTo("pending")
        .check(sql`delivery_state in ('pending', 'delivered', 'failed')`),
    )
    .execute();
  await db.schema
    .createIndex("messages_created_at_index")
    .on("messages")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("messages").execute();
}
