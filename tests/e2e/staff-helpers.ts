import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { TOTP, Secret } from "otpauth";
import { backupCodeSettings } from "~/services/staff/auth.server";
import { createAuth } from "~/infra/auth.server";
import type { Kysely } from "kysely";
import type { Database, StaffRole } from "~/infra/db.server";
import { commandLine } from "~/services/staff/audit.server";
import { addStaff } from "~/services/staff/staff.server";
import { openTestDatabase } from "./fixtures";

// Staff accounts for the end-to-end tests, written into the test server's database as the
// command line writes them, and signing in through the page as a person does.

export const staffPassword = "a long enough test password";

export type TestStaff = { email: string; password: string; name: string };

/** A new staff account of the role, with a unique address, on a test server or a database. */
export async function addTestStaff(
  role: StaffRole = "staff",
  server: "main" | "limited" | Kysely<Database> = "main",
): Promise<TestStaff> {
  const db = typeof server === "string" ? openTestDatabase(server) : server;
  try {
    const auth = createAuth(db, {
      appName: "Test",
      baseURL: "http://localhost",
      // Only hashing the password needs Better Auth here, and that uses no secret.
      secret: randomBytes(32).toString("hex"),
      secureCookies: false,
      backupCodes: backupCodeSettings,
    });
    const tag = randomBytes(4).toString("hex");
    const member = { email: `${role}-${tag}@example.com`, name: `Test ${role} ${tag}` };
    await addStaff(auth, db, commandLine, { ...member, role, password: staffPassword });
    return { ...member, password: staffPassword };
  } finally {
    if (typeof server === "string") await db.destroy();
  }
}

export async function signIn(
  page: Page,
  staff: TestStaff,
  expectPath: string | RegExp = "/admin",
  origin = "",
) {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  // Checking a password (scrypt) takes a while on a busy two-core machine.
  await expect(page).toHaveURL(
    typeof expectPath === "string" ? new RegExp(`${expectPath}$`) : expectPath,
    { timeout: 15_000 },
  );
}

/** Signs out from the staff frame and waits until the sign-out has landed on the sign-in page. */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 15_000 });
}

/** The code an authenticator app shows for the key the enrolment page gives as text. */
export function codeForKey(key: string, offsetSteps = 0): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(key.replace(/\s+/g, "")),
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** A code the app would not show now, nor one step either side (the window Better Auth accepts). */
export function wrongCode(key: string): string {
  const valid = new Set([-1, 0, 1].map((steps) => codeForKey(key, steps)));
  return ["000000", "111111", "222222", "333333"].find((code) => !valid.has(code)) ?? "444444";
}
