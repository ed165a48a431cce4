import { beforeEach, expect, test } from "vitest";
import { reserveAttempt, takeTurn } from "~/infra/rate-limit.server";
import {
  beginAttempt,
  pauseSeconds,
  type SignInLimits,
} from "~/services/staff/sign-in-limits.server";
import { describeEachDatabase } from "../support/databases";

// Every password or code check reserves its place before it is made (QUALITY.md, "Sign-in"):
// a burst of parallel tries gets no more checks than the limit, on SQLite and PostgreSQL alike.

const limits: SignInLimits = {
  perAddress: 8,
  perAccount: 5,
  accountCeiling: 20,
  codesPerAccount: 10,
  windowSeconds: 900,
  accountWindowSeconds: 86_400,
  longestPauseSeconds: 60,
};

describeEachDatabase("sign-in limits", (getDb) => {
  beforeEach(async () => {
    await getDb().deleteFrom("rate_limits").execute();
  });

  test("50 parallel reservations on one key: exactly the limit are allowed, the rest wait", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        reserveAttempt(getDb(), "burst", { points: 5, durationSeconds: 900 }),
      ),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
    for (const answer of answers.filter((each) => !each.allowed)) {
      expect(answer.allowed ? 0 : answer.retryAfterSeconds).toBeGreaterThan(800);
    }
    // Refused reservations were not counted; a given-back one frees its place.
    const allowed = answers.find((answer) => answer.allowed);
    if (allowed?.allowed) await allowed.giveBack();
    const next = await reserveAttempt(getDb(), "burst", { points: 5, durationSeconds: 900 });
    expect(next.allowed).toBe(true);
  });

  test("a burst of password tries on one account from one address gets the account limit", async () => {
    const attempt = () =>
      beginAttempt(getDb(), limits, {
        ip: "192.0.2.1",
        account: "owner@example.com",
        secret: "password",
      });
    const answers = await Promise.all(Array.from({ length: 50 }, attempt));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(limits.perAccount);
    // The same account from another address is not locked out.
    const elsewhere = await beginAttempt(getDb(), limits, {
      ip: "198.51.100.7",
      account: "owner@example.com",
      secret: "password",
    });
    expect(elsewhere.allowed).toBe(true);
  });

  test("a burst from one address across many accounts gets the address limit", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        beginAttempt(getDb(), limits, {
          ip: "203.0.113.9",
          account: `person-${index}@example.com`,
          secret: "password",
        }),
      ),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(limits.perAddress);
  });

  test("a right password gives its places back, so only failures stay counted", async () => {
    const tries = { ip: "192.0.2.2", account: "staff@example.com", secret: "password" } as const;
    for (let index = 0; index < 20; index++) {
      const attempt = await beginAttempt(getDb(), limits, tries);
      expect(attempt.allowed).toBe(true);
      if (attempt.allowed) await attempt.succeeded();
    }
    for (let index = 0; index < limits.perAccount; index++) {
      expect((await beginAttempt(getDb(), limits, tries)).allowed).toBe(true);
    }
    expect((await beginAttempt(getDb(), limits, tries)).allowed).toBe(false);
  });

  test("codes: at most the account's code limit are checked, however many addresses try", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        beginAttempt(getDb(), limits, {
          ip: `192.0.2.${index + 10}`,
          account: "owner@example.com",
          secret: "code",
        }),
      ),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(limits.codesPerAccount);
  });

  test("past the ceiling an account's tries from everywhere are slowed; a known browser is not", async () => {
    const account = "owner@example.com";
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        beginAttempt(getDb(), limits, { ip: `10.0.${index}.1`, account, secret: "password" }),
      ),
    );
    const allowed = answers.filter((answer) => answer.allowed).length;
    // The ceiling's tries, then one turn of the growing pause.
    expect(allowed).toBeGreaterThanOrEqual(limits.accountCeiling);
    expect(allowed).toBeLessThanOrEqual(limits.accountCeiling + 1);
    const refused = answers.find((answer) => !answer.allowed);
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeLessThanOrEqual(60);

    const owner = { ip: "192.0.2.200", account, secret: "password" } as const;
    expect((await beginAttempt(getDb(), limits, owner)).allowed).toBe(false);
    const known = await beginAttempt(getDb(), limits, { ...owner, knownDevice: true });
    expect(known.allowed).toBe(true);
  });

  test("a try that waits for its turn still costs its address a try", async () => {
    // As many tries per account from one address as from the address in all.
    const even = { ...limits, perAccount: limits.perAddress };
    const account = "owner@example.com";
    for (let index = 0; index <= even.accountCeiling; index++) {
      await beginAttempt(getDb(), even, { ip: `10.1.${index}.1`, account, secret: "password" });
    }
    const ip = "192.0.2.99";
    for (let index = 0; index < even.perAddress; index++) {
      const waited = await beginAttempt(getDb(), even, { ip, account, secret: "password" });
      expect(waited.allowed).toBe(false);
    }
    // The address's tries are spent: it is refused for any account now.
    const elsewhere = await beginAttempt(getDb(), even, {
      ip,
      account: "someone@example.com",
      secret: "password",
    });
    expect(elsewhere.allowed).toBe(false);
  });

  test("a give-back after its window has passed does not lower the next window's count", async () => {
    const start = Date.now();
    const rule = { points: 1, durationSeconds: 60 };
    const old = await reserveAttempt(getDb(), "rolling", rule, start);
    const fresh = await reserveAttempt(getDb(), "rolling", rule, start + 61_000);
    expect(fresh.allowed).toBe(true);
    if (old.allowed) await old.giveBack();
    expect((await reserveAttempt(getDb(), "rolling", rule, start + 62_000)).allowed).toBe(false);
  });

  test("the pause grows from a second to the longest", () => {
    expect(pauseSeconds(20, limits)).toBe(0);
    expect(pauseSeconds(21, limits)).toBe(1);
    expect(pauseSeconds(23, limits)).toBe(4);
    expect(pauseSeconds(40, limits)).toBe(60);
    expect(pauseSeconds(1e6, limits)).toBe(60);
  });

  test("one turn at a time: of parallel tries exactly one gets it", async () => {
    const turns = await Promise.all(
      Array.from({ length: 20 }, () => takeTurn(getDb(), "pace", 30)),
    );
    expect(turns.filter((turn) => turn.allowed)).toHaveLength(1);
    const later = await takeTurn(getDb(), "pace", 30, Date.now() + 31_000);
    expect(later.allowed).toBe(true);
  });
});
