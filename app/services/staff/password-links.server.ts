import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Auth } from "~/infra/auth.server";
import type { Database } from "~/infra/db.server";
import { recordAudit } from "./audit.server";
import { findStaff, type StaffMember } from "./staff-list.server";
import { passwordLinkHours } from "~/model/staff";

// Passwords set by staff themselves: the one-time link to set one (only the newest works, for
// passwordLinkHours), setting it, and the stamp that changes with it.

const passwordLinkPrefix = "set-password:";

/** Ends every password link made for the account: a newer one, or a password set, replaces them. */
async function endPasswordLinks(auth: Auth, userId: string): Promise<void> {
  const context = await auth.$context;
  await context.adapter.deleteMany({
    model: "verification",
    where: [
      { field: "value", value: userId },
      { field: "identifier", operator: "starts_with", value: passwordLinkPrefix },
    ],
  });
}

/**
 * A one-time token that lets its holder set the account's password within 24 hours. Only the
 * newest link works, and only until a password is set some other way.
 */
export async function createPasswordLink(auth: Auth, userId: string): Promise<string> {
  const context = await auth.$context;
  await endPasswordLinks(auth, userId);
  const token = randomBytes(32).toString("base64url");
  await context.internalAdapter.createVerificationValue({
    identifier: `${passwordLinkPrefix}${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + passwordLinkHours * 60 * 60 * 1000),
  });
  return token;
}

/** Whom a password link is for, or null when it is unknown, used or expired. */
export async function passwordLinkHolder(
  auth: Auth,
  db: Kysely<Database>,
  token: string,
): Promise<StaffMember | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const context = await auth.$context;
  const found = await context.internalAdapter.findVerificationValue(
    `${passwordLinkPrefix}${token}`,
  );
  if (!found || new Date(found.expiresAt).getTime() <= Date.now()) return null;
  return findStaff(db, found.value);
}

/** Sets the password through a link (once), ending every session of the account. */
export async function setPasswordWithLink(
  auth: Auth,
  db: Kysely<Database>,
  token: string,
  password: string,
): Promise<StaffMember | null> {
  const holder = await passwordLinkHolder(auth, db, token);
  if (!holder) return null;
  const context = await auth.$context;
  const consumed = await context.internalAdapter.consumeVerificationValue(
    `${passwordLinkPrefix}${token}`,
  );
  if (!consumed || consumed.value !== holder.id) return null;
  await setPassword(auth, holder.id, password);
  await recordAudit(
    db,
    { id: holder.id, name: holder.name, email: holder.email },
    {
      action: "set password",
      recordKind: "staff",
      recordId: holder.id,
      summary: `${holder.name} set a password with a one-time link`,
    },
  );
  return holder;
}

/** Replaces the account's password and ends all its sessions and password links. */
export async function setPassword(auth: Auth, userId: string, password: string): Promise<void> {
  const context = await auth.$context;
  await endPasswordLinks(auth, userId);
  const hash = await context.password.hash(password);
  const account = await context.internalAdapter.findCredentialAccount(userId);
  if (account) await context.internalAdapter.updatePassword(userId, hash);
  else {
    await context.internalAdapter.linkAccount({
      userId,
      providerId: "credential",
      accountId: userId,
      password: hash,
    });
  }
  await context.internalAdapter.deleteUserSessions(userId);
}

/**
 * What changes whenever the account's password does (its stored hash), so a pass derived from it
 * ends with the password; null for an address with no account or no password.
 */
export async function passwordStamp(db: Kysely<Database>, email: string): Promise<string | null> {
  const row = await db
    .selectFrom("staff")
    .innerJoin("staff_accounts", "staff_accounts.user_id", "staff.id")
    .select("staff_accounts.password")
    .where("staff.email", "=", email.trim().toLowerCase())
    .where("staff_accounts.provider_id", "=", "credential")
    .executeTakeFirst();
  return row?.password ?? null;
}
