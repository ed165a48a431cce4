import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import { reserveAttempt } from "~/infra/rate-limit.server";
import { mailPasswordLink, passwordLinkUrl } from "~/services/delivery/staff-link.server";
import type { DeliveryConfig } from "~/services/delivery/config.server";
import type { Auth } from "~/infra/auth.server";
import { recordAudit, type Actor } from "./audit.server";
import { currentOrNewResetLink } from "./password-links.server";
import { findStaffByEmail } from "./staff-list.server";

// "Forgot password?": a link to set a new password, emailed to the account's own address when
// mail is set up. The answer is the same whether or not the address has an account. Asking is
// limited per address (refused past it, with the wait) and per account (past it, quietly no
// more mail), so nobody can flood a person's inbox or the outbox.

export const resetLimits = {
  perAddress: { points: 5, durationSeconds: 15 * 60 },
  perAccount: { points: 3, durationSeconds: 60 * 60 },
} as const;

/**
 * Asking: the limits are counted at once, the same work for any address. Allowed: `send` then
 * finds the account and mails its link, which the page does not wait for, so how long the answer
 * takes says nothing about whether the address has an account. (A server stopped in between
 * sends nothing; asking again sends it.)
 */
export type ResetAsked =
  { allowed: true; send: () => Promise<void> } | { allowed: false; retryAfterSeconds: number };

/** Who asked, in the audit log: a visitor to the sign-in page, not the account's holder. */
const signInPage: Actor = { id: null, name: "Forgot password? on the sign-in page", email: "" };

const nothing = async () => undefined;

export async function askPasswordReset(
  auth: Auth,
  db: Kysely<Database>,
  { email, ip, config }: { email: string; ip: string; config: DeliveryConfig },
): Promise<ResetAsked> {
  const address = await reserveAttempt(db, `reset-address:${ip}`, resetLimits.perAddress);
  if (!address.allowed) return address;
  const normalized = email.trim().toLowerCase();
  const account = await reserveAttempt(db, `reset-account:${normalized}`, resetLimits.perAccount);
  if (!account.allowed || !config.smtp) return { allowed: true, send: nothing };
  return { allowed: true, send: () => sendResetLink(auth, db, normalized, config) };
}

async function sendResetLink(
  auth: Auth,
  db: Kysely<Database>,
  email: string,
  config: DeliveryConfig,
): Promise<void> {
  const member = await findStaffByEmail(db, email);
  if (!member) return;
  const token = await currentOrNewResetLink(auth, member.id);
  await mailPasswordLink(db, member, passwordLinkUrl(token), config, "reset");
  await recordAudit(db, signInPage, {
    action: "asked for a password reset",
    recordKind: "staff",
    recordId: member.id,
    summary: `A link to reset ${member.name}'s password was emailed to ${member.email}`,
  });
}
