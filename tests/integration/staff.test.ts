import { getSchema } from "better-auth/db";
import { beforeEach, expect, test } from "vitest";
import type { Auth } from "~/infra/auth.server";
import { commandLine, listAudit } from "~/services/staff/audit.server";
import { isTwoFactorRequired, setTwoFactorRequired } from "~/services/staff/settings.server";
import { addStaff, changeRole, removeStaff, StaffRuleError } from "~/services/staff/staff.server";
import { endOtherSessions, listSessions } from "~/services/staff/sessions.server";
import { listStaff } from "~/services/staff/staff-list.server";
import { passwordLinkHolder, setPasswordWithLink } from "~/services/staff/password-links.server";
import { describeEachDatabase } from "../support/databases";
import { cookieHeader, createTestAuth, emptyTables, totpCode } from "../support/staff";

// Staff accounts through Better Auth on the site's own tables, on SQLite and PostgreSQL alike.

const password = "correct horse battery staple";

describeEachDatabase("staff accounts", (getDb) => {
  let auth: Auth;
  beforeEach(async () => {
    auth = createTestAuth(getDb());
    await emptyTables(getDb(), ["settings"]);
  });

  async function signIn(email: string, pass = password, cookies = "") {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password: pass },
      headers: new Headers({ cookie: cookies }),
      returnHeaders: true,
    });
    return { cookies: cookieHeader(headers, cookies), response };
  }

  test("the migrated tables have every column Better Auth reads and writes", async () => {
    const tables = await getDb().introspection.getTables();
    const columns = new Map(tables.map((table) => [table.name, table.columns.map((c) => c.name)]));
    const expected = getSchema(auth.options);
    expect(Object.keys(expected).sort()).toEqual([
      "auth_verifications",
      "staff",
      "staff_accounts",
      "staff_sessions",
      "staff_two_factors",
    ]);
    for (const [table, { fields }] of Object.entries(expected)) {
      const have = columns.get(table) ?? [];
      for (const column of [...Object.keys(fields), "id"]) expect(have, table).toContain(column);
    }
  });

  test("an added owner signs in with the password, and a wrong password is refused", async () => {
    const { id, passwordToken } = await addStaff(auth, getDb(), commandLine, {
      email: "Owner@Example.com",
      name: "Dojo Owner",
      role: "owner",
      password,
    });
    expect(passwordToken).toBeNull();
    const { cookies, response } = await signIn("owner@example.com");
    expect(response).toMatchObject({ user: { id, email: "owner@example.com" } });
    const session = await auth.api.getSession({ headers: new Headers({ cookie: cookies }) });
    expect(session?.user).toMatchObject({ id, role: "owner", twoFactorEnabled: false });
    await expect(signIn("owner@example.com", "not the password")).rejects.toThrow();
    const [entry] = await listAudit(getDb());
    expect(entry).toMatchObject({ action: "added", recordKind: "staff", recordId: id });
  });

  test("session cookies are HttpOnly and SameSite=Lax, and Secure where the site is on HTTPS", async () => {
    await addStaff(auth, getDb(), commandLine, {
      email: "owner@example.com",
      name: "Owner",
      role: "owner",
      password,
    });
    for (const secureCookies of [false, true]) {
      const { headers } = await createTestAuth(getDb(), { secureCookies }).api.signInEmail({
        body: { email: "owner@example.com", password },
        returnHeaders: true,
      });
      const [cookie = ""] = headers
        .getSetCookie()
        .filter((line) => line.includes("session_token="));
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      if (secureCookies) expect(cookie).toMatch(/^__Secure-staff\.session_token=.*; Secure/);
      else expect(cookie).not.toMatch(/Secure/);
    }
  });

  test("a one-time link sets the password once, within its day", async () => {
    const { passwordToken } = await addStaff(auth, getDb(), commandLine, {
      email: "new@example.com",
      name: "New Teacher",
      role: "staff",
    });
    expect(passwordToken).toMatch(/^[\w-]{40,}$/);
    const token = passwordToken ?? "";
    expect((await passwordLinkHolder(auth, getDb(), token))?.email).toBe("new@example.com");
    await expect(signIn("new@example.com")).rejects.toThrow();
    expect(await setPasswordWithLink(auth, getDb(), token, password)).not.toBeNull();
    expect((await signIn("new@example.com")).response).toMatchObject({
      user: { name: "New Teacher" },
    });
    expect(await setPasswordWithLink(auth, getDb(), token, "another long password")).toBeNull();
    expect(await passwordLinkHolder(auth, getDb(), "not-a-token-that-exists-anywhere")).toBeNull();
  });

  test("two-factor: enrolment with a code, then sign-in needs a code or a backup code", async () => {
    await addStaff(auth, getDb(), commandLine, {
      email: "owner@example.com",
      name: "Owner",
      role: "owner",
      password,
    });
    let { cookies } = await signIn("owner@example.com");
    const enabled = await auth.api.enableTwoFactor({
      body: { password },
      headers: new Headers({ cookie: cookies }),
    });
    if (enabled.method !== "totp") throw new Error("Expected an authenticator-app enrolment");
    expect(enabled.backupCodes).toHaveLength(10);
    expect(enabled.totpURI).toMatch(/^otpauth:\/\/totp\/Test%20Studio:owner%40example\.com\?/);
    const verified = await auth.api.verifyTOTP({
      body: { code: totpCode(enabled.totpURI) },
      headers: new Headers({ cookie: cookies }),
      returnHeaders: true,
    });
    cookies = cookieHeader(verified.headers, cookies);
    const session = await auth.api.getSession({ headers: new Headers({ cookie: cookies }) });
    expect(session?.user.twoFactorEnabled).toBe(true);

    // Signing in again: no session until the second step.
    const first = await signIn("owner@example.com");
    expect(first.response).toMatchObject({ twoFactorRedirect: true });
    expect(
      await auth.api.getSession({ headers: new Headers({ cookie: first.cookies }) }),
    ).toBeNull();
    await expect(
      auth.api.verifyTOTP({
        body: { code: "000000" },
        headers: new Headers({ cookie: first.cookies }),
      }),
    ).rejects.toThrow();
    const second = await auth.api.verifyTOTP({
      body: { code: totpCode(enabled.totpURI) },
      headers: new Headers({ cookie: first.cookies }),
      returnHeaders: true,
    });
    const signedIn = cookieHeader(second.headers, first.cookies);
    expect(
      (await auth.api.getSession({ headers: new Headers({ cookie: signedIn }) }))?.user.email,
    ).toBe("owner@example.com");

    // A backup code works once.
    const backup = enabled.backupCodes[0] ?? "";
    const withBackup = await signIn("owner@example.com");
    await auth.api.verifyBackupCode({
      body: { code: backup },
      headers: new Headers({ cookie: withBackup.cookies }),
    });
    const again = await signIn("owner@example.com");
    await expect(
      auth.api.verifyBackupCode({
        body: { code: backup },
        headers: new Headers({ cookie: again.cookies }),
      }),
    ).rejects.toThrow();
  });

  test("there is always one owner; removing someone ends their sessions", async () => {
    const owner = await addStaff(auth, getDb(), commandLine, {
      email: "owner@example.com",
      name: "Owner",
      role: "owner",
      password,
    });
    const teacher = await addStaff(auth, getDb(), commandLine, {
      email: "teacher@example.com",
      name: "Teacher",
      role: "staff",
      password,
    });
    await expect(changeRole(getDb(), commandLine, owner.id, "staff")).rejects.toBeInstanceOf(
      StaffRuleError,
    );
    await expect(removeStaff(getDb(), commandLine, owner.id)).rejects.toBeInstanceOf(
      StaffRuleError,
    );
    const { cookies } = await signIn("teacher@example.com");
    await signIn("teacher@example.com");
    expect(await listSessions(getDb(), teacher.id, "")).toHaveLength(2);
    await removeStaff(getDb(), commandLine, teacher.id);
    expect(await auth.api.getSession({ headers: new Headers({ cookie: cookies }) })).toBeNull();
    expect(await listSessions(getDb(), teacher.id, "")).toHaveLength(0);
    expect((await listStaff(getDb())).map((member) => member.email)).toEqual(["owner@example.com"]);
    // With a second owner, the first may step down.
    const second = await addStaff(auth, getDb(), commandLine, {
      email: "second@example.com",
      name: "Second",
      role: "staff",
      password,
    });
    await changeRole(getDb(), commandLine, second.id, "owner");
    await changeRole(getDb(), commandLine, owner.id, "staff");
    const actions = (await listAudit(getDb(), { kind: "staff" })).map((entry) => entry.action);
    expect(actions.slice(0, 3)).toEqual(["changed role", "changed role", "added"]);
  });

  test("ending the other sessions keeps the current one", async () => {
    const { id } = await addStaff(auth, getDb(), commandLine, {
      email: "owner@example.com",
      name: "Owner",
      role: "owner",
      password,
    });
    const kept = await signIn("owner@example.com");
    await signIn("owner@example.com");
    await signIn("owner@example.com");
    const session = await auth.api.getSession({ headers: new Headers({ cookie: kept.cookies }) });
    const current = session?.session.id ?? "";
    expect(await endOtherSessions(getDb(), { id, name: "Owner", email: "" }, current)).toBe(2);
    const left = await listSessions(getDb(), id, current);
    expect(left).toEqual([expect.objectContaining({ id: current, current: true })]);
  });

  test("requiring two-factor is a setting, audited", async () => {
    expect(await isTwoFactorRequired(getDb())).toBe(false);
    await setTwoFactorRequired(getDb(), commandLine, true);
    expect(await isTwoFactorRequired(getDb())).toBe(true);
    const [entry] = await listAudit(getDb(), { kind: "setting" });
    expect(entry?.changes).toEqual({ require_two_factor: [false, true] });
  });
});
