// The staff area's cookies, named once: Better Auth (auth.server.ts) names its cookies with this
// prefix, "__Secure-" in front of them over HTTPS. The HTTP server (server/http/) reads them to
// keep every answer to a staff session out of shared caches, so this file imports nothing.

export const staffCookiePrefix = "staff";

const sessionCookie = new RegExp(`(?:^|;)\\s*(?:__Secure-)?${staffCookiePrefix}\\.session_token=`);

/** True when a Cookie header carries a staff session (valid or not: that is checked later). */
export function carriesStaffSession(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && sessionCookie.test(cookieHeader);
}
