import { randomBytes } from "node:crypto";
import { PostgresAdapter, type Kysely } from "kysely";
import type { Auth } from "~/infra/auth.server";
import type { Database, StaffRole } from "~/infra/db.server";
import { recordAudit, type Actor } from "./audit.server";
import { passwordLinkHours } from "./staff-roles";

// Staff accounts: adding, listing, changing a role, removing, passwords and one-time links to
// set one, and sessions. Better Auth keeps the accounts (app/infra/auth.server.ts); this module
// is the only place that changes them outside a sign-in, and every change is audited.

export { staffRoles } from "./staff-roles";

export { passwordLinkHours };

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  createdAt: string;
  hasPassword: boolean;
};

export class StaffRuleError extends Error {}

const lastOwner = "There must always be at least one owner.";

function iso(value: string | Date): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

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

async function ownerCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("staff")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("role", "=", "owner")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

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

/** The value Better Auth's columns take for "now" on this database. */
function updatedAt(db: Kysely<Database>): string | Date {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? new Date()
    : new Date().toISOString();
}

export type StaffSession = {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  current: boolean;
};

export async function listSessions(
  db: Kysely<Database>,
  userId: string,
  currentSessionId: string,
): Promise<StaffSession[]> {
  const rows = await db
    .selectFrom("staff_sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .execute();
  const now = Date.now();
  return rows
    .filter((row) => new Date(row.expires_at).getTime() > now)
    .map((row) => ({
      id: row.id,
      createdAt: iso(row.created_at),
      lastActiveAt: iso(row.updated_at),
      expiresAt: iso(row.expires_at),
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
      current: row.id === currentSessionId,
    }));
}

/**
 * Ends one of the person's own sessions (never another person's): by their choice, or, with
 * `summary`, for the reason it gives (the account's two-step sign-in no longer allows it).
 */
export async function endSession(
  db: Kysely<Database>,
  actor: Actor & { id: string },
  sessionId: string,
  summary = `${actor.name} signed out a session`,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("staff_sessions")
      .where("id", "=", sessionId)
      .where("user_id", "=", actor.id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return;
    await recordAudit(trx, actor, {
      action: "ended session",
      recordKind: "session",
      recordId: sessionId,
      summary,
    });
  });
}

/** Ends every session of the person but the one in use. */
export async function endOtherSessions(
  db: Kysely<Database>,
  actor: Actor & { id: string },
  currentSessionId: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("staff_sessions")
      .where("user_id", "=", actor.id)
      .where("id", "!=", currentSessionId)
      .executeTakeFirst();
    const ended = Number(result.numDeletedRows);
    if (ended > 0) {
      await recordAudit(trx, actor, {
        action: "ended sessions",
        recordKind: "session",
        recordId: null,
        summary: `${actor.name} signed out ${ended} other session${ended === 1 ? "" : "s"}`,
      });
    }
    return ended;
  });
}

/** Whom a half-done sign-in belongs to: Better Auth's record of it, by its identifier. */
export async function challengeHolder(
  db: Kysely<Database>,
  identifier: string,
): Promise<{ id: string; email: string } | null> {
  const row = await db
    .selectFrom("auth_verifications")
    .innerJoin("staff", "staff.id", "auth_verifications.value")
    .select(["staff.id", "staff.email"])
    .where("auth_verifications.identifier", "=", identifier)
    .executeTakeFirst();
  return row ?? null;
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
