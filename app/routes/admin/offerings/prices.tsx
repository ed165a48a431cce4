import { Link } from "react-router";
import type { Route } from "./+types/prices";
import { offeringsText as text } from "~/content/admin/offerings";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { amountForForm, formatPrice } from "~/model/prices";
import { formatDay } from "~/model/seasons";
import { SubmitButton, TextField } from "~/components/admin/form";
import { AdminHeading } from "~/components/admin/admin-frame";
import { StaffForm } from "~/components/admin/staff-form";
import { Button } from "~/components/ui/button";
import { listManagedEvents } from "~/services/events/events.server";
import { findOffering, loadOfferings } from "~/services/offerings/offering-reads.server";
import { saveOffering } from "~/services/offerings/offering-saves.server";
import { priceFormSchema } from "~/services/offerings/forms";
import { refuse, refuseForm } from "~/http/answers.server";
import { readAdminForm, redirectWithNotice, requireStaff } from "~/http/staff-access.server";
import { answerSave } from "~/http/season-answers.server";
import { refusedPart } from "~/lib/form-result";
import { staffHeadersWithAction, staffMeta } from "../staff-page";

// Every price a visitor sees, in one list, each with the public page it is on: the named prices
// (passes, orientation, birthday party) changed right here, one form each; the courses', camps',
// tournaments' and events' prices with a link to the editor that holds them.

type Held = { label: string; price: string; page: string; editTo: string; editIn: string };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const db = getDb();
  const [offerings, events] = await Promise.all([loadOfferings(db), listManagedEvents(db)]);
  const day = (value: string) => formatDay(value as never, "date");
  const courses: Held[] = offerings.courses.flatMap(({ id, data }) => {
    const editTo = `/admin/offerings/courses/${id}`;
    const rows: Held[] = [];
    if (data.priceCents !== null)
      rows.push({
        label: `${data.title} (${data.ages})`,
        price: formatPrice(data.priceCents),
        page: "/yoga/courses",
        editTo,
        editIn: data.title,
      });
    if (data.earlyBird)
      rows.push({
        label: `${data.title} (${data.ages}): early bird until ${day(data.earlyBird.until)}`,
        price: formatPrice(data.earlyBird.priceCents),
        page: "/yoga/courses",
        editTo,
        editIn: data.title,
      });
    return rows;
  });
  const camps: Held[] = offerings.camps.flatMap(({ id, data }) =>
    data.priceCents === null
      ? []
      : [
          {
            label: text.campTitle(data.side, data.year),
            price: `${data.priceIsMinimum ? "From " : ""}${formatPrice(data.priceCents)}`,
            page: data.side === "karate" ? "/camps" : "/yoga/camps",
            editTo: `/admin/offerings/camps/${id}`,
            editIn: text.campTitle(data.side, data.year),
          },
        ],
  );
  const competitions: Held[] = offerings.competitions.flatMap(({ id, data }) =>
    data.fees.map((fee) => ({
      label: `${data.title}: ${fee.label} until ${day(fee.until)}`,
      price: `${formatPrice(fee.individualCents)} individual, ${formatPrice(fee.teamCents)} team`,
      page: "/competitions",
      editTo: `/admin/offerings/competitions/${id}`,
      editIn: data.title,
    })),
  );
  const eventPrices: Held[] = events.flatMap((event) =>
    event.registration.priceCents === null || event.hidden
      ? []
      : [
          {
            label: event.title,
            price: formatPrice(event.registration.priceCents),
            page: "/events",
            editTo: `/admin/events/${event.id}`,
            editIn: event.title,
          },
        ],
  );
  return {
    named: offerings.prices.map(({ id, version, data }) => ({
      id,
      version: String(version),
      label: data.label,
      amount: amountForForm(data.cents),
      minimum: data.minimum,
      page: data.page,
    })),
    held: [
      { title: text.priceGroups.courses, rows: courses },
      { title: text.priceGroups.camps, rows: camps },
      { title: text.priceGroups.competitions, rows: competitions },
      { title: text.priceGroups.events, rows: eventPrices },
    ],
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const { submission } = await readAdminForm(request, priceFormSchema);
  if (submission.status !== "success")
    return refuseForm(400, {
      reply: submission.reply(),
      priceId: String(submission.payload.id ?? ""),
    });
  const { id, version, price } = submission.value;
  const current = await findOffering(getDb(), id);
  if (current?.kind !== "price") throw refuse(404, text.errors.record);
  return answerSave(
    submission,
    () =>
      saveOffering(
        getDb(),
        actor,
        { kind: "price", id, version, data: { ...current.data, cents: price ?? 0 } },
        now(),
      ),
    () => redirectWithNotice("/admin/offerings/prices", "price-saved"),
    { priceId: id },
  );
}

// A refusal's own headers (a busy database's Retry-After) with the staff area's.
export const headers = staffHeadersWithAction;

export function meta() {
  return staffMeta(text.pricesPageHeading);
}

export default function Prices({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusedPart(actionData);
  const refusedId =
    actionData && typeof actionData === "object" && "priceId" in actionData
      ? String(actionData.priceId)
      : undefined;
  return (
    <>
      <AdminHeading title={text.pricesPageHeading}>
        <Button asChild variant="outline">
          <Link to="/admin/offerings">{text.heading}</Link>
        </Button>
      </AdminHeading>
      <p className="mb-6 max-w-2xl text-ink-muted">{text.pricesPageIntro}</p>
      <section aria-labelledby="named-prices" className="mb-10">
        <h2 id="named-prices" className="mb-3 text-xl font-semibold text-ink">
          {text.priceGroups.named}
        </h2>
        <ul className="flex flex-col gap-3">
          {loaderData.named.map((price) => {
            const reply = refusedId === price.id ? refused?.reply : undefined;
            return (
              <li
                key={price.id}
                data-testid="price"
                className="rounded-card border border-border bg-surface p-4 shadow-card"
              >
                <StaffForm
                  id={`price-${price.id}`}
                  reply={reply}
                  message={refusedId === price.id ? refused?.message : undefined}
                  className="flex flex-col gap-3"
                >
                  <input type="hidden" name="id" value={price.id} />
                  <input type="hidden" name="version" value={price.version} />
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
                    <div className="min-w-0 flex-1">
                      <TextField
                        name="price"
                        label={`${price.label}${price.minimum ? " (from)" : ""}`}
                        reply={reply}
                        defaultValue={price.amount}
                        inputMode="decimal"
                        maxLength={32}
                        required
                        hint={`${text.viewOnSite}: ${price.page}`}
                      />
                    </div>
                    <SubmitButton
                      pendingLabel={text.save}
                      aria-label={`${text.save}: ${price.label}`}
                    >
                      {text.save}
                    </SubmitButton>
                  </div>
                </StaffForm>
              </li>
            );
          })}
        </ul>
      </section>
      {loaderData.held.map((group) =>
        group.rows.length === 0 ? null : (
          <section key={group.title} aria-label={group.title} className="mb-10">
            <h2 className="mb-3 text-xl font-semibold text-ink">{group.title}</h2>
            <ul className="flex flex-col gap-2">
              {group.rows.map((row) => (
                <li
                  key={`${row.label}-${row.editTo}`}
                  className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div>
                    <p className="font-semibold text-ink">{row.label}</p>
                    <p className="text-sm text-ink-muted">
                      {row.price} ·{" "}
                      <a href={row.page} className="underline underline-offset-4">
                        {row.page}
                      </a>
                    </p>
                  </div>
                  <Button asChild variant="outline">
                    <Link to={row.editTo}>{text.editIn(row.editIn)}</Link>
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
    </>
  );
}
