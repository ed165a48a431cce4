import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { staffAuth } from "~/services/staff/auth.server";
import { isCrossOrigin, loginPath } from "./access.server";
import { redirectWithCookies } from "./sign-in.server";

// Signing out ends the session in the database and clears its cookie. Only by a post from the
// site's own pages; a GET goes back to the staff area.

export function loader() {
  return redirect("/admin");
}

export async function action({ request }: Route.ActionArgs) {
  if (isCrossOrigin(request)) throw new Response("Forbidden", { status: 403 });
  try {
    const { headers } = await staffAuth().api.signOut({
      headers: request.headers,
      returnHeaders: true,
    });
    return redirectWithCookies(loginPath, headers);
  } catch {
    // No session to end: already signed out.
    return redirect(loginPath);
  }
}
