import { Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/events";
import { adminText } from "~/content/admin/frame";
import { eventsAdminText as text } from "~/content/admin/events";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { FormError } from "~/components/admin/form";
import { ActionForm, ConfirmPanel } from "~/components/admin/action-forms";
import { AdminHeading } from "~/components/admin/admin-frame";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { deleteEvent, findManagedEvent, setEventHidden } from "~/services/events/events.server";
import { UndoNotice } from "~/components/admin/undo-notice";
import { staffEventList, type StaffEventRow } from "~/services/events/staff-event-list.server";
import {
  intentOf,
  readAdminForm,
  redirectWithNotice,
  requireStaff,
} from "~/http/staff-access.server";
import { Pager } from "~/components/admin/pager";
import { cursorOf, listHref } from "./inbox-filter.server";
import { staffMeta } from "./staff-page";
import { refusedPart } from "~/lib/form-result";
import { noStore, refuseForm } from "~/http/answers.server";

// The events staff manage: upcoming and past, a page of each at a time, each with edit,
// duplicate, hide or show, and delete (asked again first). /events and every "Upcoming Events"
// list read the same table.

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const url = new URL(request.url);
  const hiddenId = Number(url.searchParams.get("hidden"));
  const upcomingAfter = cursorOf(url, "later");
  const pastAfter = upcomingAfter ? undefined : cursorOf(url, "earlier");
  const [list, justHidden] = await Promise.all([
    staffEventList(getDb(), now(), { upcomingAfter, pastAfter }),
    // Just hidden: named in the notice, with Undo while it is still hidden.
    Number.isSafeInteger(hiddenId) && hiddenId > 0 ? findManagedEvent(getDb(), hiddenId) : null,
  ]);
  const further = upcomingAfter || pastAfter ? listHref(url) : null;
  return {
    upcoming: list.upcoming,
    past: list.past,
    // A page further on shows one list: the other is left out rather than shown empty.
    shown: upcomingAfter ? "upcoming" : pastAfter ? "past" : "both",
    pagers: {
      upcoming: {
        next: list.moreUpcoming
          ? listHref(url, { param: "later", cursor: list.moreUpcoming })
          : null,
        first: upcomingAfter ? further : null,
      },
      past: {
        next: list.morePast ? listHref(url, { param: "earlier", cursor: list.morePast }) : null,
        first: pastAfter ? further : null,
      },
    },
    justHidden: justHidden?.hidden ? { id: justHidden.id, title: justHidden.title } : null,
  };
}

const schema = z.object({ id: z.coerce.number().int().positive() });

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const { form, submission } = await readAdminForm(request, schema);
  if (submission.status !== "success") return refuseForm(400, { message: text.errors.notFound });
  const { id } = submission.value;
  const intent = intentOf(form);
  const db = getDb();
  if (intent === "delete") {
    if (!(await deleteEvent(db, actor, id)))
      return refuseForm(404, { message: text.errors.notFound });
    return redirectWithNotice("/admin/events", "event-deleted");
  }
  if (intent === "hide" || intent === "show") {
    const outcome = await setEventHidden(db, actor, id, intent === "hide");
    if (outcome === "missing") return refuseForm(404, { message: text.errors.notFound });
    // Undo is offered for a hiding this post made, not for an event that was hidden already.
    if (intent === "hide" && outcome === "changed") {
      return redirect(`/admin/events?hidden=${id}`, { headers: noStore });
    }
    return redirectWithNotice("/admin/events", intent === "hide" ? "event-hidden" : "event-shown");
  }
  return refuseForm(400, { message: adminText.saveFailed });
}

export function meta() {
  return staffMeta(text.heading);
}

function EventRow({ event, confirming }: { event: StaffEventRow; confirming: boolean }) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            to={`/admin/events/${event.id}`}
            className="inline-flex min-h-11 items-center text-lg font-semibold text-ink hover:underline"
          >
            {event.title}
          </Link>
          {event.hidden ? <Badge variant="outline">{text.hidden}</Badge> : null}
        </p>
        <p className="text-sm text-ink-muted">
          {event.when} · {event.past ? text.pastState : text.statuses[event.registration.status]}
        </p>
      </div>
      {confirming ? (
        <ConfirmPanel
          question={text.deleteQuestion(event.title)}
          intent="delete"
          label={adminText.confirmDelete}
          pendingLabel={adminText.saving}
          cancelTo="/admin/events"
          fields={{ id: String(event.id) }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="compact">
            <Link to={`/admin/events/${event.id}`}>{text.edit}</Link>
          </Button>
          <Button asChild variant="outline" size="compact">
            <Link to={`/admin/events/new?from=${event.id}`}>{text.duplicate}</Link>
          </Button>
          <ActionForm
            intent={event.hidden ? "show" : "hide"}
            label={event.hidden ? text.show : text.hide}
            pendingLabel={adminText.saving}
            fields={{ id: String(event.id) }}
          />
          <Button asChild variant="ghost" size="compact">
            <Link to={`?confirm=${event.id}`} preventScrollReset>
              {text.delete}
            </Link>
          </Button>
        </div>
      )}
    </li>
  );
}

export default function EventsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusedPart(actionData);
  const [params] = useSearchParams();
  const confirming = Number(params.get("confirm"));
  return (
    <>
      <AdminHeading title={text.heading}>
        <Button asChild>
          <Link to="/admin/events/new">{text.newEvent}</Link>
        </Button>
      </AdminHeading>
      <FormError message={refused?.message} />
      {loaderData.justHidden ? (
        <UndoNotice
          message={text.hiddenNotice(loaderData.justHidden.title)}
          intent="show"
          fields={{ id: String(loaderData.justHidden.id) }}
        />
      ) : null}
      {(
        [
          ["upcoming", text.upcoming, loaderData.upcoming, text.laterPage],
          ["past", text.past, loaderData.past, text.earlierPage],
        ] as const
      )
        .filter(([key]) => loaderData.shown === "both" || loaderData.shown === key)
        .map(([key, heading, events, nextLabel]) => (
          <section key={key} aria-labelledby={`${key}-heading`} className="mb-8">
            <h2 id={`${key}-heading`} className="mb-3 text-xl font-bold text-ink">
              {heading}{" "}
              <span className="font-normal text-ink-muted">
                ({events.length}
                {loaderData.pagers[key].next ? "+" : ""})
              </span>
            </h2>
            {events.length === 0 ? (
              <p className="text-ink-muted">{adminText.none}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {events.map((event) => (
                  <EventRow key={event.id} event={event} confirming={confirming === event.id} />
                ))}
              </ul>
            )}
            <Pager
              label={adminText.pagesOf(heading)}
              nextLabel={nextLabel}
              {...loaderData.pagers[key]}
            />
          </section>
        ))}
    </>
  );
}
