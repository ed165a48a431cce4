import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Auth } from "~/infra/auth.server";
import type { Database } from "~/infra/db.server";
import { recordAudit } from "./audit.server";
import { findStaff, type StaffMember } from "./staff-list.server";
import { passwordLinkHours, resetLinkMinutes } from "~/model/staff";

// Passwords set by staff themselves: the one-time links to set one, setting it, and the stamp
// that changes with it. Two kinds of link: one an owner makes (for a new member, or anyone who
// asks them), working for passwordLinkHours, and one the sign-in page's "Forgot password?"
// emails, working for resetLinkMinutes. Of each kind only the newest works, and none once a
// password is set some other way.

export type PasswordLinkKind = "set" | "reset";

const linkKinds = {
  set: { prefix: "set-password:", minutes: passwordLinkHours * 60 },
  reset: { prefix: "reset-password:", minutes: resetLinkMinutes },
} as const satisfies Record<PasswordLinkKind, { prefix: string; minutes: number }>;

/** Ends the account's password links of the kinds given (a newer one, or a password set). */
async function endPasswordLinks(
  auth: Auth,
  userId: string,
  kinds: readonly PasswordLinkKind[] = ["set", "reset"],
): Promise<void> {
  const context = await auth.$context;
  for (const kind of kinds) {
    await context.adapter.deleteMany({
      model: "verification",
      where: [
        { field: "value", value: userId },
        { field: "identifier", operator: "starts_with", value: linkKinds[kind].prefix },
      ],
    });
  }
}

/**
 * A one-time token that lets its holder set the account's password once, within the kind's
 * time. Only the newest link of its kind works, and only until a password is set.
 */
export async function createPasswordLink(
  auth: Auth,
  userId: string,
  kind: PasswordLinkKind = "set",
): Promise<string> {
  const context = await auth.$context;
  await endPasswordLinks(auth, userId, [kind]);
  const token = randomBytes(32).toString("base64url");
  await context.internalAdapter.createVerificationValue({
    identifier: `${linkKinds[kind].prefix}${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + linkKinds[kind].minutes * 60 * 1000),
  });
  return token;
}

/**
 * The account's reset link that still works, or a new one. Asking again within the hour sends
 * the same link, so a stranger asking for someone else's address cannot end the link that
 * person was just sent.
 */
export async function currentOrNewResetLink(auth: Auth, userId: string): Promise<string> {
  const context = await auth.$context;
  const { prefix } = linkKinds.reset;
  const held = await context.adapter.findMany<{ identifier: string; expiresAt: Date | string }>({
    model: "verification",
    where: [
      { field: "value", value: userId },
      { field: "identifier", operator: "starts_with", value: prefix },
    ],
  });
  const working = held.find((link) => new Date(link.expiresAt).getTime() > Date.now());
  return working
    ? working.identifier.slice(prefix.length)
    : createPasswordLink(auth, userId, "reset");
}

/** The link's record, of whichever kind the token is, while it works. */
async function linkRecord(auth: Auth, token: string) {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const context = await auth.$context;
  for (const { prefix } of Object.values(linkKinds)) {
    const found = await context.internalAdapter.findVerificationValue(`${prefix}${token}`);
    if (found && new Date(found.expiresAt).getTime() > Date.now()) {
      return { identifier: `${prefix}${token}`, userId: found.value };
    }
  }
  return null;
}

/** Whom a password link is for, or null when it is unknown, used or expired. */
export async function passwordLinkHolder(
  auth: Auth,
  db: Kysely<Database>,
  token: string,
): Promise<StaffMember | null> {
  const link = await linkRecord(auth, token);
  return link ? findStaff(db, link.userId) : null;
}

/** Sets the password through a link (once), ending every session of the account. */
export async function setPasswordWithLink(
  auth: Auth,
  db: Kysely<Database>,
  token: string,
  password: string,
): Promise<StaffMember | null> {
  const link = await linkRecord(auth, token);
  const holder = link ? await findStaff(db, link.userId) : null;
  if (!link || !holder) return null;
  const context = await auth.$context;
  // Taken once: of two uses at the same moment, only the one that deletes the record goes on.
  const consumed = await context.internalAdapter.consumeVerificationValue(link.identifier);
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
