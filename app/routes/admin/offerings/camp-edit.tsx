import type { Route } from "./+types/camp-edit";
import { offeringsText as text } from "~/content/admin/offerings";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { amountForForm } from "~/model/prices";
import { CheckboxField, CheckboxGroup, SaveOrCancel, TextField } from "~/components/admin/form";
import { campActivityCards } from "~/content/camp-activities";
import { offeredActivities } from "~/model/camps";
import { RegistrationFields, registrationValues } from "~/components/admin/registration-fields";
import { AdminHeading } from "~/components/admin/admin-frame";
import { StaffForm } from "~/components/admin/staff-form";
import { findOffering } from "~/services/offerings/offering-reads.server";
import { saveOffering } from "~/services/offerings/offering-saves.server";
import { campFormSchema } from "~/services/offerings/forms";
import { refuse, refuseForm } from "~/http/answers.server";
import { readAdminForm, redirectWithNotice, requireStaff } from "~/http/staff-access.server";
import { answerSave } from "~/http/season-answers.server";
import { refusedPart } from "~/lib/form-result";
import { staffHeadersWithAction, staffMeta } from "../staff-page";

// A summer camp (/camps or /yoga/camps): its summer, dates, hours, price, places, the activities
// it offers and where registration stands. Next summer is this record edited: its history keeps the last one.

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const camp = await findOffering(getDb(), params.id);
  if (camp?.kind !== "camp") throw refuse(404, text.errors.record);
  const { data } = camp;
  return {
    title: text.campTitle(data.side, data.year),
    version: String(camp.version),
    values: {
      side: data.side,
      year: String(data.year),
      firstDay: data.firstDay ?? "",
      lastDay: data.lastDay ?? "",
      days: data.days === null ? "" : String(data.days),
      hours: data.hours,
      price: amountForForm(data.priceCents),
      priceIsMinimum: data.priceIsMinimum,
      places: data.places,
      ...registrationValues(data.registration),
    },
    activities: {
      options: campActivityCards[data.side].map((card) => ({
        value: card.icon,
        label: card.title,
      })),
      ticked: offeredActivities(campActivityCards[data.side], data.activities).map(
        (card): string => card.icon,
      ),
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const { submission } = await readAdminForm(request, campFormSchema);
  if (submission.status !== "success") return refuseForm(400, { reply: submission.reply() });
  const { version, record } = submission.value;
  return answerSave(
    submission,
    () =>
      saveOffering(
        getDb(),
        actor,
        { kind: "camp", id: params.id, version: version ?? 0, data: record },
        now(),
      ),
    () => redirectWithNotice("/admin/offerings", "camp-saved"),
  );
}

// A refusal's own headers (a busy database's Retry-After) with the staff area's.
export const headers = staffHeadersWithAction;

export function meta() {
  return staffMeta(text.editCamp);
}

type Name = "year" | "firstDay" | "lastDay" | "days" | "hours" | "price" | "places";

export default function CampEdit({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusedPart(actionData);
  const reply = refused?.reply;
  const { values } = loaderData;
  const field = (name: Name) => ({
    name,
    label: text.fields[name],
    reply,
    defaultValue: values[name],
  });
  return (
    <>
      <AdminHeading title={`${text.editCamp} · ${loaderData.title}`} />
      <StaffForm
        id="camp"
        reply={reply}
        message={refused?.message}
        className="flex max-w-3xl flex-col gap-5"
      >
        <input type="hidden" name="version" value={loaderData.version} />
        <input type="hidden" name="side" value={values.side} />
        <TextField {...field("year")} inputMode="numeric" required maxLength={4} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("firstDay")} type="date" hint={text.hints.dates} />
          <TextField {...field("lastDay")} type="date" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("days")} inputMode="numeric" hint={text.hints.days} maxLength={20} />
          <TextField {...field("hours")} hint={text.hints.hours} maxLength={60} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...field("price")}
            inputMode="decimal"
            hint={text.hints.price}
            maxLength={32}
          />
          <TextField {...field("places")} hint={text.hints.places} maxLength={60} />
        </div>
        <CheckboxField
          name="priceIsMinimum"
          label={text.fields.priceIsMinimum}
          defaultChecked={values.priceIsMinimum}
        />
        <CheckboxGroup
          name="activities"
          legend={text.fields.activities}
          hint={text.hints.activities}
          options={loaderData.activities.options}
          ticked={loaderData.activities.ticked}
          reply={reply}
        />
        <RegistrationFields values={values} reply={reply} />
        <SaveOrCancel cancelTo="/admin/offerings" />
      </StaffForm>
    </>
  );
}
