import { isAPIError } from "better-auth/api";
import type { Auth } from "~/infra/auth.server";
import { getDb } from "~/infra/db.server";
import { secureStaffCookies, staffAuth } from "./auth.server";
import { takeAuthenticatorCode } from "./code-steps.server";
import { challengeHolder } from "./sessions.server";
import { matchingBackupCode } from "~/model/backup-codes";

// Signing in, in two steps when the account has two-step sign-in: Better Auth checks the
// password and the code and answers with the cookies to set. The callers (app/http/) count each
// check under the limits before it is made.

type Step = { outcome: "signed-in" | "second-step"; headers: Headers } | { outcome: "refused" };

/** The password step. */
export async function passwordStep(
  headers: Headers,
  email: string,
  password: string,
): Promise<Step> {
  try {
    const answer = await staffAuth().api.signInEmail({
      body: { email, password, rememberMe: true },
      headers,
      returnHeaders: true,
    });
    const { response } = answer;
    const secondStep = "twoFactorRedirect" in response && response.twoFactorRedirect === true;
    return { outcome: secondStep ? "second-step" : "signed-in", headers: answer.headers };
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return { outcome: "refused" };
    throw error;
  }
}

/** A cookie's value as Better Auth reads it: the first of that exact name, unquoted, decoded. */
function cookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const equals = part.indexOf("=");
    if (equals < 0 || part.slice(0, equals).trim() !== name) continue;
    let value = part.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1);
    }
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

export type SecondStep =
  /** No sign-in is under way in this browser. */
  | { state: "none" }
  /** One is named, but not one this site knows (ended, or not its own): start again. */
  | { state: "unknown" }
  | { state: "under-way"; holder: { id: string; email: string } };

/** The second step's signed cookie, as Better Auth reads it; null when there is none. */
export function secondStepCookie(headers: Headers): string | null {
  const name = `${secureStaffCookies() ? "__Secure-" : ""}staff.two_factor`;
  return cookieValue(headers.get("Cookie") ?? "", name);
}

/** The sign-in part-way through in this browser, from the second step's signed cookie. */
export async function secondStepOf(headers: Headers): Promise<SecondStep> {
  const signed = secondStepCookie(headers);
  if (signed === null) return { state: "none" };
  // Better Auth signs the value as "value.signature"; the value names the sign-in's record.
  const value = signed.slice(0, Math.max(0, signed.lastIndexOf(".")));
  const holder = value ? await challengeHolder(getDb(), value) : null;
  return holder ? { state: "under-way", holder } : { state: "unknown" };
}

export type CodeKind = "app" | "backup";

/**
 * The kept backup code a typed one stands for (any case, with or without the dash), so Better
 * Auth, which compares codes exactly, takes it; the code as typed when none matches.
 */
export async function keptBackupCode(auth: Auth, userId: string, typed: string): Promise<string> {
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
  return matchingBackupCode(typed, backupCodes) ?? typed;
}

/** The second step, with a code from the app or a backup code. */
export async function codeStep(
  headers: Headers,
  kind: CodeKind,
  code: string,
  holder: { id: string },
): Promise<
  | { outcome: "signed-in"; headers: Headers }
  | { outcome: "refused" | "used" | "expired" | "locked" }
> {
  try {
    const api = staffAuth().api;
    if (kind === "app") {
      const claim = await takeAuthenticatorCode(staffAuth(), getDb(), holder.id, code);
      if (claim === "used-before") return { outcome: "used" };
    }
    const answer =
      kind === "app"
        ? await api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
        : await api.verifyBackupCode({
            body: { code: await keptBackupCode(staffAuth(), holder.id, code) },
            headers,
            returnHeaders: true,
          });
    return { outcome: "signed-in", headers: answer.headers };
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      const reason = String(error.body?.code ?? "");
      if (reason === "ACCOUNT_TEMPORARILY_LOCKED") return { outcome: "locked" };
      // The sign-in's ten minutes are over, or its five tries are spent: start again.
      if (
        reason === "INVALID_TWO_FACTOR_COOKIE" ||
        reason === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"
      ) {
        return { outcome: "expired" };
      }
      return { outcome: "refused" };
    }
    throw error;
  }
}
