import { useActionData } from "react-router";
import type { Route } from "./+types/event-edit";
import { eventsAdminText as text } from "~/content/admin/events";
import { registrationStatuses } from "~/model/events";
import { getDb } from "~/infra/db.server";
import { utcToDojoTime } from "~/model/times";
import {
  CheckboxField,
  SaveOrCancel,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/admin/form";
import { EventSymbolField } from "~/components/admin/event-symbol-field";
import { StaffForm } from "~/components/admin/staff-form";
import { AdminHeading } from "~/components/admin/admin-frame";
import {
  createEvent,
  findManagedEvent,
  updateEvent,
  type ManagedEvent,
} from "~/services/events/events.server";
import { eventSchema } from "~/services/events/schema";
import { readAdminForm, redirectWithNotice, requireStaff } from "~/http/staff-access.server";
import { staffMeta } from "./staff-page";
import { refuse, refuseForm } from "~/http/answers.server";

// One event's form: new (/admin/events/new, or ?from=<id> to start from a copy, for next
// season's repeat) or an existing one (/admin/events/<id>). Date and time are the dojo's.
// A copy is hidden from the site and has no date yet: the form says so and asks for one, and
// the notice after saving says it is hidden.

function idOf(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw refuse(404, text.errors.notFound);
  return id;
}

type FormValues = Record<string, string>;

const hints: Partial<Record<keyof typeof text.fields, string>> = text.hints;

function valuesOf(event: ManagedEvent, copy: boolean): FormValues {
  const { date, time } = utcToDojoTime(event.startsAt);
  return {
    title: event.title,
    japaneseTitle: event.japaneseTitle ?? "",
    category: event.category ?? "",
    description: event.description ?? "",
    date: copy ? "" : date,
    time,
    durationMinutes: event.durationMinutes === null ? "" : durationWords(event.durationMinutes),
    location: event.location ?? "",
    tags: event.tags.join(", "),
    registrationStatus: event.registration.status,
    registrationUrl: event.registration.url ?? "",
    price:
      event.registration.priceCents === null
        ? ""
        : (event.registration.priceCents / 100).toFixed(2),
    motif: event.motif ?? "",
    hidden: event.hidden || copy ? "on" : "",
  };
}

/** "2 hours", "90 minutes": a stored length as the form shows it, in the words people use. */
function durationWords(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = idOf(params);
  const from = Number(new URL(request.url).searchParams.get("from"));
  const source = id ?? (Number.isSafeInteger(from) && from > 0 ? from : null);
  const event = source === null ? null : await findManagedEvent(getDb(), source);
  if (id !== null && !event) throw refuse(404, text.errors.notFound);
  return {
    editing: id !== null,
    /** The title of the event this new one copies; null when it is not a copy. */
    copyOf: id === null && event ? event.title : null,
    values: event ? valuesOf(event, id === null) : { registrationStatus: "soon", hidden: "" },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const id = idOf(params);
  const { submission } = await readAdminForm(request, eventSchema);
  if (submission.status !== "success") {
    return refuseForm(400, { reply: submission.reply() });
  }
  const db = getDb();
  if (id === null) {
    await createEvent(db, actor, submission.value);
    const hidden = submission.value.hidden;
    return redirectWithNotice("/admin/events", hidden ? "event-created-hidden" : "event-created");
  }
  if (!(await updateEvent(db, actor, id, submission.value))) {
    throw refuse(404, text.errors.notFound);
  }
  return redirectWithNotice("/admin/events", "event-saved");
}

function headingOf(page: { editing: boolean; copyOf: string | null } | undefined): string {
  if (page?.editing) return text.editHeading;
  return page?.copyOf ? text.copyHeading(page.copyOf) : text.createHeading;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(headingOf(loaderData));
}

export default function EventEdit({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const reply = result?.reply;
  const values = loaderData.values as FormValues;
  const { copyOf } = loaderData;
  const field = (name: keyof typeof text.fields) => ({
    name,
    label: text.fields[name],
    reply,
    defaultValue: values[name] ?? "",
    hint: hints[name],
  });
  return (
    <>
      <AdminHeading title={headingOf(loaderData)} />
      <StaffForm
        id="event"
        reply={reply}
        message={result?.message}
        className="flex max-w-3xl flex-col gap-5"
      >
        {copyOf ? (
          <p className="rounded-control border border-border bg-surface-muted p-3 font-medium text-ink">
            {text.copyNotice(copyOf)}
          </p>
        ) : null}
        <TextField {...field("title")} required maxLength={120} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("japaneseTitle")} maxLength={80} lang="ja-Latn" />
          <TextField {...field("category")} maxLength={60} />
        </div>
        <TextAreaField {...field("description")} maxLength={2000} rows={5} />
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-semibold">{text.timeZoneNote}</legend>
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField
              {...field("date")}
              hint={copyOf ? text.copyDateHint : text.hints.date}
              type="date"
              required
            />
            <TextField {...field("time")} type="time" required />
            <TextField {...field("durationMinutes")} maxLength={40} />
          </div>
        </fieldset>
        <TextField {...field("location")} maxLength={200} />
        <TextField {...field("tags")} maxLength={300} />
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField
            {...field("registrationStatus")}
            options={registrationStatuses.map((status) => ({
              value: status,
              label: text.statuses[status],
            }))}
          />
          <TextField
            {...field("registrationUrl")}
            inputMode="url"
            autoComplete="url"
            maxLength={500}
            className="sm:col-span-2"
          />
          <TextField {...field("price")} inputMode="decimal" maxLength={32} />
        </div>
        <EventSymbolField stored={values.motif ?? ""} reply={reply} />
        <CheckboxField
          name="hidden"
          label={text.fields.hidden}
          defaultChecked={(reply ? reply.initialValue?.hidden : values.hidden) === "on"}
        />
        <SaveOrCancel cancelTo="/admin/events" />
      </StaffForm>
    </>
  );
}
