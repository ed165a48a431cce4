import { createHmac } from "node:crypto";
import { isAPIError } from "better-auth/api";
import { data, redirect } from "react-router";
import { getDb } from "~/infra/db.server";
import { env, sessionSecret, siteOrigin } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { staffAuth } from "~/services/staff/auth.server";
import { takeAuthenticatorCode } from "~/services/staff/code-steps.server";
import {
  beginAttempt,
  type Attempt,
  type SignInLimits,
} from "~/services/staff/sign-in-limits.server";
import { challengeHolder } from "~/services/staff/staff.server";

// Signing in, in two steps when the account has two-step sign-in: Better Auth checks the
// password and the code and sets the cookies; these helpers reserve each check's place under
// the limits first (app/services/staff/sign-in-limits.server.ts), remember a browser that has
// signed in, and turn Better Auth's answers into the pages' redirects, with its cookies on them.

/** The limits of decision 019, from the settings. */
export const signInLimits: SignInLimits = {
  perAddress: env.SIGN_IN_ADDRESS_LIMIT,
  perAccount: env.SIGN_IN_ACCOUNT_LIMIT,
  accountCeiling: env.SIGN_IN_ACCOUNT_CEILING,
  // The authenticator's own lockout (Better Auth's default): ten failed codes per account.
  codesPerAccount: 10,
  windowSeconds: 15 * 60,
  longestPauseSeconds: 60,
};

// A browser that has signed in to an account keeps a signed token for it, so it is let past the
// account-wide slowdown that an attacker elsewhere may have set off (decision 019).
const secureDevice = () => siteOrigin().startsWith("https://");
const deviceCookie = () => (secureDevice() ? "__Host-staff-device" : "staff-device");
const deviceCookieDays = 400;
const devicesKept = 5;

function deviceToken(email: string): string {
  return createHmac("sha256", sessionSecret())
    .update(`known-device:${email.toLowerCase()}`)
    .digest("base64url")
    .slice(0, 32);
}

function deviceTokensOf(request: Request): string[] {
  const name = deviceCookie();
  for (const part of (request.headers.get("Cookie") ?? "").split(/;\s*/)) {
    if (part.startsWith(`${name}=`)) {
      return part
        .slice(name.length + 1)
        .split("~")
        .filter((token) => /^[\w-]{32}$/.test(token))
        .slice(0, devicesKept);
    }
  }
  return [];
}

export function isKnownDevice(request: Request, email: string): boolean {
  return deviceTokensOf(request).includes(deviceToken(email));
}

/** The cookie that marks this browser as one that signed in to the account. */
export function rememberDevice(request: Request, email: string): string {
  const token = deviceToken(email);
  const tokens = [token, ...deviceTokensOf(request).filter((each) => each !== token)].slice(
    0,
    devicesKept,
  );
  const secure = secureDevice() ? "; Secure" : "";
  return `${deviceCookie()}=${tokens.join("~")}; Path=/; Max-Age=${deviceCookieDays * 86_400}; HttpOnly; SameSite=Lax${secure}`;
}

/** Reserves a password or code check's place under the limits; refused: the wait. */
export function startAttempt(
  request: Request,
  ip: string,
  { account, secret }: { account?: string; secret: "password" | "code" },
): Promise<Attempt> {
  const knownDevice = account ? isKnownDevice(request, account) : false;
  return beginAttempt(getDb(), signInLimits, { ip, account, secret, knownDevice });
}

export function tooManyAttempts<T>(body: T, retryAfterSeconds: number) {
  return data(body, {
    status: 429,
    headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" },
  });
}

type Step = { outcome: "signed-in" | "second-step"; headers: Headers } | { outcome: "refused" };

/** The password step. */
export async function passwordStep(
  request: Request,
  email: string,
  password: string,
): Promise<Step> {
  try {
    const { headers, response } = await staffAuth().api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    const secondStep = "twoFactorRedirect" in response && response.twoFactorRedirect === true;
    return { outcome: secondStep ? "second-step" : "signed-in", headers };
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return { outcome: "refused" };
    throw error;
  }
}

/** The staff member part-way through signing in, from the second step's signed cookie. */
export async function secondStepHolder(
  request: Request,
): Promise<{ id: string; email: string } | null> {
  const match = /(?:^|;\s*)(?:__Secure-)?staff\.two_factor=([^;]+)/.exec(
    request.headers.get("Cookie") ?? "",
  );
  if (!match?.[1]) return null;
  let signed: string;
  try {
    signed = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  // Better Auth signs the value as "value.signature"; the value names the sign-in's record.
  const value = signed.slice(0, Math.max(0, signed.lastIndexOf(".")));
  return value ? challengeHolder(getDb(), value) : null;
}

export type CodeKind = "app" | "backup";

/** The second step, with a code from the app or a backup code. */
export async function codeStep(
  request: Request,
  kind: CodeKind,
  code: string,
  holder: { id: string } | null,
): Promise<
  | { outcome: "signed-in"; headers: Headers }
  | { outcome: "refused" | "used" | "expired" | "locked" }
> {
  try {
    const api = staffAuth().api;
    if (kind === "app" && holder) {
      const claim = await takeAuthenticatorCode(staffAuth(), getDb(), holder.id, code);
      if (claim === "used-before") return { outcome: "used" };
    }
    const { headers } =
      kind === "app"
        ? await api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true })
        : await api.verifyBackupCode({
            body: { code },
            headers: request.headers,
            returnHeaders: true,
          });
    return { outcome: "signed-in", headers };
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

/** A redirect that carries the cookies Better Auth set, and any of the page's own. */
export function redirectWithCookies(to: string, headers: Headers, ...cookies: string[]): Response {
  const response = redirect(to, { headers: { "Cache-Control": "no-store" } });
  for (const cookie of [...headers.getSetCookie(), ...cookies]) {
    response.headers.append("Set-Cookie", cookie);
  }
  return response;
}

export function logSignInError(error: unknown) {
  logger.error({ err: error }, "signing in failed on the server");
}
