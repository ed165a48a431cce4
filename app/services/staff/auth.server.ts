import { remember } from "@epic-web/remember";
import { studio } from "~/content/studio";
import { createAuth, type Auth } from "~/infra/auth.server";
import { getDb, type StaffRole } from "~/infra/db.server";
import { sessionSecret, siteOrigin } from "~/infra/env.server";
import { backupCodeRules, newBackupCodes } from "~/model/backup-codes";

/** Whether the staff cookies are Secure (and so `__Secure-` prefixed): wherever SITE_URL is https. */
export function secureStaffCookies(): boolean {
  return siteOrigin().startsWith("https://");
}

/** Backup codes: lower case from an alphabet without lookalikes, matched in any case (sign-in.server.ts). */
export const backupCodeSettings = { ...backupCodeRules, generate: newBackupCodes };

/** The process-wide Better Auth instance over the site's database. */
export function staffAuth(): Auth {
  return remember("staff-auth", () =>
    createAuth(getDb(), {
      appName: studio.name,
      baseURL: siteOrigin(),
      secret: sessionSecret(),
      // Secure cookies wherever the site is served over HTTPS, as production is (SITE_URL).
      secureCookies: secureStaffCookies(),
      backupCodes: backupCodeSettings,
    }),
  );
}

export type StaffSession = {
  user: { id: string; name: string; email: string; role: StaffRole; twoFactorEnabled: boolean };
  sessionId: string;
  /** The session was opened with a second step (a code), not a password alone. */
  secondFactor: boolean;
};

/** The staff member whose session cookie the headers carry, read from the database. */
export async function sessionOf(headers: Headers): Promise<StaffSession | null> {
  const session = await staffAuth().api.getSession({ headers });
  if (!session) return null;
  const { user } = session;
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role === "owner" ? "owner" : "staff",
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
    },
    sessionId: session.session.id,
    secondFactor: Boolean(session.session.secondFactor),
  };
}

/** Ends the session the headers carry; the cookies that clear it, or null when there was none. */
export async function signOut(headers: Headers): Promise<Headers | null> {
  try {
    const answer = await staffAuth().api.signOut({ headers, returnHeaders: true });
    return answer.headers;
  } catch {
    return null;
  }
}
