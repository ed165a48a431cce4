import { Link, useLocation } from "react-router";
import type { Route } from "./+types/inbox";
import { inboxText as text } from "~/content/admin/inbox";
import { adminText } from "~/content/admin/frame";
import { getDb } from "~/infra/db.server";
import { formatStaffTime } from "~/model/times";
import { now } from "~/infra/clock.server";
import { cn } from "~/lib/cn";
import { FilterBar } from "~/components/admin/filter-bar";
import { AdminHeading } from "~/components/admin/admin-frame";
import { DeliveryBadge } from "~/components/admin/delivery-badge";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { findMessage, inboxPage } from "~/services/messages/inbox.server";
import { indexedSearch, shortSearchRows } from "~/services/text-search.server";
import { Pager } from "~/components/admin/pager";
import { UndoNotice } from "~/components/admin/undo-notice";
import { requireStaff } from "~/http/staff-access.server";
import { cursorOf, inboxFilterOf, pagerOf } from "./inbox-filter.server";
import { staffMeta } from "./staff-page";

// The contact messages, newest first, unread ones marked; filtered by side and state, searched;
// a page at a time.

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const url = new URL(request.url);
  const filter = inboxFilterOf(url);
  const archivedId = Number(url.searchParams.get("archived"));
  const [page, archived] = await Promise.all([
    inboxPage(getDb(), filter, cursorOf(url)),
    // Just archived: named in the notice, with Undo while it is still archived.
    Number.isSafeInteger(archivedId) && archivedId > 0 ? findMessage(getDb(), archivedId) : null,
  ]);
  const at = now();
  return {
    filter,
    pager: pagerOf(url, page.next),
    shortSearch:
      filter.query && !indexedSearch(filter.query) ? shortSearchRows.toLocaleString("en-US") : null,
    archived: archived?.archived ? { id: archived.id, name: archived.name } : null,
    messages: page.rows.map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      side: message.side,
      read: message.read,
      archived: message.archived,
      excerpt: message.message.slice(0, 140),
      received: formatStaffTime(message.receivedAt, at),
      deliveryState: message.deliveryState,
    })),
  };
}

export function meta() {
  return staffMeta(text.heading);
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filter, messages, archived, pager, shortSearch } = loaderData;
  const { search } = useLocation();
  return (
    <>
      <AdminHeading title={text.heading}>
        <Button asChild variant="outline" size="compact">
          <a
            href={`/admin/inbox/export.csv${search.replace(/([?&])notice=[^&]*&?/, "$1")}`}
            download
          >
            {adminText.exportCsv}
          </a>
        </Button>
      </AdminHeading>
      {archived ? (
        <UndoNotice
          message={text.archivedNotice(archived.name)}
          intent="unarchive"
          action={`/admin/inbox/${archived.id}`}
          fields={{ undo: "1" }}
        />
      ) : null}
      <FilterBar
        sides={[
          { value: "", label: text.bothSides },
          { value: "karate", label: "Karate" },
          { value: "yoga", label: "Yoga" },
        ]}
        states={[
          { value: "", label: text.allStates },
          { value: "unread", label: text.unread },
          { value: "read", label: text.read },
          { value: "archived", label: text.archived },
          { value: "all", label: text.everything },
        ]}
        current={{ side: filter.side, state: filter.state, query: filter.query }}
        searchLabel={text.searchLabel}
        searchPlaceholder={text.searchPlaceholder}
      />
      {shortSearch ? <p className="mb-4 text-ink-muted">{text.shortSearch(shortSearch)}</p> : null}
      {messages.length === 0 ? (
        <p className="text-ink-muted">{text.empty}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={text.heading}>
          {messages.map((message) => (
            <li key={message.id}>
              <Link
                to={`/admin/inbox/${message.id}`}
                className={cn(
                  "block rounded-card border border-border p-4 hover:border-primary",
                  message.read ? "bg-surface" : "bg-surface-muted",
                )}
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className={cn("text-ink", message.read ? "font-medium" : "font-bold")}>
                    {message.name}
                  </span>
                  {!message.read ? <Badge variant="accent">{text.unread}</Badge> : null}
                  {message.archived ? <Badge variant="outline">{text.archived}</Badge> : null}
                  <Badge variant="outline" className="capitalize">
                    {message.side}
                  </Badge>
                  <DeliveryBadge state={message.deliveryState} />
                  <span className="ml-auto text-sm text-ink-muted">{message.received}</span>
                </span>
                <span className="mt-1 block truncate text-ink-muted">{message.excerpt}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager label={adminText.pagesOf(text.heading)} {...pager} />
    </>
  );
}
