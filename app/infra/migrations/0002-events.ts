import { sql, type Kysely } from "kysely";
import { idColumn } from "./helpers";

// The community events (spec §3 "Event" plus what the event cards show), and a record of which
// seeders have run, so seed data staff later delete does not come back on the next start.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("events")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("japanese_title", "text")
    .addColumn("category", "text")
    .addColumn("description", "text")
    .addColumn("event_date", "text", (col) => col.notNull())
    .addColumn("duration_minutes", "integer")
    .addColumn("location", "text")
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("registration_status", "text", (col) =>
      col
        .notNull()
        .defaultTo("soon")
        .check(sql`registration_status in ('open', 'soon', 'invitation', 'closed')`),
    )
    .addColumn("registration_url", "text")
    .addColumn("price_cents", "integer")
    .addColumn("image", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("events_event_date_index")
    .on("events")
    .column("event_date")
    .execute();

  await db.schema
    .createTable("seed_runs")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("ran_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("seed_runs").execute();
  await db.schema.dropTable("events").execute();
}
