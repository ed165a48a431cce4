import type { Route } from "./+types/class-edit";
import { groupNames, scheduleText as text } from "~/content/admin/schedule-pages";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { classKinds, weekdays } from "~/model/schedule";
import { SaveOrCancel, SelectField, TextField } from "~/components/admin/form";
import { AdminHeading } from "~/components/admin/admin-frame";
import { StaffForm } from "~/components/admin/staff-form";
import { loadSeason } from "~/services/schedule/season-reads.server";
import { saveClass } from "~/services/schedule/season-edits.server";
import { classFormSchema } from "~/services/schedule/forms";
import { refuse, refuseForm } from "~/http/answers.server";
import { readAdminForm, redirectWithNotice, requireStaff } from "~/http/staff-access.server";
import { answerSave } from "~/http/season-answers.server";
import { refusedPart } from "~/lib/form-result";
import { staffHeadersWithAction, staffMeta } from "../staff-page";

// One weekly class of a season: new (…/classes/new, ?day=Monday to start on a weekday, ?from=<id>
// to start from a copy, "Duplicate") or an existing one, saved at the version it was read at.

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const season = await loadSeason(getDb(), params.seasonId);
  if (!season) throw refuse(404, text.notFound);
  const search = new URL(request.url).searchParams;
  const id = params.classId;
  const source = season.classes.find((cls) => cls.id === (id ?? search.get("from")));
  if (id !== undefined && !source) throw refuse(404, text.notFound);
  const day = weekdays.find((weekday) => weekday === search.get("day")) ?? "Monday";
  return {
    season: { id: season.id, label: season.label },
    editing: id !== undefined,
    values: source
      ? {
          id: id === undefined ? "" : source.id,
          version: id === undefined ? "" : String(source.version),
          day: source.day,
          start: source.start,
          end: source.end,
          name: source.name,
          audience: source.audience,
          kind: source.kind,
          instructor: source.instructor ?? "",
          note: source.note ?? "",
        }
      : {
          id: "",
          version: "",
          day,
          start: "",
          end: "",
          name: "",
          audience: "",
          kind: "beginner",
          instructor: "",
          note: "",
        },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const { submission } = await readAdminForm(request, classFormSchema);
  if (submission.status !== "success") return refuseForm(400, { reply: submission.reply() });
  const { id, version, ...input } = submission.value;
  if ((id === undefined) !== (params.classId === undefined) || (id && id !== params.classId))
    return refuseForm(400, { message: text.errors.record });
  return answerSave(
    submission,
    () =>
      saveClass(
        getDb(),
        params.seasonId,
        { ...input, ...(id ? { id, version: version ?? 0 } : {}) },
        actor,
        now(),
      ),
    () => redirectWithNotice(`/admin/schedule/${params.seasonId}`, "class-saved"),
  );
}

// A refusal's own headers (a busy database's Retry-After) with the staff area's.
export const headers = staffHeadersWithAction;

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData?.editing ? text.editClass : text.newClass);
}

export default function ClassEdit({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusedPart(actionData);
  const reply = refused?.reply;
  const { values } = loaderData;
  const field = (name: keyof typeof text.classFields) => ({
    name,
    label: text.classFields[name],
    reply,
    defaultValue: values[name],
  });
  return (
    <>
      <AdminHeading
        title={`${loaderData.editing ? text.editClass : text.newClass} · ${text.seasonHeading(loaderData.season.label)}`}
      />
      <StaffForm
        id="class"
        reply={reply}
        message={refused?.message}
        className="flex max-w-3xl flex-col gap-5"
      >
        <input type="hidden" name="id" value={values.id} />
        <input type="hidden" name="version" value={values.version} />
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField
            {...field("day")}
            options={weekdays.map((day) => ({ value: day, label: day }))}
          />
          <TextField {...field("start")} type="time" required />
          <TextField {...field("end")} type="time" required />
        </div>
        <TextField {...field("name")} required maxLength={80} />
        <TextField
          {...field("audience")}
          hint={text.classHints.audience}
          required
          maxLength={120}
        />
        <SelectField
          {...field("kind")}
          hint={text.classHints.kind}
          options={classKinds.map((kind) => ({ value: kind, label: groupNames[kind] }))}
        />
        <TextField {...field("instructor")} maxLength={80} />
        <TextField {...field("note")} hint={text.classHints.note} maxLength={300} />
        <SaveOrCancel cancelTo={`/admin/schedule/${loaderData.season.id}`} />
      </StaffForm>
    </>
  );
}
