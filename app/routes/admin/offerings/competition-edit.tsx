import type { Route } from "./+types/competition-edit";
import { offeringsText as text } from "~/content/admin/offerings";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import type { CompetitionRecord } from "~/model/offerings";
import { amountForForm } from "~/model/prices";
import { SaveOrCancel, TextField } from "~/components/admin/form";
import { RegistrationFields, registrationValues } from "~/components/admin/registration-fields";
import { AdminHeading } from "~/components/admin/admin-frame";
import { StaffForm } from "~/components/admin/staff-form";
import { findOffering } from "~/services/offerings/offering-reads.server";
import { saveOffering } from "~/services/offerings/offering-saves.server";
import { competitionFormSchema } from "~/services/offerings/forms";
import { refuse, refuseForm } from "~/http/answers.server";
import { readAdminForm, redirectWithNotice, requireStaff } from "~/http/staff-access.server";
import { answerSave } from "~/http/season-answers.server";
import { refusedPart } from "~/lib/form-result";
import { staffHeadersWithAction, staffMeta } from "../staff-page";

// A tournament on /competitions: its day and time, awards, note, up to three fees each with its
// last day, and where registration stands. It leaves the page the day after it is held.

const feeRows = [1, 2, 3] as const;
const feeParts = ["Label", "Until", "Individual", "Team"] as const;

const blank: CompetitionRecord = {
  title: "",
  day: "2000-01-01",
  time: null,
  timeLabel: "",
  award: "",
  fees: [],
  note: "",
  registration: { state: "soon" },
};

function formValues(competition: CompetitionRecord, isNew: boolean): Record<string, string> {
  const values: Record<string, string> = {
    title: competition.title,
    day: isNew ? "" : competition.day,
    time: competition.time ?? "",
    timeLabel: competition.timeLabel,
    award: competition.award,
    note: competition.note,
  };
  for (const n of feeRows) {
    const fee = competition.fees[n - 1];
    values[`fee${n}Label`] = fee?.label ?? "";
    values[`fee${n}Until`] = fee?.until ?? "";
    values[`fee${n}Individual`] = amountForForm(fee?.individualCents);
    values[`fee${n}Team`] = amountForForm(fee?.teamCents);
  }
  return values;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const found = params.id ? await findOffering(getDb(), params.id) : undefined;
  if (params.id !== undefined && found?.kind !== "competition")
    throw refuse(404, text.errors.record);
  const competition = found?.kind === "competition" ? found : undefined;
  return {
    editing: params.id !== undefined,
    version: competition ? String(competition.version) : "",
    values: formValues(competition?.data ?? blank, competition === undefined),
    registration: (competition?.data ?? blank).registration,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const { submission } = await readAdminForm(request, competitionFormSchema);
  if (submission.status !== "success") return refuseForm(400, { reply: submission.reply() });
  const { version, record } = submission.value;
  return answerSave(
    submission,
    () =>
      saveOffering(
        getDb(),
        actor,
        params.id === undefined
          ? { kind: "competition", data: record }
          : { kind: "competition", id: params.id, version: version ?? 0, data: record },
        now(),
      ),
    () => redirectWithNotice("/admin/offerings", "competition-saved"),
  );
}

// A refusal's own headers (a busy database's Retry-After) with the staff area's.
export const headers = staffHeadersWithAction;

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData?.editing ? text.editCompetition : text.newCompetition);
}

export default function CompetitionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusedPart(actionData);
  const reply = refused?.reply;
  const { values } = loaderData;
  const field = (name: string, label: string) => ({
    name,
    label,
    reply,
    defaultValue: values[name] ?? "",
  });
  return (
    <>
      <AdminHeading title={loaderData.editing ? text.editCompetition : text.newCompetition} />
      <StaffForm
        id="competition"
        reply={reply}
        message={refused?.message}
        className="flex max-w-3xl flex-col gap-5"
      >
        <input type="hidden" name="version" value={loaderData.version} />
        <TextField {...field("title", text.fields.title)} required maxLength={120} />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField {...field("day", text.fields.competitionDay)} type="date" required />
          <TextField
            {...field("time", text.fields.competitionTime)}
            type="time"
            hint={text.hints.competitionTime}
          />
          <TextField
            {...field("timeLabel", text.fields.timeLabel)}
            hint={text.hints.timeLabel}
            maxLength={60}
          />
        </div>
        <TextField {...field("award", text.fields.award)} maxLength={200} />
        <TextField {...field("note", text.fields.note)} maxLength={300} />
        <fieldset className="flex flex-col gap-5 rounded-card border border-border p-4">
          <legend className="px-1 font-semibold text-ink">{text.fees}</legend>
          <p className="text-sm text-ink-muted">{text.hints.fees}</p>
          {feeRows.map((n) => (
            <div key={n} className="grid gap-3 sm:grid-cols-4">
              {feeParts.map((part) => (
                <TextField
                  key={part}
                  {...field(`fee${n}${part}`, text.feeFields[part](n))}
                  {...(part === "Until"
                    ? { type: "date" }
                    : part === "Label"
                      ? { maxLength: 60 }
                      : { inputMode: "decimal" as const, maxLength: 32 })}
                />
              ))}
            </div>
          ))}
        </fieldset>
        <RegistrationFields values={registrationValues(loaderData.registration)} reply={reply} />
        <SaveOrCancel cancelTo="/admin/offerings" />
      </StaffForm>
    </>
  );
}
