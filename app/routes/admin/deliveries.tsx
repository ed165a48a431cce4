import { Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/deliveries";
import { adminText } from "~/content/admin/frame";
import { deliveriesText as text } from "~/content/admin/deliveries";
import { getDb } from "~/infra/db.server";
import { formatStaffTime } from "~/model/times";
import { now } from "~/infra/clock.server";
import { FormError } from "~/components/admin/form";
import { ActionForm } from "~/components/admin/action-forms";
import { AdminHeading } from "~/components/admin/admin-frame";
import { DeliveryBadge } from "~/components/admin/delivery-badge";
import { Badge } from "~/components/ui/badge";
import { deliveryConfig } from "~/services/delivery/config.server";
import { retryDeliveries } from "~/services/delivery/outbox.server";
import {
  countDeliveries,
  troubledDeliveries,
  type Delivery,
} from "~/services/delivery/status.server";
import {
  intentOf,
  readAdminForm,
  redirectWithNotice,
  requireStaff,
} from "~/http/staff-access.server";
import { Pager } from "~/components/admin/pager";
import { cursorOf, pagerOf } from "./inbox-filter.server";
import { staffMeta } from "./staff-page";
import { refusedPart } from "~/lib/form-result";
import { refuseForm } from "~/http/answers.server";
import { halfPageSize } from "~/services/keyset";

// Deliveries to outside services that need someone: those given up (refused, or failing for a
// day), with their last error, and those failing and still being tried. Staff retry one, or
// every failed one, once the cause is mended (a setting, the service back).

function shown(delivery: Delivery, at: Date) {
  // The zone is said once, on the first time of the line; the others read in the same zone.
  const when = (moment: string) => formatStaffTime(moment, at);
  return {
    id: delivery.id,
    kind: text.kinds[delivery.kind],
    target: text.targets[delivery.target],
    state: delivery.state,
    about: delivery.about,
    attempts: delivery.attempts,
    lastError: delivery.lastError,
    written: formatStaffTime(delivery.createdAt, at, { zone: true }),
    nextTry: when(delivery.nextAttemptAt),
    gaveUp: delivery.failedAt ? when(delivery.failedAt) : null,
    record:
      delivery.recordKind === "message" && delivery.recordId
        ? `/admin/inbox/${delivery.recordId}`
        : null,
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const db = getDb();
  const url = new URL(request.url);
  const [troubled, counts] = await Promise.all([
    troubledDeliveries(db, { limit: halfPageSize, failedAfter: cursorOf(url) }),
    countDeliveries(db),
  ]);
  const config = deliveryConfig();
  const at = now();
  const setUp = {
    smtp: Boolean(config.smtp),
    "form-service": Boolean(config.formService),
    "mailing-provider": Boolean(config.mailingList),
  };
  const all = ["smtp", "form-service", "mailing-provider"] as const;
  const targets = all.filter((target) => setUp[target]).map((target) => text.targets[target]);
  const notSetUp = all.filter((target) => !setUp[target]);
  return {
    targets,
    notSetUp,
    counts,
    pager: pagerOf(url, troubled.moreFailed),
    failed: troubled.failed.map((delivery) => shown(delivery, at)),
    retrying: troubled.retrying.map((delivery) => shown(delivery, at)),
  };
}

const schema = z.object({ id: z.coerce.number().int().positive().optional() });

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const { form, submission } = await readAdminForm(request, schema);
  if (submission.status !== "success") return refuseForm(400, { message: adminText.notFound });
  const intent = intentOf(form);
  const { id } = submission.value;
  if (intent === "retry" && id !== undefined) {
    if ((await retryDeliveries(getDb(), actor, id)) === 0) {
      return refuseForm(404, { message: adminText.notFound });
    }
    return redirectWithNotice("/admin/deliveries", "deliveries-retried");
  }
  if (intent === "retry-all") {
    await retryDeliveries(getDb(), actor);
    return redirectWithNotice("/admin/deliveries", "deliveries-retried");
  }
  return refuseForm(400, { message: adminText.saveFailed });
}

export function meta() {
  return staffMeta(text.heading);
}

type Shown = ReturnType<typeof shown>;

function DeliveryList({ label, deliveries }: { label: string; deliveries: Shown[] }) {
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {deliveries.map((delivery) => (
        <li
          key={delivery.id}
          className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink">{delivery.kind}</span>
              <Badge variant="outline">{delivery.target}</Badge>
              <DeliveryBadge state={delivery.state} />
            </p>
            {delivery.about ? (
              <p className="break-words text-ink">
                {delivery.record ? (
                  <Link to={delivery.record} className="text-primary underline underline-offset-4">
                    {delivery.about}
                  </Link>
                ) : (
                  delivery.about
                )}
              </p>
            ) : null}
            {delivery.lastError ? (
              <p className="mt-1 text-sm break-words text-danger">
                {text.lastError}: {delivery.lastError}
              </p>
            ) : null}
            <p className="mt-1 text-sm text-ink-muted">
              {text.written} {delivery.written} · {text.attempts(delivery.attempts)} ·{" "}
              {delivery.gaveUp
                ? `${text.gaveUp} ${delivery.gaveUp}`
                : `${text.nextTry} ${delivery.nextTry}`}
            </p>
          </div>
          <ActionForm
            intent="retry"
            label={text.retryNow}
            pendingLabel={text.retrying}
            fields={{ id: String(delivery.id) }}
            accessibleName={`${text.retryNow}: ${delivery.kind}, ${delivery.about}`}
          />
        </li>
      ))}
    </ul>
  );
}

export default function Deliveries({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusedPart(actionData);
  const { targets, notSetUp, counts, failed, retrying, pager } = loaderData;
  return (
    <>
      <AdminHeading title={text.heading}>
        {failed.length > 1 ? (
          <ActionForm intent="retry-all" label={text.retryAll} pendingLabel={text.retrying} />
        ) : null}
      </AdminHeading>
      <FormError message={refused?.message} />
      <p className="max-w-3xl text-ink-muted">{text.intro}</p>
      <p className="mt-2 text-ink" data-testid="delivery-targets">
        {targets.length === 0
          ? text.notConfigured
          : `${text.configured}: ${targets.join(", ")}. ${text.delivered(counts.sent, counts.sentOver)}`}
      </p>
      {notSetUp.length > 0 ? (
        <section aria-labelledby="not-set-up" className="mt-6 max-w-3xl">
          <h2 id="not-set-up" className="mb-2 text-xl font-bold text-ink">
            {text.notSetUpHeading}
          </h2>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-ink" data-testid="not-set-up">
            {notSetUp.map((target) => (
              <li key={target}>{text.notSetUp[target]}</li>
            ))}
          </ul>
          <p className="mt-2 text-ink-muted">{text.settingsWho}</p>
        </section>
      ) : null}
      <h2 className="mt-8 mb-3 text-xl font-bold text-ink">
        {text.failedHeading} <span className="text-ink-muted">({counts.failed})</span>
      </h2>
      {failed.length === 0 ? (
        <p className="text-ink-muted">{text.failedEmpty}</p>
      ) : (
        <DeliveryList label={text.failedHeading} deliveries={failed} />
      )}
      <Pager label={adminText.pagesOf(text.failedHeading)} {...pager} />
      <h2 className="mt-8 mb-3 text-xl font-bold text-ink">
        {text.retryingHeading} <span className="text-ink-muted">({counts.retrying})</span>
      </h2>
      {retrying.length === 0 ? (
        <p className="text-ink-muted">{text.retryingEmpty}</p>
      ) : (
        <DeliveryList label={text.retryingHeading} deliveries={retrying} />
      )}
    </>
  );
}
