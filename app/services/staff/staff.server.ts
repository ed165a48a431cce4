import type { Kysely } from "kysely";
import { falseOf, updatedAt } from "./columns";
import { findStaffByEmail, ownerCount } from "./staff-list.server";
import { createPasswordLink } from "./password-links.server";
import type { Auth } from "~/infra/auth.server";
import type { Database, StaffRole } from "~/infra/db.server";
import { recordAudit, type Actor } from "./audit.server";

// Staff accounts: adding, listing, changing a role, removing. Better Auth keeps the accounts
// (app/infra/auth.server.ts); this module, password-links.server.ts and sessions.server.ts are
// the only places that change them outside a sign-in, and every change is audited.

export class StaffRuleError extends Error {}

const lastOwner = "There must always be at least one owner.";

export type NewStaff = { email: string; name: string; role: StaffRole; password?: string };

/**
 * Adds a staff member. With a password they can sign in at once; without one, the answer
 * carries a one-time token for a link to set it, valid for 24 hours.
 */
export async function addStaff(
  auth: Auth,
  db: Kysely<Database>,
  actor: Actor,
  { email, name, role, password }: NewStaff,
): Promise<{ id: string; passwordToken: string | null }> {
  const context = await auth.$context;
  const normalized = email.trim().toLowerCase();
  if (await findStaffByEmail(db, normalized)) {
    throw new StaffRuleError("A staff member with this email address already exists.");
  }
  const user = await context.internalAdapter.createUser(
    {
      email: normalized,
      name: name.trim(),
      role,
      emailVerified: true,
    },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: password ? await context.password.hash(password) : null,
  });
  await recordAudit(db, actor, {
    action: "added",
    recordKind: "staff",
    recordId: user.id,
    summary: `Added ${name.trim()} <${normalized}> as ${role}`,
    changes: { role: [null, role] },
  });
  const passwordToken = password ? null : await createPasswordLink(auth, user.id);
  return { id: user.id, passwordToken };
}

export async function changeRole(
  db: Kysely<Database>,
  actor: Actor,
  userId: string,
  role: StaffRole,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom("staff")
      .select(["name", "email", "role"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!member) throw new StaffRuleError("That staff member no longer exists.");
    if (member.role === role) return;
    if (member.role === "owner" && (await ownerCount(trx)) <= 1)
      throw new StaffRuleError(lastOwner);
    await trx
      .updateTable("staff")
      .set({ role, updated_at: updatedAt(trx) })
      .where("id", "=", userId)
      .execute();
    await recordAudit(trx, actor, {
      action: "changed role",
      recordKind: "staff",
      recordId: userId,
      summary: `${member.name} is now ${role}`,
      changes: { role: [member.role, role] },
    });
  });
}

/** Removes a staff member and, with them, every session, password and second factor. */
export async function removeStaff(
  db: Kysely<Database>,
  actor: Actor,
  userId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom("staff")
      .select(["name", "email", "role"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!member) throw new StaffRuleError("That staff member no longer exists.");
    if (member.role === "owner" && (await ownerCount(trx)) <= 1)
      throw new StaffRuleError(lastOwner);
    // Explicit deletes, not only the foreign keys' cascade, so no session survives a database
    // that does not enforce them.
    await trx.deleteFrom("staff_sessions").where("user_id", "=", userId).execute();
    await trx.deleteFrom("staff_two_factors").where("user_id", "=", userId).execute();
    await trx.deleteFrom("staff_accounts").where("user_id", "=", userId).execute();
    await trx.deleteFrom("auth_verifications").where("value", "=", userId).execute();
    await trx.deleteFrom("staff").where("id", "=", userId).execute();
    await recordAudit(trx, actor, {
      action: "removed",
      recordKind: "staff",
      recordId: userId,
      summary: `Removed ${member.name} <${member.email}>`,
      changes: { role: [member.role, null] },
    });
  });
}

/**
 * Turns off someone's two-step sign-in (a lost phone): their authenticator key and backup codes
 * are deleted and every session of theirs ends, so they sign in again with their password and
 * set it up anew (at once, when the studio requires it). An owner resets another's, never their
 * own here (their own is on My Account, behind their password).
 */
export async function resetTwoStep(
  db: Kysely<Database>,
  actor: Actor & { id: string },
  userId: string,
): Promise<{ name: string }> {
  if (userId === actor.id) throw new StaffRuleError("Use My Account for your own sign-in.");
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom("staff")
      .select(["name", "email", "two_factor_enabled"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!member) throw new StaffRuleError("That staff member no longer exists.");
    await trx.deleteFrom("staff_two_factors").where("user_id", "=", userId).execute();
    await trx
      .updateTable("staff")
      .set({ two_factor_enabled: falseOf(trx), updated_at: updatedAt(trx) })
      .where("id", "=", userId)
      .execute();
    const ended = await trx.deleteFrom("staff_sessions").where("user_id", "=", userId).execute();
    const sessions = ended.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
    await recordAudit(trx, actor, {
      action: "reset two-step sign-in",
      recordKind: "staff",
      recordId: userId,
      summary: `Reset ${member.name}'s two-step sign-in (lost phone); ${sessions} session${sessions === 1 ? "" : "s"} signed out`,
      changes: { two_factor_enabled: [Boolean(member.two_factor_enabled), false] },
    });
    return { name: member.name };
  });
}
