import { beforeEach, expect, test } from "vitest";
import type { Auth } from "~/infra/auth.server";
import { parseEnv } from "~/infra/env.server";
import { backupCodeAlphabet } from "~/model/backup-codes";
import { deliveryConfigFrom } from "~/services/delivery/config.server";
import { commandLine } from "~/services/staff/audit.server";
import { takeAuthenticatorCode } from "~/services/staff/code-steps.server";
import { passwordLinkHolder, setPasswordWithLink } from "~/services/staff/password-links.server";
import { askPasswordReset, resetLimits } from "~/services/staff/password-reset.server";
import { changeEmail, changeOwnPassword, isOwnPassword } from "~/services/staff/profile.server";
import { keptBackupCode } from "~/services/staff/sign-in.server";
import { addStaff, resetTwoStep, StaffRuleError } from "~/services/staff/staff.server";
import {
  backupCodesLeft,
  makeNewBackupCodes,
  takeBackupCodesToShow,
} from "~/services/staff/two-step.server";
import { describeEachDatabase } from "../support/databases";
import { cookieHeader, createTestAuth, emptyTables, totpCode } from "../support/staff";

// Getting back in without a developer: backup codes typed in any case, a new set, an owner's
// reset of someone's two-step sign-in, "Forgot password?" by email, and one's own details.

const password = "correct horse battery staple";
const origin = "http://localhost:3100";
const withMail = deliveryConfigFrom(
  parseEnv({ SMTP_URL: "smtp://127.0.0.1:2525", SITE_URL: origin }),
  origin,
);
const withoutMail = deliveryConfigFrom(parseEnv({ SITE_URL: origin }), origin);
const codeShape = new RegExp(`^[${backupCodeAlphabet}]{5}-[${backupCodeAlphabet}]{5}$`);

describeEachDatabase("recovery without a developer", (getDb) => {
  let auth: Auth;
  beforeEach(async () => {
    auth = createTestAuth(getDb());
    await emptyTables(getDb(), ["outbox", "rate_limits"]);
  });

  async function member(email: string, role: "owner" | "staff" = "staff") {
    const { id } = await addStaff(auth, getDb(), commandLine, {
      email,
      name: email.split("@")[0] ?? email,
      role,
      password,
    });
    return { id, email, name: email.split("@")[0] ?? email };
  }

  async function signIn(email: string, secret = password) {
    const { headers } = await auth.api.signInEmail({
      body: { email, password: secret },
      returnHeaders: true,
    });
    return cookieHeader(headers);
  }

  /** The member with two-step sign-in on, the cookies of a session opened with a code. */
  async function withTwoStep(email: string) {
    const who = await member(email);
    let cookies = await signIn(email);
    const enabled = await auth.api.enableTwoFactor({
      body: { password },
      headers: new Headers({ cookie: cookies }),
    });
    if (enabled.method !== "totp") throw new Error("Expected an authenticator-app enrolment");
    const code = totpCode(enabled.totpURI);
    await takeAuthenticatorCode(auth, getDb(), who.id, code);
    const verified = await auth.api.verifyTOTP({
      body: { code },
      headers: new Headers({ cookie: cookies }),
      returnHeaders: true,
    });
    cookies = cookieHeader(verified.headers, cookies);
    return { ...who, cookies };
  }

  async function backupCodesOf(userId: string): Promise<string[]> {
    return (await auth.api.viewBackupCodes({ body: { userId } })).backupCodes;
  }

  async function sessionsOf(userId: string): Promise<number> {
    const rows = await getDb()
      .selectFrom("staff_sessions")
      .select("id")
      .where("user_id", "=", userId)
      .execute();
    return rows.length;
  }

  /** Asks as the page does, then waits for what the page does not wait for. */
  async function askedAndSent(email: string, ip: string, config: typeof withMail) {
    const asked = await askPasswordReset(auth, getDb(), { email, ip, config });
    if (!asked.allowed) return asked;
    await asked.send();
    return { allowed: true as const };
  }

  async function resetMails() {
    const rows = await getDb()
      .selectFrom("outbox")
      .select(["kind", "target", "record_id", "payload"])
      .execute();
    return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as { text: string } }));
  }

  test("backup codes have no lookalikes and are taken in any case, with or without the dash", async () => {
    const owner = await withTwoStep("owner@example.com");
    const codes = await backupCodesOf(owner.id);
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(codeShape);
    expect(await backupCodesLeft(auth, owner.id)).toBe(10);

    // Typed on a phone that capitalises, without the dash: the kept code is found.
    const first = codes[0] ?? "";
    const typed = ` ${first.replace("-", "").toUpperCase().replace(/^(.)/, "$1")} `;
    expect(await keptBackupCode(auth, owner.id, typed)).toBe(first);
    expect(await keptBackupCode(auth, owner.id, first.replace("-", " - "))).toBe(first);
    expect(await keptBackupCode(auth, owner.id, "not-a-code")).toBe("not-a-code");

    // Signing in with it: it works once, and one fewer is left.
    const { headers } = await auth.api.signInEmail({
      body: { email: owner.email, password },
      returnHeaders: true,
    });
    const half = new Headers({ cookie: cookieHeader(headers) });
    const code = await keptBackupCode(auth, owner.id, typed);
    await auth.api.verifyBackupCode({ body: { code }, headers: half });
    expect(await backupCodesLeft(auth, owner.id)).toBe(9);
    expect(await keptBackupCode(auth, owner.id, typed)).toBe(typed);
  });

  test("a new set of backup codes needs the password, ends the old ones and is shown once", async () => {
    const owner = await withTwoStep("owner@example.com");
    const old = await backupCodesOf(owner.id);
    const headers = new Headers({ cookie: owner.cookies });
    const actor = { id: owner.id, name: owner.name, email: owner.email };
    expect(await makeNewBackupCodes(auth, getDb(), headers, actor, "wrong password!")).toBe(
      "wrong-password",
    );
    expect(await backupCodesOf(owner.id)).toEqual(old);

    expect(await makeNewBackupCodes(auth, getDb(), headers, actor, password)).toBe("made");
    const fresh = await backupCodesOf(owner.id);
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect(await takeBackupCodesToShow(auth, owner.id)).toEqual(fresh);
    expect(await takeBackupCodesToShow(auth, owner.id)).toBeNull();
    const audit = await getDb().selectFrom("audit_log").select("action").execute();
    expect(audit.map((entry) => entry.action)).toContain("made new backup codes");
  });

  test("an owner resets someone's two-step sign-in: key and codes gone, signed out, audited", async () => {
    const owner = await member("owner@example.com", "owner");
    const teacher = await withTwoStep("teacher@example.com");
    await signIn(teacher.email);
    expect(await sessionsOf(teacher.id)).toBeGreaterThan(0);
    const actor = { id: owner.id, name: owner.name, email: owner.email };
    await expect(resetTwoStep(getDb(), actor, owner.id)).rejects.toBeInstanceOf(StaffRuleError);

    await resetTwoStep(getDb(), actor, teacher.id);
    expect(await sessionsOf(teacher.id)).toBe(0);
    const row = await getDb()
      .selectFrom("staff")
      .select("two_factor_enabled")
      .where("id", "=", teacher.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(row.two_factor_enabled)).toBe(false);
    expect(await backupCodesLeft(auth, teacher.id)).toBeNull();
    // The password alone signs in again, with no second step asked.
    const { response } = await auth.api.signInEmail({
      body: { email: teacher.email, password },
      returnHeaders: true,
    });
    expect("twoFactorRedirect" in response).toBe(false);
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["action", "summary", "record_id"])
      .where("action", "=", "reset two-step sign-in")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.record_id).toBe(teacher.id);
  });

  test("Forgot password? mails a one-hour, single-use link that ends every session", async () => {
    const owner = await member("owner@example.com", "owner");
    await signIn(owner.email);
    const ask = (email: string, ip = "203.0.113.5", config = withMail) =>
      askedAndSent(email, ip, config);

    // An unknown address, and any address without mail set up: the same answer, no mail.
    expect(await ask("nobody@example.com")).toEqual({ allowed: true });
    expect(await ask(owner.email, "203.0.113.6", withoutMail)).toEqual({ allowed: true });
    expect(await resetMails()).toEqual([]);

    expect(await ask(" OWNER@example.com ")).toEqual({ allowed: true });
    const [mail] = await resetMails();
    expect(mail).toMatchObject({ kind: "staff-link", target: "smtp", record_id: owner.id });
    const token = /\/admin\/set-password\/([\w-]+)/.exec(mail?.payload.text ?? "")?.[1] ?? "";
    expect(mail?.payload.text).toContain("within 60 minutes");
    expect((await passwordLinkHolder(auth, getDb(), token))?.id).toBe(owner.id);
    // Asked again within the hour (by anyone): the same link again, so none is ended by it.
    await ask(owner.email, "203.0.113.7");
    const again = (await resetMails())[1]?.payload.text ?? "";
    expect(again).toContain(`/admin/set-password/${token}`);
    // The audit log names who asked as the sign-in page, not the account's holder.
    const asked = await getDb()
      .selectFrom("audit_log")
      .select(["actor_id", "actor"])
      .where("action", "=", "asked for a password reset")
      .execute();
    expect(asked).toHaveLength(2);
    expect(asked[0]).toMatchObject({ actor_id: null });

    const changed = "a brand new long password";
    expect((await setPasswordWithLink(auth, getDb(), token, changed))?.id).toBe(owner.id);
    expect(await sessionsOf(owner.id)).toBe(0);
    expect(await isOwnPassword(auth, owner.id, changed)).toBe(true);
    expect(await setPasswordWithLink(auth, getDb(), token, "yet another password")).toBeNull();
  });

  test("a reset link ends after an hour; asking is limited per account and per address", async () => {
    const owner = await member("owner@example.com", "owner");
    const ask = (ip: string) => askedAndSent(owner.email, ip, withMail);
    expect(await ask("198.51.100.1")).toEqual({ allowed: true });
    const [mail] = await resetMails();
    const token = /set-password\/([\w-]+)/.exec(mail?.payload.text ?? "")?.[1] ?? "";
    await getDb()
      .updateTable("auth_verifications")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("identifier", "like", "reset-password:%")
      .execute();
    expect(await passwordLinkHolder(auth, getDb(), token)).toBeNull();

    // From other addresses: past the account's allowance the answer is the same, with no mail.
    for (let i = 2; i <= resetLimits.perAccount.points + 2; i++) {
      expect(await ask(`198.51.100.${i}`)).toEqual({ allowed: true });
    }
    expect(await resetMails()).toHaveLength(resetLimits.perAccount.points);

    // From one address: refused past its allowance, with the wait.
    for (let i = 0; i < resetLimits.perAddress.points; i++) {
      expect((await ask("192.0.2.9")).allowed).toBe(true);
    }
    const refused = await ask("192.0.2.9");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
  });

  test("one's own email and password: the email is unique, a new password ends every session", async () => {
    const owner = await member("owner@example.com", "owner");
    await member("teacher@example.com");
    const actor = { id: owner.id, name: owner.name, email: owner.email };
    await expect(changeEmail(getDb(), actor, "Teacher@example.com")).rejects.toBeInstanceOf(
      StaffRuleError,
    );
    await changeEmail(getDb(), actor, " New.Owner@Example.com ");
    await signIn("new.owner@example.com");
    expect(await sessionsOf(owner.id)).toBe(1);

    expect(await isOwnPassword(auth, owner.id, "not the password")).toBe(false);
    await changeOwnPassword(auth, getDb(), actor, "another long password");
    expect(await sessionsOf(owner.id)).toBe(0);
    expect(await isOwnPassword(auth, owner.id, "another long password")).toBe(true);
    const actions = await getDb().selectFrom("audit_log").select("action").execute();
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["changed email", "changed password"]),
    );
  });
});
