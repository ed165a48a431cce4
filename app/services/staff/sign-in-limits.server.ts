import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import { countAttempt, reserveAttempt, takeTurn } from "~/infra/rate-limit.server";

// Every check of a staff member's password or code, wherever it happens (signing in, the second
// step, the account page), first reserves its place under these limits (decision 019):
// - per address (the visitor's IP), across accounts: a hard limit per window;
// - per account from one address: a hard limit per window, so a burst from one place gets no
//   more checks than the limit, and failing on purpose from elsewhere locks nobody out;
// - per account from everywhere, over a day, past a larger ceiling: one password try per
//   growing pause (1 s, 2 s, 4 s … up to a minute), which slows a spread-out attacker without
//   refusing the rightful person for long; a try that waits still costs its address one of its
//   tries; a browser that has signed in to the account before skips the pause;
// - two-step codes per account from everywhere: a hard limit, as the authenticator's own
//   lockout, but counted before the check so a burst cannot overshoot it.
// A check that succeeds gives its reservations back, so only failures stay counted.

export type SignInLimits = {
  perAddress: number;
  perAccount: number;
  accountCeiling: number;
  codesPerAccount: number;
  windowSeconds: number;
  /** How long an account's failures from everywhere are remembered for its pacing. */
  accountWindowSeconds: number;
  longestPauseSeconds: number;
};

export type AttemptOf = {
  ip: string;
  /** The account's email address, lower-cased, when the attempt names one. */
  account?: string;
  secret: "password" | "code";
  /** The browser has signed in to this account before. */
  knownDevice?: boolean;
};

export type Attempt =
  { allowed: true; succeeded: () => Promise<void> } | { allowed: false; retryAfterSeconds: number };

/** The pause before the next password try, once the account's failures pass the ceiling. */
export function pauseSeconds(failures: number, limits: SignInLimits): number {
  const over = failures - limits.accountCeiling;
  if (over <= 0) return 0;
  return Math.min(2 ** Math.min(over - 1, 30), limits.longestPauseSeconds);
}

export const signInKeys = {
  address: (ip: string) => `sign-in-address:${ip}`,
  accountAt: (account: string, ip: string) => `sign-in-account:${account}:${ip}`,
  accountTotal: (account: string) => `sign-in-account-total:${account}`,
  accountPace: (account: string) => `sign-in-account-pace:${account}`,
  codes: (account: string) => `sign-in-codes:${account}`,
};

/** Reserves the attempt's place under every limit that applies, or says how long to wait. */
export async function beginAttempt(
  db: Kysely<Database>,
  limits: SignInLimits,
  { ip, account, secret, knownDevice = false }: AttemptOf,
): Promise<Attempt> {
  const window = { durationSeconds: limits.windowSeconds };
  const held: { giveBack: () => Promise<void> }[] = [];
  const giveBackAll = () => Promise.all(held.map((each) => each.giveBack())).then(() => {});
  const reserve = async (key: string, points: number) => {
    const reservation = await reserveAttempt(db, key, { ...window, points });
    if (reservation.allowed) held.push(reservation);
    return reservation;
  };
  const refuse = async (retryAfterSeconds: number, kept = 0): Promise<Attempt> => {
    await Promise.all(held.slice(kept).map((each) => each.giveBack()));
    return { allowed: false, retryAfterSeconds };
  };

  const byAddress = await reserve(signInKeys.address(ip), limits.perAddress);
  if (!byAddress.allowed) return refuse(byAddress.retryAfterSeconds);
  if (account) {
    const here = await reserve(signInKeys.accountAt(account, ip), limits.perAccount);
    if (!here.allowed) return refuse(here.retryAfterSeconds);
    if (secret === "code") {
      const codes = await reserve(signInKeys.codes(account), limits.codesPerAccount);
      if (!codes.allowed) return refuse(codes.retryAfterSeconds);
    } else {
      // Counted for every try, paced only past the ceiling and only for unknown browsers.
      const totalKey = signInKeys.accountTotal(account);
      const total = await countAttempt(db, totalKey, limits.accountWindowSeconds);
      held.push(total);
      const pause = pauseSeconds(total.place, limits);
      if (pause > 0 && !knownDevice) {
        const turn = await takeTurn(db, signInKeys.accountPace(account), pause);
        // Waiting for a turn still costs the address one try, so asking again and again to
        // catch every turn soon uses up that address's allowance.
        if (!turn.allowed) return refuse(turn.retryAfterSeconds, 1);
      }
    }
  }
  return { allowed: true, succeeded: giveBackAll };
}
