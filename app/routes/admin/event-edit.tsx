import { Form, useActionData } from "react-router";
import type { Route } from "./+types/event-edit";
import { eventsAdminText as text } from "~/content/admin/events";
import { eventMotifs, registrationStatuses } from "~/model/events";
import { getDb } from "~/infra/db.server";
import { utcToDojoTime } from "~/model/times";
import {
  CheckboxField,
  FormError,
  SaveOrCancel,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/admin/form";
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

function idOf(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw refuse(404, text.errors.notFound);
  return id;
}

type FormValues = Record<string, string>;

function valuesOf(event: ManagedEvent, copy: boolean): FormValues {
  const { date, time } = utcToDojoTime(event.startsAt);
  return {
    title: copy ? text.copyOf(event.title) : event.title,
    japaneseTitle: event.japaneseTitle ?? "",
    category: event.category ?? "",
    description: event.description ?? "",
    date,
    time,
    durationMinutes: event.durationMinutes === null ? "" : String(event.durationMinutes),
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

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = idOf(params);
  const from = Number(new URL(request.url).searchParams.get("from"));
  const source = id ?? (Number.isSafeInteger(from) && from > 0 ? from : null);
  const event = source === null ? null : await findManagedEvent(getDb(), source);
  if (id !== null && !event) throw refuse(404, text.errors.notFound);
  return {
    editing: id !== null,
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
    return redirectWithNotice("/admin/events", "event-created");
  }
  if (!(await updateEvent(db, actor, id, submission.value))) {
    throw refuse(404, text.errors.notFound);
  }
  return redirectWithNotice("/admin/events", "event-saved");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData?.editing ? text.editHeading : text.createHeading);
}

export default function EventEdit({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const reply = result?.reply;
  const values = loaderData.values as FormValues;
  const field = (name: keyof typeof text.fields) => ({
    name,
    label: text.fields[name],
    reply,
    defaultValue: values[name] ?? "",
  });
  return (
    <>
      <AdminHeading title={loaderData.editing ? text.editHeading : text.createHeading} />
      <Form method="post" className="flex max-w-3xl flex-col gap-5">
        <FormError reply={reply} message={result?.message} />
        <TextField {...field("title")} required maxLength={120} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("japaneseTitle")} maxLength={80} lang="ja-Latn" />
          <TextField {...field("category")} maxLength={60} />
        </div>
        <TextAreaField {...field("description")} maxLength={2000} rows={5} />
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-semibold">{text.timeZoneNote}</legend>
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField {...field("date")} type="date" required />
            <TextField {...field("time")} type="time" required />
            <TextField {...field("durationMinutes")} inputMode="numeric" maxLength={4} />
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
            type="url"
            maxLength={500}
            placeholder="https://"
          />
          <TextField {...field("price")} inputMode="decimal" maxLength={10} />
        </div>
        <SelectField
          {...field("motif")}
          defaultValue={values.motif ?? ""}
          options={[
            { value: "", label: text.noImage },
            ...eventMotifs.map((motif) => ({
              value: motif,
              label: motif[0]?.toUpperCase() + motif.slice(1),
            })),
          ]}
        />
        <CheckboxField
          name="hidden"
          label={text.fields.hidden}
          defaultChecked={(reply ? reply.initialValue?.hidden : values.hidden) === "on"}
        />
        <SaveOrCancel cancelTo="/admin/events" />
      </Form>
    </>
  );
}
