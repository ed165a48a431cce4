import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { z } from "zod";
import type { AdminNotice } from "~/content/admin/frame";
import type { StaffRole } from "~/infra/db.server";
import { getDb } from "~/infra/db.server";
import { siteOrigin } from "~/infra/env.server";
import { noStore, refuse } from "./answers.server";
import { readFormData } from "./form-post.server";
import { pagePathOf } from "~/lib/page-path";
import type { Actor } from "~/services/staff/audit.server";
import { sessionOf, type StaffSession } from "~/services/staff/auth.server";
import { isTwoFactorRequired } from "~/services/staff/settings.server";
import { endSession } from "~/services/staff/sessions.server";

// Who may do what in the staff area, checked on the server by every loader and action under
// /admin: a signed-in staff member (else a page sends them to sign in, an action answers 401),
// of the role the route needs (else 403), who has set up two-step sign-in when the studio
// requires it (else they are sent to set it up), in a session opened with a code when the
// account has two-step sign-in (else it is ended), posting from the site's own pages (else 403).

export type SignedIn = StaffSession & { actor: Actor & { id: string } };

export const loginPath = "/admin/login";
export const enrolmentPath = "/admin/account";
const helpPath = "/admin/help";

/** The answer to someone whose role may not do this. */
export function forbidden(): Response {
  return refuse(403, "Forbidden: only an owner may do this");
}

/** A state-changing request sent from a page of another site. */
export function isCrossOrigin(request: Request): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite !== null) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  // The request's own origin, or the site's public one when a proxy has rewritten the Host.
  return origin !== new URL(request.url).origin && origin !== new URL(siteOrigin()).origin;
}

/** A post from another site's page: refused (403) before anything is read. */
export function refuseCrossOrigin(request: Request): void {
  if (isCrossOrigin(request)) throw refuse(403, "Forbidden: cross-site request");
}

/** The page to return to after signing in: only a path inside the staff area. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/admin") || value.startsWith("//")) return "/admin";
  if (/[\\\s]/.test(value) || value.startsWith(loginPath)) return "/admin";
  return value;
}

export async function currentStaff(request: Request): Promise<SignedIn | null> {
  const session = await sessionOf(request.headers);
  if (!session) return null;
  const { id, name, email } = session.user;
  return { ...session, actor: { id, name, email } };
}

/** True when the studio requires two-step sign-in and this person has not set it up yet. */
export async function mustEnrol(signedIn: SignedIn): Promise<boolean> {
  return !signedIn.user.twoFactorEnabled && (await isTwoFactorRequired(getDb()));
}

/**
 * The signed-in staff member, or a thrown answer: a redirect to sign in (pages), 401 (posts),
 * 403 (a role too low, or a post from another site), or a redirect to set up two-step sign-in.
 */
export async function requireStaff(
  request: Request,
  { role = "staff" }: { role?: StaffRole } = {},
): Promise<SignedIn> {
  const posting = request.method !== "GET" && request.method !== "HEAD";
  if (posting) refuseCrossOrigin(request);
  const signedIn = await currentStaff(request);
  const url = new URL(request.url);
  const page = pagePathOf(url.pathname);
  if (!signedIn) {
    if (posting) throw refuse(401, "Unauthorized: please sign in");
    const search = new URLSearchParams(url.search);
    search.delete("_routes");
    const back = `${page}${search.size > 0 ? `?${search}` : ""}`;
    throw redirect(
      back === "/admin" ? loginPath : `${loginPath}?redirectTo=${encodeURIComponent(back)}`,
      { headers: noStore },
    );
  }
  // Opened with a password alone, though the account now signs in with a code: signed out.
  if (signedIn.user.twoFactorEnabled && !signedIn.secondFactor) {
    await endSession(
      getDb(),
      signedIn.actor,
      signedIn.sessionId,
      `A session of ${signedIn.user.name} signed in without two-step sign-in was signed out`,
    );
    if (posting) throw refuse(401, "Unauthorized: please sign in again with your code");
    throw redirect(`${loginPath}?notice=second-step`, { headers: noStore });
  }
  if (role === "owner" && signedIn.user.role !== "owner") throw forbidden();
  // Help stays open too: it explains the set-up.
  if (page !== enrolmentPath && page !== helpPath && (await mustEnrol(signedIn))) {
    if (posting) throw refuse(403, "Forbidden: set up two-step sign-in first");
    throw redirect(enrolmentPath, { headers: noStore });
  }
  return signedIn;
}

/** The signed-in owner, or a thrown answer as requireStaff's (403 for staff). */
export function requireOwner(request: Request): Promise<SignedIn> {
  return requireStaff(request, { role: "owner" });
}

/** The posted form parsed with its schema, or a thrown 415/400 for a body no form sends. */
export async function readAdminForm<Schema extends z.ZodType>(request: Request, schema: Schema) {
  const form = await readFormData(request);
  return { form, submission: parseAdminForm(form, schema) };
}

/** A form already read (once), parsed with the schema of the intent it was sent for. */
export function parseAdminForm<Schema extends z.ZodType>(form: FormData, schema: Schema) {
  return parseWithZod(form, { schema, disableAutoCoercion: true });
}

/** After a change: back to a staff page, with a line saying what was done. */
export function redirectWithNotice(path: string, notice: AdminNotice): Response {
  const url = new URL(path, "http://staff.invalid");
  url.searchParams.set("notice", notice);
  return redirect(`${url.pathname}${url.search}`, { headers: noStore });
}

/** The intent a form's submit button sent (name="intent"). */
export function intentOf(form: FormData): string {
  const intent = form.get("intent");
  return typeof intent === "string" ? intent : "";
}
