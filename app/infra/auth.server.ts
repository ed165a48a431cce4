import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins";
import { PostgresAdapter, type Kysely } from "kysely";
import type { Database } from "./db.server";
import { staffCookiePrefix } from "./staff-cookies";

// Staff sign-in: Better Auth with email and password and a second factor from an authenticator
// app, its sessions and secrets in the site's own database through the site's Kysely instance.
// Its tables are made by our migrator (migrations/0006-staff.ts) under the names given here.
//
// No HTTP handler of Better Auth's is mounted: the staff area's own routes call `auth.api` on
// the server, so each form works without script and passes the same checks as every other
// post. Sign-up is off: staff are added from the command line or by an owner.

/** "camelCase" → "camel_case", for every field Better Auth names. */
function snakeCase(fields: string[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => [field, field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]),
  );
}

const stamps = ["createdAt", "updatedAt"];

/** Better Auth's endpoints that open a session with a code. */
function isSecondStep(path: string | undefined): boolean {
  return path === "/two-factor/verify-totp" || path === "/two-factor/verify-backup-code";
}

export type AuthOptions = {
  /** The name authenticator apps show beside the code (the TOTP issuer). */
  appName: string;
  /** The site's public origin; sign-in is only accepted from it. */
  baseURL: string;
  /** At least 32 characters; signs cookies and encrypts the two-factor secrets. */
  secret: string;
  /** Cookies only over HTTPS (production). */
  secureCookies: boolean;
  /** How backup codes are made: how many, how long, and the maker of a set. */
  backupCodes: { amount: number; length: number; generate: () => string[] };
};

/** How long a staff session lasts without use, and how often its expiry is pushed back. */
export const sessionLifetimeSeconds = 7 * 24 * 60 * 60;

export function createAuth(db: Kysely<Database>, options: AuthOptions) {
  return betterAuth({
    appName: options.appName,
    baseURL: options.baseURL,
    secret: options.secret,
    database: {
      db,
      type: db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite",
    },
    telemetry: { enabled: false },
    // The staff area counts failed sign-ins itself, in the shared rate_limits table.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      // Forgetting one's password: "Forgot password?" emails a one-time link, or an owner makes
      // one in the staff area (services/staff/password-links.server.ts).
      revokeSessionsOnPasswordReset: true,
    },
    session: {
      modelName: "staff_sessions",
      fields: snakeCase([...stamps, "expiresAt", "ipAddress", "userAgent", "userId"]),
      additionalFields: {
        secondFactor: {
          type: "boolean",
          required: false,
          defaultValue: false,
          input: false,
          fieldName: "second_factor",
        },
      },
      expiresIn: sessionLifetimeSeconds,
      updateAge: 24 * 60 * 60,
      // Every request reads the session from the database, so ending one takes effect at once.
      cookieCache: { enabled: false },
    },
    user: {
      modelName: "staff",
      fields: snakeCase([...stamps, "emailVerified"]),
      additionalFields: {
        role: { type: "string", required: true, defaultValue: "staff", input: false },
      },
    },
    account: {
      modelName: "staff_accounts",
      fields: snakeCase([
        ...stamps,
        "accountId",
        "providerId",
        "userId",
        "accessToken",
        "refreshToken",
        "idToken",
        "accessTokenExpiresAt",
        "refreshTokenExpiresAt",
      ]),
    },
    verification: {
      modelName: "auth_verifications",
      fields: snakeCase([...stamps, "expiresAt"]),
    },
    databaseHooks: {
      session: {
        create: {
          // A session opened by a code (the second step, or confirming two-step sign-in while
          // setting it up) is marked, so one opened by a password alone can be told apart.
          before: async (session, context) => ({
            data: { ...session, secondFactor: isSecondStep(context?.path) },
          }),
        },
      },
    },
    advanced: {
      cookiePrefix: staffCookiePrefix,
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    plugins: [
      twoFactor({
        issuer: options.appName,
        backupCodeOptions: {
          amount: options.backupCodes.amount,
          length: options.backupCodes.length,
          customBackupCodesGenerate: options.backupCodes.generate,
        },
        schema: {
          user: { fields: snakeCase(["twoFactorEnabled"]) },
          twoFactor: {
            modelName: "staff_two_factors",
            fields: snakeCase(["backupCodes", "userId", "failedVerificationCount", "lockedUntil"]),
          },
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
