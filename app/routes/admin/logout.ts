import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "~/services/staff/auth.server";
import { refuseCrossOrigin, loginPath } from "~/http/staff-access.server";
import { redirectWithCookies } from "~/http/sign-in.server";

// Signing out ends the session in the database and clears its cookie. Only by a post from the
// site's own pages; a GET goes back to the staff area.

export function loader() {
  return redirect("/admin");
}

export async function action({ request }: Route.ActionArgs) {
  refuseCrossOrigin(request);
  const cleared = await signOut(request.headers);
  // No session to end: already signed out.
  return cleared ? redirectWithCookies(loginPath, cleared) : redirect(loginPath);
}
