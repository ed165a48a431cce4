import { Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/message";
import { adminText } from "~/content/admin/frame";
import { dashboardText } from "~/content/admin/dashboard";
import { inboxText as text } from "~/content/admin/inbox";
import { pageNames, unnamedPage } from "~/content/admin/page-names";
import { deliveriesText } from "~/content/admin/deliveries";
import { studio } from "~/content/studio";
import { getDb } from "~/infra/db.server";
import { formatStaffTime } from "~/model/times";
import { now } from "~/infra/clock.server";
import { FormError } from "~/components/admin/form";
import { ActionForm, ConfirmPanel } from "~/components/admin/action-forms";
import { AdminHeading } from "~/components/admin/admin-frame";
import { DeliveryBadge } from "~/components/admin/delivery-badge";
import { Button } from "~/components/ui/button";
import {
  changeMessage,
  deleteMessage,
  findMessage,
  type MessageChange,
} from "~/services/messages/inbox.server";
import { deliveriesOf } from "~/services/delivery/status.server";
import {
  forbidden,
  intentOf,
  readAdminForm,
  redirectWithNotice,
  requireStaff,
} from "~/http/staff-access.server";
import { staffMeta } from "./staff-page";
import { formDone, noStore, refuse, refuseForm } from "~/http/answers.server";
import { refusedPart } from "~/lib/form-result";

// One message: who sent it and from which page, its text, and what staff do with it: mark it
// read or unread, archive it, reply by email; an owner may delete it. Opening it marks it read.

function idOf(params: { id: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw refuse(404, adminText.notFound);
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, actor } = await requireStaff(request);
  const id = idOf(params);
  const db = getDb();
  const message = await findMessage(db, id);
  if (!message) throw refuse(404, adminText.notFound);
  // Reading is not a change worth a line in the audit log; marking unread again is.
  if (!message.read) await changeMessage(db, actor, id, "read", { audit: false });
  const deliveries = await deliveriesOf(db, "message", id);
  return {
    message: {
      ...message,
      read: true,
      page: pageNames[message.page] ?? unnamedPage(message.page),
      received: formatStaffTime(message.receivedAt, now(), { zone: true }),
    },
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      target: deliveriesText.targets[delivery.target],
      state: delivery.state,
      lastError: delivery.lastError,
    })),
    canDelete: user.role === "owner",
  };
}

const changes = ["read", "unread", "archive", "unarchive"] as const;

export async function action({ request, params }: Route.ActionArgs) {
  const { user, actor } = await requireStaff(request);
  const { form } = await readAdminForm(request, z.object({}));
  const intent = intentOf(form);
  const id = idOf(params);
  const db = getDb();
  if (intent === "delete") {
    if (user.role !== "owner") throw forbidden();
    if (!(await deleteMessage(db, actor, id))) throw refuse(404, adminText.notFound);
    return redirectWithNotice("/admin/inbox", "message-deleted");
  }
  const change = changes.find((known) => known === intent);
  if (!change) return refuseForm(400, { message: adminText.saveFailed });
  if (!(await changeMessage(db, actor, id, change as MessageChange))) {
    throw refuse(404, adminText.notFound);
  }
  // Archived: the inbox says so, naming the sender, with Undo; undone there: back to the inbox.
  if (change === "archive") {
    return redirect(`/admin/inbox?archived=${id}`, { headers: noStore });
  }
  if (change === "unarchive" && form.get("undo") === "1") {
    return redirectWithNotice("/admin/inbox", "message-unarchived");
  }
  return change === "unread" ? redirectWithNotice("/admin/inbox", "message-updated") : formDone();
}

export function meta() {
  return staffMeta(text.heading);
}

export default function Message({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusedPart(actionData);
  const { message, deliveries, canDelete } = loaderData;
  const [params] = useSearchParams();
  const subject = `${text.replySubject} ${studio.name}`;
  const mailto = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}`;
  return (
    <>
      <Link
        to="/admin/inbox"
        className="mb-4 inline-flex min-h-11 items-center text-primary underline underline-offset-4"
      >
        {text.back}
      </Link>
      <AdminHeading title={message.name} />
      <FormError message={refused?.message} />
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink-muted">{text.from}</dt>
        <dd>
          <a
            href={mailto}
            className="inline-flex min-h-11 items-center break-all text-primary underline underline-offset-4"
          >
            {message.email}
          </a>
        </dd>
        <dt className="font-semibold text-ink-muted">{text.phone}</dt>
        <dd>
          <a
            href={`tel:${message.phone.replace(/[^\d+]/g, "")}`}
            className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
          >
            {message.phone}
          </a>
        </dd>
        <dt className="font-semibold text-ink-muted">{text.page}</dt>
        <dd>{message.page}</dd>
        <dt className="font-semibold text-ink-muted">{text.received}</dt>
        <dd>{message.received}</dd>
        <dt className="font-semibold text-ink-muted">{deliveriesText.deliveryHeading}</dt>
        <dd>
          {deliveries.length === 0 ? (
            <DeliveryBadge state="kept" />
          ) : (
            <ul className="flex flex-col gap-1">
              {deliveries.map((delivery) => (
                <li key={delivery.id} className="flex flex-wrap items-center gap-2">
                  <span>{delivery.target}</span>
                  <DeliveryBadge state={delivery.state} />
                  {delivery.lastError ? (
                    <span className="text-sm break-words text-danger">{delivery.lastError}</span>
                  ) : null}
                  {delivery.state === "failed" || delivery.state === "retrying" ? (
                    <Link
                      to="/admin/deliveries"
                      className="inline-flex min-h-11 items-center text-sm text-primary underline underline-offset-4"
                    >
                      {dashboardText.seeDeliveries}
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <p className="mt-6 rounded-card border border-border bg-surface p-5 whitespace-pre-wrap text-ink">
        {message.message}
      </p>
      <div className="mt-6 flex flex-wrap gap-2">
        <Button asChild size="compact">
          <a href={mailto}>{text.reply}</a>
        </Button>
        <ActionForm
          intent={message.read ? "unread" : "read"}
          label={message.read ? text.markUnread : text.markRead}
          pendingLabel={adminText.saving}
        />
        <ActionForm
          intent={message.archived ? "unarchive" : "archive"}
          label={message.archived ? text.unarchive : text.archive}
          pendingLabel={adminText.saving}
        />
        {canDelete && params.get("confirm") !== "delete" ? (
          <Button asChild variant="ghost" size="compact">
            <Link to="?confirm=delete" preventScrollReset>
              {text.delete}
            </Link>
          </Button>
        ) : null}
      </div>
      {canDelete && params.get("confirm") === "delete" ? (
        <div className="mt-4">
          <ConfirmPanel
            question={text.deleteQuestion}
            intent="delete"
            label={adminText.confirmDelete}
            pendingLabel={adminText.saving}
            cancelTo={`/admin/inbox/${message.id}`}
          />
        </div>
      ) : null}
    </>
  );
}
