import { isAPIError } from "better-auth/api";
import { data, redirect } from "react-router";
import { getDb } from "~/infra/db.server";
import { env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { createRateLimiter, type Allowance, type RateLimiter } from "~/infra/rate-limit.server";
import { staffAuth } from "~/services/staff/auth.server";

// Signing in, in two steps when the account has two-step sign-in: Better Auth checks the
// password and the code and sets the cookies; these helpers count failures and turn its
// answers into the pages' redirects, with its cookies on them.

/** Failed sign-ins allowed per address (the visitor's IP) and per account, per window. */
export const signInLimits = {
  perAddress: env.SIGN_IN_ADDRESS_LIMIT,
  perAccount: env.SIGN_IN_ACCOUNT_LIMIT,
  windowSeconds: 15 * 60,
};

let limiters: { address: RateLimiter; account: RateLimiter } | undefined;

function signInLimiters() {
  limiters ??= {
    address: createRateLimiter(getDb(), {
      points: signInLimits.perAddress,
      durationSeconds: signInLimits.windowSeconds,
      keyPrefix: "sign-in-address",
    }),
    account: createRateLimiter(getDb(), {
      points: signInLimits.perAccount,
      durationSeconds: signInLimits.windowSeconds,
      keyPrefix: "sign-in-account",
    }),
  };
  return limiters;
}

/** Whether another attempt may be made now from this address, for this account. */
export async function signInAllowance(ip: string, account?: string): Promise<Allowance> {
  const { address, account: perAccount } = signInLimiters();
  const byAddress = await address.check(ip);
  if (!byAddress.allowed || !account) return byAddress;
  return perAccount.check(account);
}

/** Counts a failed attempt against the address and, when named, the account. */
export async function countFailure(ip: string, account?: string): Promise<void> {
  const { address, account: perAccount } = signInLimiters();
  await address.consume(ip);
  if (account) await perAccount.consume(account);
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

export type CodeKind = "app" | "backup";

/** The second step, with a code from the app or a backup code. */
export async function codeStep(
  request: Request,
  kind: CodeKind,
  code: string,
): Promise<
  { outcome: "signed-in"; headers: Headers } | { outcome: "refused" | "expired" | "locked" }
> {
  try {
    const api = staffAuth().api;
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

/** A redirect that carries the cookies Better Auth set. */
export function redirectWithCookies(to: string, headers: Headers): Response {
  const response = redirect(to, { headers: { "Cache-Control": "no-store" } });
  for (const cookie of headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
}

export function logSignInError(error: unknown) {
  logger.error({ err: error }, "signing in failed on the server");
}
