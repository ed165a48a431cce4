import { sql, type Kysely } from "kysely";
import { idColumn } from "./helpers";

// Deliveries to outside services (app/services/delivery/): one row per hand-off, written in the
// same transaction as the message, sign-up or change it delivers, so nothing stored goes
// undelivered and nothing is delivered that was not stored. A row is waiting until `sent_at` or
// `failed_at` is set; `claimed_until` is the lease of the process delivering it. A message's
// state is read from its rows, so the column that stood for it goes.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("outbox")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("target", "text", (col) =>
      col.notNull().check(sql`target in ('form-service', 'smtp', 'mailing-provider')`),
    )
    .addColumn("record_kind", "text")
    .addColumn("record_id", "text")
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("give_up_at", "text", (col) => col.notNull())
    .addColumn("claimed_until", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("failed_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("outbox_due_index")
    .on("outbox")
    .columns(["sent_at", "failed_at", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("outbox_record_index")
    .on("outbox")
    .columns(["record_kind", "record_id"])
    .execute();
  await db.schema.alterTable("messages").dropColumn("delivery_state").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("messages")
    .addColumn("delivery_state", "text", (col) => col.notNull().defaultTo("pending"))
    .execute();
  await db.schema.dropTable("outbox").execute();
}
