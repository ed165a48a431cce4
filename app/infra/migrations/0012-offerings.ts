import { sql, type Kysely } from "kysely";

// What the studio offers and charges, kept by staff (ARCHITECTURE.md "Content that changes"):
// the yoga courses, the summer camps, the prices the pages show, and the tournaments. Each is one
// row, its record whole as JSON in `data` (checked against the model's schema when saved and when
// read), so a course gaining a field needs no migration. History and restore use the calendar's
// `revisions` table (record_kind "course", "camp", "price" or "competition"); every save raises
// the "offerings" number in `data_versions`, which every process reads to know its pages are old.

// The kinds as they were when this migration was written (see 0011-seasons.ts).
const kinds = ["course", "camp", "price", "competition"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("offerings")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) =>
      col.notNull().check(sql`kind in (${sql.join(kinds.map((kind) => sql.lit(kind)))})`),
    )
    .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("data", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("offerings_kind")
    .on("offerings")
    .columns(["kind", "position"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("offerings").execute();
}
