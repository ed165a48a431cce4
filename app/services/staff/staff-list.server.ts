import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import type { StaffMember } from "~/model/staff";
import { iso } from "./columns";

// Who the staff are: the list, one member by id or address, and how many owners there are.

export type { StaffMember };

export async function listStaff(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom("staff")
    .leftJoin("staff_accounts", (join) =>
      join
        .onRef("staff_accounts.user_id", "=", "staff.id")
        .on("staff_accounts.provider_id", "=", "credential"),
    )
    .select([
      "staff.id",
      "staff.name",
      "staff.email",
      "staff.role",
      "staff.two_factor_enabled",
      "staff.created_at",
      "staff_accounts.password",
    ])
    .orderBy("staff.name")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    twoFactorEnabled: Boolean(row.two_factor_enabled),
    createdAt: iso(row.created_at),
    hasPassword: Boolean(row.password),
  }));
}

export async function countStaff(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("staff")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findStaff(db: Kysely<Database>, id: string): Promise<StaffMember | null> {
  return (await listStaff(db)).find((member) => member.id === id) ?? null;
}

export async function findStaffByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<StaffMember | null> {
  const normalized = email.trim().toLowerCase();
  return (await listStaff(db)).find((member) => member.email === normalized) ?? null;
}

export async function ownerCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("staff")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("role", "=", "owner")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
