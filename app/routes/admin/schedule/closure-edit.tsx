import type { Route } from "./+types/closure-edit";
import { groupNames, scheduleText as text } from "~/content/admin/schedule-pages";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { classKinds } from "~/model/schedule";
import { formatDay } from "~/model/seasons";
import { CheckboxGroup, SaveOrCancel, TextField } from "~/components/admin/form";
import { AdminHeading } from "~/components/admin/admin-frame";
import { StaffForm } from "~/components/admin/staff-form";
import { loadSeason } from "~/services/schedule/season-reads.server";
import { saveClosure } from "~/services/schedule/season-records.server";
import { closureFormSchema } from "~/services/schedule/forms";
import { refuse, refuseForm } from "~/http/answers.server";
import { readAdminForm, redirectWithNotice, requireStaff } from "~/http/staff-access.server";
import { answerSave } from "~/http/season-answers.server";
import { refusedPart } from "~/lib/form-result";
import { staffHeadersWithAction, staffMeta } from "../staff-page";

// One closure of a season: its first and last day, an optional name, and the groups it closes
// (none ticked: every class). Saving a closure copied from last year confirms its dates.

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const season = await loadSeason(getDb(), params.seasonId);
  if (!season) throw refuse(404, text.notFound);
  const closure = season.closures.find((entry) => entry.id === params.closureId);
  if (params.closureId !== undefined && !closure) throw refuse(404, text.notFound);
  return {
    season: {
      id: season.id,
      label: season.label,
      dates: text.dates(formatDay(season.firstDay, "date"), formatDay(season.lastDay, "date")),
      firstDay: season.firstDay,
      lastDay: season.lastDay,
    },
    editing: closure !== undefined,
    needsCheck: closure?.needsCheck ?? false,
    values: {
      id: closure?.id ?? "",
      version: closure ? String(closure.version) : "",
      firstDay: closure?.firstDay ?? "",
      lastDay: closure?.lastDay ?? "",
      label: closure?.label ?? "",
      groups: closure?.groups ?? [],
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const { submission } = await readAdminForm(request, closureFormSchema);
  if (submission.status !== "success") return refuseForm(400, { reply: submission.reply() });
  const { id, version, label, ...input } = submission.value;
  if ((id ?? undefined) !== params.closureId)
    return refuseForm(400, { message: text.errors.record });
  return answerSave(
    submission,
    () =>
      saveClosure(
        getDb(),
        params.seasonId,
        { ...input, ...(label ? { label } : {}), ...(id ? { id, version: version ?? 0 } : {}) },
        actor,
        now(),
      ),
    () => redirectWithNotice(`/admin/schedule/${params.seasonId}`, "closure-saved"),
  );
}

// A refusal's own headers (a busy database's Retry-After) with the staff area's.
export const headers = staffHeadersWithAction;

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData?.editing ? text.editClosure : text.newClosure);
}

export default function ClosureEdit({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusedPart(actionData);
  const reply = refused?.reply;
  const { values, season } = loaderData;
  return (
    <>
      <AdminHeading
        title={`${loaderData.editing ? text.editClosure : text.newClosure} · ${text.seasonHeading(season.label)}`}
      />
      <p className="mb-4 text-ink-muted">{season.dates}</p>
      <StaffForm
        id="closure"
        reply={reply}
        message={refused?.message}
        className="flex max-w-3xl flex-col gap-5"
      >
        <input type="hidden" name="id" value={values.id} />
        <input type="hidden" name="version" value={values.version} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="firstDay"
            label={text.closureFields.firstDay}
            type="date"
            min={season.firstDay}
            max={season.lastDay}
            reply={reply}
            defaultValue={values.firstDay}
            required
          />
          <TextField
            name="lastDay"
            label={text.closureFields.lastDay}
            type="date"
            min={season.firstDay}
            max={season.lastDay}
            reply={reply}
            defaultValue={values.lastDay}
            required
          />
        </div>
        <TextField
          name="label"
          label={text.closureFields.label}
          hint={text.closureLabelHint}
          reply={reply}
          defaultValue={values.label}
          maxLength={80}
        />
        <CheckboxGroup
          name="groups"
          legend={text.closureFields.groups}
          hint={text.groupsHint}
          options={classKinds.map((kind) => ({ value: kind, label: groupNames[kind] }))}
          ticked={values.groups}
          reply={reply}
        />
        <SaveOrCancel
          cancelTo={`/admin/schedule/${season.id}`}
          saveLabel={loaderData.needsCheck ? text.confirmDate : undefined}
        />
      </StaffForm>
    </>
  );
}
