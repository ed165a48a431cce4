import type { Kysely } from "kysely";
import { TOTP, Secret } from "otpauth";
import { backupCodeSettings } from "~/services/staff/auth.server";
import { createAuth, type Auth } from "~/infra/auth.server";
import type { Database } from "~/infra/db.server";

// A Better Auth instance over a test database, set up as the server's is, and the code an
// authenticator app would show for a TOTP URI.

export const testSecret = "a-test-secret-that-is-long-enough-for-better-auth";

export function createTestAuth(db: Kysely<Database>, { secureCookies = false } = {}): Auth {
  return createAuth(db, {
    appName: "Test Studio",
    baseURL: secureCookies ? "https://studio.example" : "http://localhost:3100",
    secret: testSecret,
    secureCookies,
    backupCodes: backupCodeSettings,
  });
}

/** The tables staff sign-in writes, emptied in an order their foreign keys allow. */
export const staffTables = [
  "staff_sessions",
  "staff_two_factors",
  "staff_accounts",
  "auth_verifications",
  "staff",
  "audit_log",
] as const;

/** Empties the staff tables, and any others named, before a test. */
export async function emptyTables(
  db: Kysely<Database>,
  others: readonly (keyof Database)[] = [],
): Promise<void> {
  for (const table of [...staffTables, ...others]) await db.deleteFrom(table).execute();
}

/** The current code for an otpauth:// URI, as an authenticator app computes it. */
export function totpCode(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get("secret");
  if (!secret) throw new Error(`No secret in ${totpUri}`);
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

/** The cookies a Set-Cookie list sets, as one Cookie header. */
export function cookieHeader(headers: Headers, previous = ""): string {
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  for (const line of headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const name = pair.slice(0, pair.indexOf("="));
    const value = pair.slice(pair.indexOf("=") + 1);
    if (/max-age=0/i.test(line) || value === "") jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}
