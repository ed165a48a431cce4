import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { adminText } from "~/content/admin/frame";
import { AdminFrame, AdminHeading } from "~/components/admin/admin-frame";
import { requireStaff } from "~/http/staff-access.server";
import { getDb } from "~/infra/db.server";
import { countUnread } from "~/services/messages/inbox.server";
import { staffHeaders, staffMeta, staffLinks } from "./staff-page";

// The staff area's frame around every page under /admin but sign-in. Each page's own loader and
// action check the session and role too: this loader does not run before theirs.

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireStaff(request);
  const unread = await countUnread(getDb());
  return { user: { name: user.name, email: user.email, role: user.role }, unread };
}

// Opening a message marks it read in that page's loader: the Inbox's unread badge is counted
// again on every move inside the staff area, not only after a change.
export function shouldRevalidate() {
  return true;
}

export const headers = staffHeaders;

export const links = staffLinks;

export function meta() {
  return staffMeta(adminText.areaName);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame user={loaderData.user} unread={loaderData.unread}>
      <Outlet />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? error.status === 401
      ? adminText.signInFirst
      : error.status === 403
        ? adminText.forbidden
        : error.status === 404
          ? adminText.notFound
          : `${error.status} ${error.statusText}`
    : adminText.saveFailed;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <AdminHeading title={adminText.areaName} />
      <p
        role="alert"
        className="rounded-card border border-danger/30 bg-danger-surface p-4 text-danger"
      >
        {message}
      </p>
      <a href="/admin" className="mt-6 inline-block text-primary underline underline-offset-4">
        {adminText.areaName}
      </a>
    </main>
  );
}
