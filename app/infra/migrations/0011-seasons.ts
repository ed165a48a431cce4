import { sql, type Kysely } from "kysely";
import { idColumn } from "./helpers";

// The studio's calendar as data staff keep (ARCHITECTURE.md "Content that changes"): seasons,
// their weekly classes and closures, and the changes to single occurrences, kept against the
// class and the occurrence's original date, so that editing a class never erases them. A change
// names its class without a foreign key: when the class is removed its changes stay, shown to
// staff as needing attention, never dropped. Every save writes the record whole to `revisions`
// (history and restore), and raises the schedule's number in `data_versions`, which every
// process reads to know its cached pages are out of date.

// The lists as they were when this migration was written: a migration is a record of its day,
// so it never follows the model's lists (app/model/schedule.ts, seasons.ts) as they change.
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const classKinds = [
  "orientation",
  "beginner",
  "intermediate",
  "advanced",
  "kumite",
  "tiny-tigers",
  "team",
];
const classChangeKinds = ["cancelled", "moved", "note"];

const listOf = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("seasons")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("label", "text", (col) => col.notNull())
    .addColumn("first_day", "text", (col) => col.notNull())
    .addColumn("last_day", "text", (col) => col.notNull())
    .addColumn("publish_at", "text")
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addCheckConstraint("seasons_days", sql`first_day <= last_day`)
    .execute();

  await db.schema
    .createTable("season_classes")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("season_id", "text", (col) =>
      col.notNull().references("seasons.id").onDelete("cascade"),
    )
    .addColumn("weekday", "text", (col) =>
      col.notNull().check(sql`weekday in (${listOf(weekdays)})`),
    )
    .addColumn("start_time", "text", (col) => col.notNull())
    .addColumn("end_time", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("audience", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in (${listOf(classKinds)})`))
    .addColumn("instructor", "text")
    .addColumn("note", "text")
    .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addCheckConstraint("season_classes_times", sql`start_time < end_time`)
    .execute();
  await db.schema
    .createIndex("season_classes_slot")
    .on("season_classes")
    .columns(["season_id", "weekday", "start_time", "kind"])
    .unique()
    .execute();

  await db.schema
    .createTable("season_closures")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("season_id", "text", (col) =>
      col.notNull().references("seasons.id").onDelete("cascade"),
    )
    .addColumn("first_day", "text", (col) => col.notNull())
    .addColumn("last_day", "text", (col) => col.notNull())
    .addColumn("label", "text")
    // A JSON array of class kinds; empty: every class.
    .addColumn("groups", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("needs_check", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addCheckConstraint("season_closures_days", sql`first_day <= last_day`)
    .execute();
  await db.schema
    .createIndex("season_closures_season")
    .on("season_closures")
    .column("season_id")
    .execute();

  await db.schema
    .createTable("class_changes")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("season_id", "text", (col) =>
      col.notNull().references("seasons.id").onDelete("cascade"),
    )
    .addColumn("class_id", "text", (col) => col.notNull())
    .addColumn("original_date", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) =>
      col.notNull().check(sql`kind in (${listOf(classChangeKinds)})`),
    )
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("new_date", "text")
    .addColumn("new_start", "text")
    .addColumn("new_end", "text")
    .addColumn("sequence", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex("class_changes_occurrence")
    .on("class_changes")
    .columns(["class_id", "original_date"])
    .unique()
    .execute();
  await db.schema
    .createIndex("class_changes_season")
    .on("class_changes")
    .columns(["season_id", "original_date"])
    .execute();

  await db.schema
    .createTable("revisions")
    .addColumn("id", "integer", idColumn(db))
    // "season", "class", "closure" or "change", and that record's id.
    .addColumn("record_kind", "text", (col) => col.notNull())
    .addColumn("record_id", "text", (col) => col.notNull())
    // The season the record belongs to, for a season's history.
    .addColumn("season_id", "text", (col) => col.notNull())
    // The record whole, as JSON, as it was after the save (before it, for a removal).
    .addColumn("data", "text", (col) => col.notNull())
    // "create", "edit", "remove", "publish", "restore" or "copy".
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("staff_id", "text")
    .addColumn("staff_name", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("revisions_season")
    .on("revisions")
    .columns(["season_id", "id"])
    .execute();
  await db.schema
    .createIndex("revisions_record")
    .on("revisions")
    .columns(["record_kind", "record_id", "id"])
    .execute();

  await db.schema
    .createTable("data_versions")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("changed_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "data_versions",
    "revisions",
    "class_changes",
    "season_closures",
    "season_classes",
    "seasons",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
