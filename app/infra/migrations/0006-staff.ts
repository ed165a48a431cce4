import { sql, type ColumnDataType, type Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers";

// The staff area: staff accounts, their sessions, passwords and two-factor secrets (the tables
// Better Auth reads and writes, app/infra/auth.server.ts, with the names given there), the
// studio's security settings, the audit log of every change staff make, and what the inbox and
// the events list need (a message's read and archived times, an event hidden from the site).
//
// Better Auth hands dates and booleans to PostgreSQL as they are, and to SQLite as ISO-8601
// text and 0/1, so those columns take each database's own type.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const instant: ColumnDataType = postgres ? "timestamptz" : "text";
  const flag: ColumnDataType = postgres ? "boolean" : "integer";
  const no = postgres ? sql`false` : sql`0`;

  await db.schema
    .createTable("staff")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("email_verified", flag, (col) => col.notNull().defaultTo(no))
    .addColumn("image", "text")
    .addColumn("role", "text", (col) =>
      col
        .notNull()
        .defaultTo("staff")
        .check(sql`role in ('owner', 'staff')`),
    )
    .addColumn("two_factor_enabled", flag, (col) => col.defaultTo(no))
    .addColumn("created_at", instant, (col) => col.notNull())
    .addColumn("updated_at", instant, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("staff_sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("token", "text", (col) => col.notNull().unique())
    .addColumn("expires_at", instant, (col) => col.notNull())
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", instant, (col) => col.notNull())
    .addColumn("updated_at", instant, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("staff_sessions_user_id_index")
    .on("staff_sessions")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("staff_accounts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("account_id", "text", (col) => col.notNull())
    .addColumn("provider_id", "text", (col) => col.notNull())
    .addColumn("access_token", "text")
    .addColumn("refresh_token", "text")
    .addColumn("id_token", "text")
    .addColumn("access_token_expires_at", instant)
    .addColumn("refresh_token_expires_at", instant)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("created_at", instant, (col) => col.notNull())
    .addColumn("updated_at", instant, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("staff_accounts_user_id_index")
    .on("staff_accounts")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("auth_verifications")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("identifier", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("expires_at", instant, (col) => col.notNull())
    .addColumn("created_at", instant, (col) => col.notNull())
    .addColumn("updated_at", instant, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("auth_verifications_identifier_index")
    .on("auth_verifications")
    .column("identifier")
    .execute();

  await db.schema
    .createTable("staff_two_factors")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("secret", "text", (col) => col.notNull())
    .addColumn("backup_codes", "text", (col) => col.notNull())
    .addColumn("verified", flag, (col) => col.defaultTo(postgres ? sql`true` : sql`1`))
    .addColumn("failed_verification_count", "integer", (col) => col.defaultTo(0))
    .addColumn("locked_until", instant)
    .execute();
  await db.schema
    .createIndex("staff_two_factors_user_id_index")
    .on("staff_two_factors")
    .column("user_id")
    .execute();
  await db.schema
    .createIndex("staff_two_factors_secret_index")
    .on("staff_two_factors")
    .column("secret")
    .execute();

  // One row per setting; the value is JSON.
  await db.schema
    .createTable("settings")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", idColumn(db))
    // The staff member's id, name and address at the time: the entry outlives the account.
    .addColumn("actor_id", "text")
    .addColumn("actor", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("record_kind", "text", (col) => col.notNull())
    .addColumn("record_id", "text")
    .addColumn("summary", "text", (col) => col.notNull())
    /** A JSON object: field → [before, after]. */
    .addColumn("changes", "text", (col) => col.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("audit_log_created_at_index")
    .on("audit_log")
    .column("created_at")
    .execute();

  await db.schema.alterTable("messages").addColumn("read_at", "text").execute();
  await db.schema.alterTable("messages").addColumn("archived_at", "text").execute();
  await db.schema
    .alterTable("events")
    .addColumn("hidden", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("events").dropColumn("hidden").execute();
  await db.schema.alterTable("messages").dropColumn("archived_at").execute();
  await db.schema.alterTable("messages").dropColumn("read_at").execute();
  for (const table of [
    "audit_log",
    "settings",
    "staff_two_factors",
    "auth_verifications",
    "staff_accounts",
    "staff_sessions",
    "staff",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
