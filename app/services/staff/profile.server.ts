import type { Kysely } from "kysely";
import type { Auth } from "~/infra/auth.server";
import type { Database } from "~/infra/db.server";
import { recordAudit, type Actor } from "./audit.server";
import { updatedAt } from "./columns";
import { setPassword } from "./password-links.server";
import { findStaffByEmail } from "./staff-list.server";
import { StaffRuleError } from "./staff.server";

// A staff member's own details, changed from My Account: the name shown in the staff area and
// the audit log, the email address they sign in with (confirmed with their password), and their
// password (the current one first; every session then ends, this one too).

/** Whether the password is the account's own. */
export async function isOwnPassword(auth: Auth, userId: string, password: string) {
  const context = await auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(userId);
  if (!account?.password) return false;
  return context.password.verify({ hash: account.password, password });
}

export async function changeName(
  db: Kysely<Database>,
  actor: Actor & { id: string },
  name: string,
): Promise<void> {
  const trimmed = name.trim();
  if (trimmed === actor.name) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff")
      .set({ name: trimmed, updated_at: updatedAt(trx) })
      .where("id", "=", actor.id)
      .execute();
    await recordAudit(trx, actor, {
      action: "changed name",
      recordKind: "staff",
      recordId: actor.id,
      summary: `${actor.name} is now called ${trimmed}`,
      changes: { name: [actor.name, trimmed] },
    });
  });
}

/** A new sign-in address; the caller has checked the password. */
export async function changeEmail(
  db: Kysely<Database>,
  actor: Actor & { id: string },
  email: string,
): Promise<void> {
  const normalized = email.trim().toLowerCase();
  if (normalized === actor.email) return;
  const taken = () => new StaffRuleError("Another staff member signs in with this email address.");
  const holder = await findStaffByEmail(db, normalized);
  if (holder && holder.id !== actor.id) throw taken();
  const changed = db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff")
      .set({ email: normalized, updated_at: updatedAt(trx) })
      .where("id", "=", actor.id)
      .execute();
    await recordAudit(trx, actor, {
      action: "changed email",
      recordKind: "staff",
      recordId: actor.id,
      summary: `${actor.name} now signs in as ${normalized}`,
      changes: { email: [actor.email, normalized] },
    });
  });
  // Two changes to one address at once: the database's unique rule refuses the second.
  await changed.catch(async (error: unknown) => {
    const now = await findStaffByEmail(db, normalized);
    if (now && now.id !== actor.id) throw taken();
    throw error;
  });
}

/** A new password; the caller has checked the current one. Every session of the account ends. */
export async function changeOwnPassword(
  auth: Auth,
  db: Kysely<Database>,
  actor: Actor & { id: string },
  password: string,
): Promise<void> {
  await setPassword(auth, actor.id, password);
  await recordAudit(db, actor, {
    action: "changed password",
    recordKind: "staff",
    recordId: actor.id,
    summary: `${actor.name} changed their password; every session signed out`,
  });
}
