import { Secret, TOTP } from "otpauth";
import { beforeEach, expect, test } from "vitest";
import type { Auth } from "~/infra/auth.server";
import { commandLine } from "~/services/staff/audit.server";
import { hotp, stepOfCode, takeAuthenticatorCode } from "~/services/staff/code-steps.server";
import { addStaff } from "~/services/staff/staff.server";
import { challengeHolder } from "~/services/staff/sessions.server";
import {
  createPasswordLink,
  passwordLinkHolder,
  setPassword,
} from "~/services/staff/password-links.server";
import {
  endPasswordOnlySessions,
  showBackupCodesOnce,
  takeBackupCodesToShow,
} from "~/services/staff/two-step.server";
import { describeEachDatabase } from "../support/databases";
import { cookieHeader, createTestAuth, emptyTables, totpCode } from "../support/staff";

// Two-step sign-in's rules around Better Auth: a code is taken once (RFC 6238 §5.2), sessions
// opened by a password alone are told apart and ended when the account turns it on, the backup
// codes are shown once, and only the newest password link works.

const password = "correct horse battery staple";

describeEachDatabase("two-step sign-in and password links", (getDb) => {
  let auth: Auth;
  beforeEach(async () => {
    auth = createTestAuth(getDb());
    await emptyTables(getDb());
  });

  async function signIn(email: string) {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password },
      returnHeaders: true,
    });
    return { cookies: cookieHeader(headers), response };
  }

  async function secondFactorOf(cookies: string) {
    const session = await auth.api.getSession({ headers: new Headers({ cookie: cookies }) });
    const row = await getDb()
      .selectFrom("staff_sessions")
      .select("second_factor")
      .where("id", "=", session?.session.id ?? "")
      .executeTakeFirst();
    return row ? Boolean(row.second_factor) : null;
  }

  /** An owner with two-step sign-in turned on in one session, and that session's cookies. */
  async function ownerWithTwoStep() {
    const { id } = await addStaff(auth, getDb(), commandLine, {
      email: "owner@example.com",
      name: "Owner",
      role: "owner",
      password,
    });
    const other = await signIn("owner@example.com");
    let { cookies } = await signIn("owner@example.com");
    const enabled = await auth.api.enableTwoFactor({
      body: { password },
      headers: new Headers({ cookie: cookies }),
    });
    if (enabled.method !== "totp") throw new Error("Expected an authenticator-app enrolment");
    const code = totpCode(enabled.totpURI);
    expect(await takeAuthenticatorCode(auth, getDb(), id, code)).toBe("taken");
    const verified = await auth.api.verifyTOTP({
      body: { code },
      headers: new Headers({ cookie: cookies }),
      returnHeaders: true,
    });
    cookies = cookieHeader(verified.headers, cookies);
    return { id, cookies, other: other.cookies, totpURI: enabled.totpURI };
  }

  test("HOTP as RFC 4226's test values; a code's step is found one step either side", () => {
    const key = Buffer.from("12345678901234567890");
    expect([0, 1, 9].map((counter) => hotp(key, counter))).toEqual(["755224", "287082", "520489"]);
    const now = 59_000;
    expect(stepOfCode(key, hotp(key, 1), now)).toBe(1);
    expect(stepOfCode(key, hotp(key, 0), now)).toBe(0);
    expect(stepOfCode(key, hotp(key, 2), now)).toBe(2);
    expect(stepOfCode(key, hotp(key, 3), now)).toBeNull();
  });

  test("a session is marked when a code opened it; turning two-step on ends the password-only ones", async () => {
    const { id, cookies, other } = await ownerWithTwoStep();
    expect(await secondFactorOf(cookies)).toBe(true);
    expect(await secondFactorOf(other)).toBe(false);
    const ended = await endPasswordOnlySessions(getDb(), {
      id,
      name: "Owner",
      email: "owner@example.com",
    });
    expect(ended).toBe(1);
    expect(await auth.api.getSession({ headers: new Headers({ cookie: other }) })).toBeNull();
    expect(await secondFactorOf(cookies)).toBe(true);
  });

  test("the same authenticator code is taken once, even by two parallel sign-ins", async () => {
    const { id, totpURI } = await ownerWithTwoStep();
    // The code that confirmed the set-up cannot sign in.
    expect(await takeAuthenticatorCode(auth, getDb(), id, totpCode(totpURI))).toBe("used-before");
    const later = Date.now() + 30_000;
    const claims = await Promise.all(
      [0, 1, 2].map(() => takeAuthenticatorCode(auth, getDb(), id, codeAt(totpURI, later), later)),
    );
    expect(claims.sort()).toEqual(["taken", "used-before", "used-before"]);
    expect(await takeAuthenticatorCode(auth, getDb(), id, "000000x")).toBe("not-a-code");
  });

  test("a half-done sign-in names its account", async () => {
    const { id } = await ownerWithTwoStep();
    const { headers } = await auth.api.signInEmail({
      body: { email: "owner@example.com", password },
      returnHeaders: true,
    });
    const cookie = headers.getSetCookie().find((line) => line.includes("two_factor=")) ?? "";
    const signed = decodeURIComponent(cookie.split(";")[0]?.split("=")[1] ?? "");
    const identifier = signed.slice(0, signed.lastIndexOf("."));
    expect(await challengeHolder(getDb(), identifier)).toEqual({
      id,
      email: "owner@example.com",
    });
    expect(await challengeHolder(getDb(), "not-a-sign-in")).toBeNull();
  });

  test("the backup codes are shown once after two-step sign-in is turned on", async () => {
    const { id } = await ownerWithTwoStep();
    expect(await takeBackupCodesToShow(auth, id)).toBeNull();
    await showBackupCodesOnce(auth, id);
    const codes = await takeBackupCodesToShow(auth, id);
    expect(codes).toHaveLength(10);
    expect(await takeBackupCodesToShow(auth, id)).toBeNull();
  });

  test("only the newest password link works, and none once a password is set another way", async () => {
    const { id } = await addStaff(auth, getDb(), commandLine, {
      email: "new@example.com",
      name: "New Teacher",
      role: "staff",
    });
    const first = await createPasswordLink(auth, id);
    const second = await createPasswordLink(auth, id);
    expect(await passwordLinkHolder(auth, getDb(), first)).toBeNull();
    expect((await passwordLinkHolder(auth, getDb(), second))?.id).toBe(id);
    await setPassword(auth, id, password);
    expect(await passwordLinkHolder(auth, getDb(), second)).toBeNull();
    // Someone else's link is untouched by it.
    const { id: otherId, passwordToken } = await addStaff(auth, getDb(), commandLine, {
      email: "other@example.com",
      name: "Other Teacher",
      role: "staff",
    });
    await createPasswordLink(auth, id);
    expect((await passwordLinkHolder(auth, getDb(), passwordToken ?? ""))?.id).toBe(otherId);
  });
});

/** The code an authenticator app shows at a given time for an otpauth:// URI. */
function codeAt(totpURI: string, at: number): string {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}
