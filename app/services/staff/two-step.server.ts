import { isAPIError } from "better-auth/api";
import type { Kysely } from "kysely";
import type { Auth } from "~/infra/auth.server";
import type { Database } from "~/infra/db.server";
import { recordAudit, type Actor } from "./audit.server";
import { endSessionsOf } from "./sessions.server";
import { falseOf } from "./columns";
import { staffAuth } from "./auth.server";
import { takeAuthenticatorCode } from "./code-steps.server";

// Two-step sign-in: setting it up (every Better Auth call of it), its effects on sessions, and
// its backup codes shown once after it is turned on.
// A session opened with a password alone (staff_sessions.second_factor false) does not survive
// the account turning two-step sign-in on: those sessions end at once, and any left over (one
// from before this rule) is ended at its next request (app/http/staff-access.server.ts).

/** Ends every session of the account that was opened without a second step. */
export function endPasswordOnlySessions(
  db: Kysely<Database>,
  actor: Actor & { id: string },
): Promise<number> {
  return endSessionsOf(
    db,
    actor,
    (query, trx) => query.where("second_factor", "=", falseOf(trx)),
    (ended) =>
      `${actor.name} turned on two-step sign-in: ${ended} session${ended === 1 ? "" : "s"} signed in with a password alone signed out`,
  );
}

const showCodes = (userId: string) => `show-backup-codes:${userId}`;

/** Marks the account's new backup codes to be shown once, within ten minutes. */
export async function showBackupCodesOnce(auth: Auth, userId: string): Promise<void> {
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: showCodes(userId),
    value: userId,
    expiresAt: new Date(Date.now() + 10 * 60 * 1000),
  });
}

/** The backup codes, if they are still to be shown; the first look takes them. */
export async function takeBackupCodesToShow(auth: Auth, userId: string): Promise<string[] | null> {
  const context = await auth.$context;
  const marked = await context.internalAdapter.consumeVerificationValue(showCodes(userId));
  if (!marked || marked.value !== userId || new Date(marked.expiresAt).getTime() <= Date.now()) {
    return null;
  }
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
  return backupCodes;
}

/**
 * Starts setting up two-step sign-in for the signed-in person, whose password is asked again:
 * the authenticator's otpauth:// address, or "wrong-password".
 */
export async function startTwoStep(
  headers: Headers,
  password: string,
): Promise<{ totpURI: string } | "wrong-password"> {
  try {
    const enabled = await staffAuth().api.enableTwoFactor({ body: { password }, headers });
    if (enabled.method !== "totp") throw new Error("An authenticator-app enrolment was expected");
    return { totpURI: enabled.totpURI };
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return "wrong-password";
    throw error;
  }
}

/**
 * Confirms the set-up with the first code from the app. Turned on: the new session's cookies
 * (Better Auth replaces the session with one marked as opened by a code), the sessions opened by
 * a password alone ended, the backup codes marked to be shown once, and an audit entry.
 */
export async function confirmTwoStep(
  db: Kysely<Database>,
  headers: Headers,
  actor: Actor & { id: string },
  code: string,
): Promise<{ outcome: "on"; headers: Headers } | { outcome: "used" | "refused" }> {
  const auth = staffAuth();
  if ((await takeAuthenticatorCode(auth, db, actor.id, code)) === "used-before") {
    return { outcome: "used" };
  }
  let answer: { headers: Headers };
  try {
    answer = await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return { outcome: "refused" };
    throw error;
  }
  await recordAudit(db, actor, {
    action: "turned on two-step sign-in",
    recordKind: "staff",
    recordId: actor.id,
    summary: `${actor.name} turned on two-step sign-in`,
    changes: { two_factor_enabled: [false, true] },
  });
  await endPasswordOnlySessions(db, actor);
  await showBackupCodesOnce(auth, actor.id);
  return { outcome: "on", headers: answer.headers };
}

/** How many unused backup codes the account has; null when two-step sign-in is off. */
export async function backupCodesLeft(auth: Auth, userId: string): Promise<number | null> {
  try {
    const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
    return backupCodes.length;
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return null;
    throw error;
  }
}

/**
 * A new set of backup codes for the signed-in person, whose password is asked again: the old
 * codes stop working at once, the new ones are marked to be shown once, and it is audited.
 */
export async function makeNewBackupCodes(
  auth: Auth,
  db: Kysely<Database>,
  headers: Headers,
  actor: Actor & { id: string },
  password: string,
): Promise<"made" | "wrong-password"> {
  try {
    await auth.api.generateBackupCodes({ body: { password }, headers });
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return "wrong-password";
    throw error;
  }
  await recordAudit(db, actor, {
    action: "made new backup codes",
    recordKind: "staff",
    recordId: actor.id,
    summary: `${actor.name} made a new set of backup codes; the old ones no longer work`,
  });
  await showBackupCodesOnce(auth, actor.id);
  return "made";
}
