import { sql, type Kysely } from "kysely";
import { idColumn } from "./helpers";

// The resource library (spec §3 "Resource"): documents staff upload and visitors download. The
// file itself lives in storage (app/infra/storage/); the row names it by its storage key and is
// inserted only once the file is stored, so nothing half-made is ever listed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("resources")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text")
    .addColumn("category", "text", (col) =>
      col
        .notNull()
        .check(
          sql`category in ('Belt Requirements', 'Handbooks', 'Rules & Etiquette', 'Philosophy', 'Terminology', 'Training Manuals')`,
        ),
    )
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("file_url", "text", (col) => col.notNull())
    .addColumn("storage_key", "text", (col) => col.notNull().unique())
    .addColumn("file_size", "integer", (col) => col.notNull())
    .addColumn("file_type", "text", (col) => col.notNull())
    .addColumn("is_featured", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("resources_listing_index")
    .on("resources")
    .columns(["is_featured", "sort_order", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("resources").execute();
}
