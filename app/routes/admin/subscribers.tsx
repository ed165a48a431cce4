import { Link, redirect, useLocation, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/subscribers";
import { adminText } from "~/content/admin/frame";
import { subscribersText as text } from "~/content/admin/subscribers";
import { pageNames, unnamedPage } from "~/content/admin/page-names";
import { getDb } from "~/infra/db.server";
import { formatStaffDay } from "~/model/times";
import { now } from "~/infra/clock.server";
import { FormError } from "~/components/admin/form";
import { ActionForm, ConfirmPanel } from "~/components/admin/action-forms";
import { FilterBar } from "~/components/admin/filter-bar";
import { AdminHeading } from "~/components/admin/admin-frame";
import { DeliveryBadge } from "~/components/admin/delivery-badge";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  eraseSubscriber,
  subscriberPage,
  unsubscribe,
} from "~/services/subscribers/subscribers.server";
import { indexedSearch, shortSearchRows } from "~/services/text-search.server";
import { Pager } from "~/components/admin/pager";
import {
  undoableUnsubscribe,
  undoUnsubscribe,
  undoUnsubscribeMinutes,
} from "~/services/subscribers/subscriber-undo.server";
import { UndoNotice } from "~/components/admin/undo-notice";
import {
  forbidden,
  intentOf,
  readAdminForm,
  redirectWithNotice,
  requireStaff,
} from "~/http/staff-access.server";
import { cursorOf, pagerOf, subscriberFilterOf } from "./inbox-filter.server";
import { staffMeta } from "./staff-page";
import { noStore, refuseForm } from "~/http/answers.server";
import { refusedPart } from "~/lib/form-result";

// The newsletter's sign-ups: filtered by side and state, searched, exported. Staff unsubscribe
// an address; an owner erases it (a person's request to be forgotten). A page at a time.

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireStaff(request);
  const url = new URL(request.url);
  const filter = subscriberFilterOf(url);
  const undoId = Number(url.searchParams.get("unsubscribed"));
  const undoAt = url.searchParams.get("at") ?? "";
  const [page, unsubscribed] = await Promise.all([
    subscriberPage(getDb(), filter, cursorOf(url)),
    // Just unsubscribed by this page: named in the notice, with Undo while it can be undone.
    Number.isSafeInteger(undoId) && undoId > 0
      ? undoableUnsubscribe(getDb(), undoId, undoAt)
      : null,
  ]);
  const at = now();
  return {
    filter,
    canErase: user.role === "owner",
    unsubscribed,
    pager: pagerOf(url, page.next),
    shortSearch:
      filter.query && !indexedSearch(filter.query) ? shortSearchRows.toLocaleString("en-US") : null,
    subscribers: page.rows.map((row) => ({
      ...row,
      since: formatStaffDay(row.subscribedAt, at),
      sourcePage: pageNames[row.sourcePage] ?? unnamedPage(row.sourcePage),
    })),
  };
}

const schema = z.object({
  id: z.coerce.number().int().positive(),
  at: z.string().max(40).optional(),
});

export async function action({ request }: Route.ActionArgs) {
  const { user, actor } = await requireStaff(request);
  const { form, submission } = await readAdminForm(request, schema);
  if (submission.status !== "success") return refuseForm(400, { message: adminText.notFound });
  const intent = intentOf(form);
  const db = getDb();
  if (intent === "erase") {
    if (user.role !== "owner") throw forbidden();
    if (!(await eraseSubscriber(db, actor, submission.value.id))) {
      return refuseForm(404, { message: adminText.notFound });
    }
    return redirectWithNotice("/admin/subscribers", "subscriber-erased");
  }
  if (intent === "unsubscribe") {
    const done = await unsubscribe(db, actor, submission.value.id);
    if (done.outcome === "missing") return refuseForm(404, { message: adminText.notFound });
    // Undo is offered for the unsubscribe this post made, named by its time.
    return backToList(
      request,
      done.outcome === "unsubscribed"
        ? { unsubscribed: String(submission.value.id), at: done.at }
        : { notice: "subscriber-unsubscribed" },
    );
  }
  if (intent === "undo-unsubscribe") {
    const undone = await undoUnsubscribe(db, actor, submission.value.id, submission.value.at ?? "");
    if (!undone) {
      return refuseForm(409, { message: text.undoTooLate(undoUnsubscribeMinutes) });
    }
    return backToList(request, { notice: "unsubscribe-undone" });
  }
  return refuseForm(400, { message: adminText.saveFailed });
}

/** Back to the list as it was filtered (the page posted from), with what to say. */
function backToList(request: Request, say: Record<string, string>) {
  const referer = request.headers.get("Referer") ?? "";
  const from = URL.canParse(referer, request.url) ? new URL(referer, request.url) : null;
  const kept = from?.pathname === "/admin/subscribers" ? from.searchParams : new URLSearchParams();
  for (const name of ["unsubscribed", "at", "notice", "confirm"]) kept.delete(name);
  for (const [name, value] of Object.entries(say)) kept.set(name, value);
  return redirect(`/admin/subscribers?${kept}`, { headers: noStore });
}

export function meta() {
  return staffMeta(text.heading);
}

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusedPart(actionData);
  const { filter, subscribers, canErase, unsubscribed, pager, shortSearch } = loaderData;
  const { search } = useLocation();
  const [params] = useSearchParams();
  const confirming = Number(params.get("confirm"));
  const keep = new URLSearchParams(params);
  keep.delete("confirm");
  keep.delete("notice");
  keep.delete("unsubscribed");
  keep.delete("at");
  return (
    <>
      <AdminHeading title={text.heading}>
        <Button asChild variant="outline" size="compact">
          <a
            href={`/admin/subscribers/export.csv${search.replace(/([?&])(notice|confirm)=[^&]*&?/g, "$1")}`}
            download
          >
            {adminText.exportCsv}
          </a>
        </Button>
      </AdminHeading>
      <FormError message={refused?.message} />
      {unsubscribed ? (
        <UndoNotice
          message={text.unsubscribedNotice(unsubscribed.email, unsubscribed.side)}
          intent="undo-unsubscribe"
          fields={{ id: String(unsubscribed.id), at: unsubscribed.at }}
        />
      ) : null}
      <FilterBar
        sides={[
          { value: "", label: "Both sides" },
          { value: "karate", label: "Karate" },
          { value: "yoga", label: "Yoga" },
        ]}
        states={[
          { value: "", label: text.allStates },
          { value: "subscribed", label: text.subscribed },
          { value: "unsubscribed", label: text.unsubscribed },
        ]}
        current={{ side: filter.side, state: filter.state, query: filter.query }}
        searchLabel={text.searchLabel}
      />
      {shortSearch ? <p className="mb-4 text-ink-muted">{text.shortSearch(shortSearch)}</p> : null}
      {subscribers.length === 0 ? (
        <p className="text-ink-muted">{text.empty}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={text.heading}>
          {subscribers.map((row) => (
            <li
              key={row.id}
              className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-words text-ink">{row.email}</span>
                  <Badge variant="outline" className="capitalize">
                    {row.side}
                  </Badge>
                  {row.unsubscribedAt ? <Badge variant="neutral">{text.unsubscribed}</Badge> : null}
                  <DeliveryBadge state={row.deliveryState} signUp />
                </p>
                <p className="text-sm text-ink-muted">
                  {text.since} {row.since} · {text.source} {row.sourcePage}
                </p>
              </div>
              {confirming === row.id && canErase ? (
                <ConfirmPanel
                  question={text.eraseQuestion(row.email)}
                  intent="erase"
                  label={text.erase}
                  pendingLabel={adminText.saving}
                  cancelTo={`/admin/subscribers${keep.size > 0 ? `?${keep}` : ""}`}
                  fields={{ id: String(row.id) }}
                />
              ) : (
                <div className="flex flex-wrap gap-2">
                  {row.unsubscribedAt ? null : (
                    <ActionForm
                      intent="unsubscribe"
                      label={text.unsubscribe}
                      pendingLabel={adminText.saving}
                      fields={{ id: String(row.id) }}
                    />
                  )}
                  {canErase ? (
                    <Button asChild variant="ghost" size="compact">
                      <Link
                        to={`?${new URLSearchParams([...keep, ["confirm", String(row.id)]])}`}
                        preventScrollReset
                      >
                        {text.erase}
                      </Link>
                    </Button>
                  ) : null}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager label={adminText.pagesOf(text.heading)} {...pager} />
    </>
  );
}
