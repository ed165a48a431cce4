import type { ReactNode } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { adminNav, adminNotices, adminText, isAdminNotice } from "~/content/admin/frame";
import { studio } from "~/content/studio";
import { cn } from "~/lib/cn";
import { Badge } from "~/components/ui/badge";

// The staff area's frame: the studio's name, the sections a person's role opens, who is signed
// in, and signing out. On a phone the sections fold into a menu that opens without script.

export type FrameUser = { name: string; email: string; role: "owner" | "staff" };

function NavLinks({
  role,
  onPhone,
  unread,
}: {
  role: FrameUser["role"];
  onPhone: boolean;
  unread: number;
}) {
  return (
    <ul className={cn("flex flex-col gap-1", onPhone ? "p-2" : "")}>
      {adminNav
        .filter((item) => role === "owner" || !item.ownerOnly)
        .map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === "/admin"}
              className={({ isActive }) =>
                cn(
                  "block min-h-11 rounded-control px-3 py-2.5 font-medium text-ink hover:bg-surface-muted",
                  isActive && "bg-primary text-on-primary hover:bg-primary",
                )
              }
            >
              {item.label}
              {item.to === "/admin/inbox" && unread > 0 ? (
                <Badge variant="accent" className="ml-2" data-testid="unread-badge">
                  {adminText.unreadBadge(unread)}
                </Badge>
              ) : null}
            </NavLink>
          </li>
        ))}
    </ul>
  );
}

/** The way back to the public site, a full 44 px tall target. */
function ViewSiteLink({ className }: { className?: string }) {
  return (
    <a
      href="/"
      className={cn(
        "flex min-h-11 items-center text-sm text-primary underline underline-offset-4",
        className,
      )}
    >
      {adminText.viewSite}
    </a>
  );
}

/** The line a change's redirect asks for (?notice=…), announced politely. */
function Notice() {
  const { search } = useLocation();
  const notice = new URLSearchParams(search).get("notice");
  return (
    <div role="status" className="empty:hidden">
      {isAdminNotice(notice) ? (
        <p className="mb-6 rounded-control border border-primary/30 bg-surface-muted p-3 font-medium text-ink">
          {adminNotices[notice]}
        </p>
      ) : null}
    </div>
  );
}

export function AdminFrame({
  user,
  unread = 0,
  children,
}: {
  user: FrameUser;
  /** Messages nobody has read: a badge beside the Inbox. */
  unread?: number;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-surface-muted/40">
      {/* Without script it stays in the flow: a refused form then opens on its summary by the
          browser's own focusing and scrolling, which now and then leaves the summary where a
          sticky header would cover its heading. */}
      <header className="sticky top-0 z-30 border-b border-border bg-surface [@media(scripting:none)]:static">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">
          <Link to="/admin" className="flex min-h-11 flex-col justify-center leading-tight">
            <span className="font-display font-bold text-ink">{studio.name}</span>
            <span className="text-sm text-ink-muted">{adminText.areaName}</span>
          </Link>
          <div className="flex items-center gap-2">
            <p className="hidden text-right text-sm sm:block">
              <span className="text-ink-muted">{adminText.signedInAs} </span>
              <span className="font-semibold text-ink">{user.name}</span>
            </p>
            <Link
              to="/admin/help"
              className="flex min-h-11 items-center px-2 text-sm font-semibold text-primary underline underline-offset-4"
            >
              {adminText.help}
            </Link>
            <Form method="post" action="/admin/logout">
              <button
                type="submit"
                className="min-h-11 rounded-control border border-border px-3 py-2 text-sm font-semibold text-ink hover:bg-surface-muted"
              >
                {adminText.signOut}
              </button>
            </Form>
          </div>
        </div>
        <details className="border-t border-border lg:hidden">
          <summary className="min-h-11 cursor-pointer px-4 py-2.5 font-semibold text-ink">
            {adminText.menu}
          </summary>
          {/* The header stays on screen, so an open menu taller than a short phone scrolls. */}
          <div className="max-h-[calc(100dvh-7rem)] overflow-y-auto">
            <nav aria-label={adminText.areaName}>
              <NavLinks role={user.role} onPhone unread={unread} />
            </nav>
            <div className="border-t border-border px-4 pt-3 pb-2">
              <p className="text-sm break-words">
                <span className="text-ink-muted">{adminText.signedInAs} </span>
                <span className="font-semibold text-ink">{user.name}</span>
              </p>
              <ViewSiteLink />
            </div>
          </div>
        </details>
      </header>
      <div className="mx-auto flex max-w-7xl gap-8 px-4 py-6 lg:py-8">
        <nav aria-label={adminText.areaName} className="hidden w-52 shrink-0 lg:block">
          <NavLinks role={user.role} onPhone={false} unread={unread} />
          <ViewSiteLink className="mt-6 px-3" />
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <Notice />
          {children}
        </main>
      </div>
    </div>
  );
}

/** A staff page's heading row: the title and, beside it, its main actions. */
export function AdminHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
