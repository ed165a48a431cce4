import { Form } from "react-router";
import { adminText } from "~/content/admin/frame";
import type { Route } from "./+types/cancel";
import { scheduleText as text, stateNames } from "~/content/admin/schedule-pages";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { classChangeKinds, formatDay, isLocalDate, newYorkDate } from "~/model/seasons";
import { formatTimeRange } from "~/model/times";
import { SubmitButton, TextField } from "~/components/admin/form";
import { StaffForm } from "~/components/admin/staff-form";
import { ActionForm } from "~/components/admin/action-forms";
import { AdminHeading } from "~/components/admin/admin-frame";
import { Badge } from "~/components/ui/badge";
import { FieldError } from "~/components/ui/input";
import { classesOn } from "~/services/schedule/staff-schedule.server";
import { saveChange } from "~/services/schedule/season-edits.server";
import { removeRecord } from "~/services/schedule/season-records.server";
import { changeFormSchema, recordFormSchema } from "~/services/schedule/forms";
import { readFormData } from "~/http/form-post.server";
import { refuseForm } from "~/http/answers.server";
import {
  intentOf,
  parseAdminForm,
  redirectWithNotice,
  requireStaff,
} from "~/http/staff-access.server";
import { answerSave } from "~/http/season-answers.server";
import { fieldError } from "~/lib/form-reply";
import { refusedPart } from "~/lib/form-result";
import { staffHeadersWithAction, staffMeta } from "../staff-page";

// "Cancel a class", made for a phone between classes: pick a day (today to start with), see that
// day's classes in each season that includes it, and cancel one, move it or add a note visitors
// will see; a change already made can be edited or undone. ?season=<id> shows one season only.

function dayOf(value: string | null, fallback: Date) {
  return value && isLocalDate(value) ? value : newYorkDate(fallback);
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const search = new URL(request.url).searchParams;
  const at = now();
  const day = dayOf(search.get("date"), at);
  const only = search.get("season");
  const seasons = (await classesOn(getDb(), day, at)).filter(
    (entry) => only === null || entry.season.id === only,
  );
  return {
    day,
    dayName: formatDay(day, "weekdayDate"),
    only,
    seasons: seasons.map(({ season, classes }) => ({
      id: season.id,
      label: season.label,
      state: season.state,
      classes: classes.map(({ cls, change, closed }) => ({
        id: cls.id,
        name: cls.name,
        time: formatTimeRange(cls.start, cls.end),
        audience: cls.audience,
        closed,
        change: change && {
          id: change.id,
          version: change.version,
          kind: change.kind,
          text: change.text,
          newDate: change.newDate ?? "",
          newStart: change.newStart ?? "",
          newEnd: change.newEnd ?? "",
        },
      })),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const form = await readFormData(request);
  const seasonId = String(form.get("seasonId") ?? "");
  const day = String(form.get("originalDate") ?? "");
  const only = form.get("only");
  // Back to the same day, and to one season's classes where the page showed only those.
  const back = `/admin/schedule/cancel?${new URLSearchParams({
    date: day,
    ...(typeof only === "string" && only ? { season: only } : {}),
  })}`;
  if (intentOf(form) === "remove-change") {
    const submission = parseAdminForm(form, recordFormSchema);
    if (submission.status !== "success") return refuseForm(400, { message: text.errors.record });
    return answerSave(
      submission,
      () => removeRecord(getDb(), seasonId, "change", submission.value, actor, now()),
      () => redirectWithNotice(back, "change-removed"),
    );
  }
  const submission = parseAdminForm(form, changeFormSchema);
  if (submission.status !== "success")
    return refuseForm(400, { reply: submission.reply(), classId: String(form.get("classId")) });
  const { id, version, ...input } = submission.value;
  return answerSave(
    submission,
    () =>
      saveChange(
        getDb(),
        seasonId,
        { ...input, ...(id ? { id, version: version ?? 0 } : {}) },
        actor,
        now(),
      ),
    () => redirectWithNotice(back, "change-saved"),
    // A refusal says which class's form it was for, so only that form shows its errors.
    { classId: input.classId },
  );
}

// A refusal's own headers (a busy database's Retry-After) with the staff area's.
export const headers = staffHeadersWithAction;

export function meta() {
  return staffMeta(text.cancelHeading);
}

type Data = Route.ComponentProps["loaderData"];

/** A move's new day and times, each optional: what is not given stays as it was. */
const moveFields = [
  ["newDate", "date"],
  ["newStart", "time"],
  ["newEnd", "time"],
] as const;
type Cls = Data["seasons"][number]["classes"][number];
type Refused = ReturnType<typeof refusedPart> & { classId?: string };

function ChangeForm({
  seasonId,
  day,
  only,
  cls,
  refused,
}: {
  seasonId: string;
  day: string;
  /** The season the page shows alone, if it does: the page to come back to. */
  only: string;
  cls: Cls;
  refused?: Refused;
}) {
  const mine = refused?.classId === cls.id ? refused : undefined;
  const reply = mine?.reply;
  const kept = (name: string) => reply?.initialValue?.[name];
  const kind = String(kept("kind") ?? cls.change?.kind ?? "cancelled");
  const kindError = fieldError(reply, "kind") ?? fieldError(reply, "classId");
  const legend = `${cls.time} ${cls.name}`;
  const formId = `change-${cls.id}`;
  return (
    <StaffForm
      id={formId}
      reply={reply}
      message={mine?.message}
      className="flex flex-col gap-3"
      aria-label={legend}
    >
      <input type="hidden" name="seasonId" value={seasonId} />
      <input type="hidden" name="classId" value={cls.id} />
      <input type="hidden" name="originalDate" value={day} />
      <input type="hidden" name="only" value={only} />
      <input type="hidden" name="id" value={cls.change?.id ?? ""} />
      <input type="hidden" name="version" value={cls.change ? String(cls.change.version) : ""} />
      <fieldset id={`${formId}-kind`} className="flex flex-col gap-1">
        <legend className="text-sm font-semibold text-ink">{text.whatHappens}</legend>
        <div className="flex flex-wrap gap-x-4">
          {classChangeKinds.map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="kind"
                value={choice}
                defaultChecked={kind === choice}
                className="size-5 accent-primary"
              />
              {text.kindChoices[choice]}
            </label>
          ))}
        </div>
        <FieldError id={`${cls.id}-kind-error`}>{kindError}</FieldError>
      </fieldset>
      <TextField
        name="text"
        label={text.reason}
        reply={reply}
        defaultValue={cls.change?.text ?? ""}
        maxLength={300}
      />
      <details
        className="rounded-control border border-border p-3"
        open={kind === "moved" || moveFields.some(([name]) => fieldError(reply, name))}
      >
        <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-ink">
          {text.moveDetails}
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          {moveFields.map(([name, type]) => (
            <TextField
              key={name}
              name={name}
              label={text[name]}
              type={type}
              reply={reply}
              defaultValue={cls.change?.[name] ?? ""}
            />
          ))}
        </div>
      </details>
      <div>
        <SubmitButton pendingLabel={adminText.saving} aria-label={`${text.saveChange}: ${legend}`}>
          {text.saveChange}
        </SubmitButton>
      </div>
    </StaffForm>
  );
}

export default function CancelClass({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusedPart(actionData) as Refused | undefined;
  const { day, dayName, seasons, only } = loaderData;
  return (
    <>
      <AdminHeading title={text.cancelHeading} />
      <p className="mb-4 max-w-2xl text-ink-muted">{text.cancelIntro}</p>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        {only ? <input type="hidden" name="season" value={only} /> : null}
        <TextField name="date" label={text.day} type="date" defaultValue={day} required />
        <SubmitButton pendingLabel={text.showDay} variant="outline">
          {text.showDay}
        </SubmitButton>
      </Form>
      <h2 className="mb-3 text-xl font-semibold text-ink">{dayName}</h2>
      {seasons.length === 0 ? <p className="text-ink-muted">{text.noSeasonThatDay}</p> : null}
      {seasons.map((season) => (
        <section key={season.id} aria-label={text.seasonHeading(season.label)} className="mb-6">
          {seasons.length > 1 || season.state !== "published" ? (
            <p className="mb-2 flex items-center gap-2 font-semibold text-ink">
              {text.seasonHeading(season.label)}{" "}
              <Badge variant="outline">{stateNames[season.state]}</Badge>
            </p>
          ) : null}
          {season.classes.length === 0 ? (
            <p className="text-ink-muted">{text.noClassesThatDay}</p>
          ) : null}
          <ul className="flex flex-col gap-3">
            {season.classes.map((cls) => (
              <li
                key={cls.id}
                data-testid="day-class"
                className="rounded-card border border-border bg-surface p-4 shadow-card"
              >
                <p className="font-semibold text-ink">
                  {cls.time} · {cls.name}
                </p>
                <p className="mb-2 text-sm text-ink-muted">{cls.audience}</p>
                {cls.closed !== undefined ? (
                  <p className="text-ink">{text.closedThatDay(cls.closed || dayName)}</p>
                ) : (
                  <>
                    {cls.change ? (
                      <div className="mb-3 flex flex-wrap items-center gap-3 rounded-control bg-surface-muted p-3">
                        <p className="font-medium text-ink">
                          {text.currentChange(text.changeKinds[cls.change.kind], cls.change.text)}
                        </p>
                        <ActionForm
                          size="md"
                          intent="remove-change"
                          label={text.removeChange}
                          pendingLabel={text.removing}
                          fields={{
                            id: cls.change.id,
                            version: String(cls.change.version),
                            seasonId: season.id,
                            originalDate: day,
                            only: only ?? "",
                          }}
                          accessibleName={`${text.removeChange}: ${cls.time} ${cls.name}`}
                        />
                      </div>
                    ) : null}
                    <ChangeForm
                      seasonId={season.id}
                      day={day}
                      only={only ?? ""}
                      cls={cls}
                      refused={refused}
                    />
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
