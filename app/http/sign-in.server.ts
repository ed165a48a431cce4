import { createHmac } from "node:crypto";
import { redirect } from "react-router";
import type { FormReply } from "~/lib/form-result";
import { refuseForm } from "./answers.server";
import { getDb } from "~/infra/db.server";
import { env, sessionSecret, siteOrigin } from "~/infra/env.server";
import { countSignInRefusal } from "~/infra/metrics.server";
import {
  beginAttempt,
  type Attempt,
  type SignInLimits,
} from "~/services/staff/sign-in-limits.server";
import { passwordStamp } from "~/services/staff/password-links.server";

// Signing in over HTTP: each check's place is reserved under the limits first
// (app/services/staff/sign-in-limits.server.ts), a browser that has signed in is remembered by a
// cookie, and the steps' answers (app/services/staff/sign-in.server.ts) become the pages'
// redirects, with Better Auth's cookies on them.

/** The limits of decision 019, from the settings. */
export const signInLimits: SignInLimits = {
  perAddress: env.SIGN_IN_ADDRESS_LIMIT,
  perAccount: env.SIGN_IN_ACCOUNT_LIMIT,
  accountCeiling: env.SIGN_IN_ACCOUNT_CEILING,
  // The authenticator's own lockout (Better Auth's default): ten failed codes per account.
  codesPerAccount: 10,
  windowSeconds: 15 * 60,
  accountWindowSeconds: 24 * 60 * 60,
  longestPauseSeconds: 60,
};

// A browser that has signed in to an account keeps a signed token for it, so it is let past the
// account-wide slowdown that an attacker elsewhere may have set off (decision 019).
const secureDevice = () => siteOrigin().startsWith("https://");
const deviceCookie = () => (secureDevice() ? "__Host-staff-device" : "staff-device");
const deviceCookieDays = 400;
const devicesKept = 5;

/** The account's pass: an HMAC of its address and its current password's hash, so a new password ends every pass. */
async function deviceToken(email: string): Promise<string | null> {
  const stamp = await passwordStamp(getDb(), email);
  if (!stamp) return null;
  return createHmac("sha256", sessionSecret())
    .update(`known-device:${email.toLowerCase()}:${stamp}`)
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

async function isKnownDevice(request: Request, email: string): Promise<boolean> {
  const held = deviceTokensOf(request);
  if (held.length === 0) return false;
  const token = await deviceToken(email);
  return token !== null && held.includes(token);
}

/** The cookie that marks this browser as one that signed in to the account. */
export async function rememberDevice(request: Request, email: string): Promise<string> {
  const token = await deviceToken(email);
  const others = deviceTokensOf(request).filter((each) => each !== token);
  const tokens = [...(token ? [token] : []), ...others].slice(0, devicesKept);
  const secure = secureDevice() ? "; Secure" : "";
  return `${deviceCookie()}=${tokens.join("~")}; Path=/; Max-Age=${deviceCookieDays * 86_400}; HttpOnly; SameSite=Lax${secure}`;
}

/** Reserves a password or code check's place under the limits; refused: the wait. */
export async function startAttempt(
  request: Request,
  ip: string,
  { account, secret }: { account?: string; secret: "password" | "code" },
): Promise<Attempt> {
  const knownDevice = account ? await isKnownDevice(request, account) : false;
  return beginAttempt(getDb(), signInLimits, { ip, account, secret, knownDevice });
}

export { countSignInRefusal };

/** Too many tries: the form says so, and when to try again (counted for /metrics). */
export function tooManyAttempts(message: string, retryAfterSeconds: number, reply?: FormReply) {
  countSignInRefusal("limited");
  return refuseForm(429, { reason: "limited", message, reply }, { retryAfterSeconds });
}

/** A redirect that carries the cookies Better Auth set, and any of the page's own. */
export function redirectWithCookies(to: string, headers: Headers, ...cookies: string[]): Response {
  const response = redirect(to, { headers: { "Cache-Control": "no-store" } });
  for (const cookie of [...headers.getSetCookie(), ...cookies]) {
    response.headers.append("Set-Cookie", cookie);
  }
  return response;
}
