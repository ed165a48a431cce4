import { sql, type ColumnDataType, type Kysely } from "kysely";
import { isPostgres } from "./helpers";

// What signing in needs beyond Better Auth's own columns:
// - staff_sessions.second_factor: the session was opened with a second step (a code), so a
//   session opened with a password alone can be sent to set one up, or ended, when the studio
//   requires it or the account turns it on;
// - staff_two_factors.last_code_step: the 30-second step of the last authenticator code taken,
//   so the same code is never taken twice (RFC 6238 §5.2).

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const flag: ColumnDataType = postgres ? "boolean" : "integer";
  const no = postgres ? sql`false` : sql`0`;
  await db.schema
    .alterTable("staff_sessions")
    .addColumn("second_factor", flag, (col) => col.notNull().defaultTo(no))
    .execute();
  await db.schema.alterTable("staff_two_factors").addColumn("last_code_step", "bigint").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff_two_factors").dropColumn("last_code_step").execute();
  await db.schema.alterTable("staff_sessions").dropColumn("second_factor").execute();
}
