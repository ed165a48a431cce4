import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/season";
import { adminText } from "~/content/admin/frame";
import { scheduleText as text } from "~/content/admin/schedule-pages";
import { SubmitButton, TextField } from "~/components/admin/form";
import { StaffForm } from "~/components/admin/staff-form";
import { ActionForm, ConfirmPanel } from "~/components/admin/action-forms";
import { Button } from "~/components/ui/button";
import type { refusedPart } from "~/lib/form-result";

// The parts of a season's page (season.tsx): a record with its edit and remove buttons (removal
// asked again first, ?confirm=kind:id), the list of changes to single classes, publishing, and
// the season's name and dates.

type LoaderData = Route.ComponentProps["loaderData"];

export function Removable({
  kind,
  id,
  version,
  what,
  children,
  editTo,
  duplicateTo,
}: {
  kind: "class" | "closure" | "change";
  id: string;
  version: number;
  what: string;
  children: React.ReactNode;
  editTo?: string;
  duplicateTo?: string;
}) {
  const [params] = useSearchParams();
  const confirming = params.get("confirm") === `${kind}:${id}`;
  return (
    <li
      data-testid={kind}
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">{children}</div>
      {confirming ? (
        <ConfirmPanel
          question={text.confirmRemove(what)}
          intent={`remove-${kind}`}
          label={text.yesRemove}
          pendingLabel={text.removing}
          cancelTo="?"
          fields={{ id, version: String(version) }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {editTo ? (
            <Button asChild variant="outline">
              <Link to={editTo} aria-label={`${text.edit}: ${what}`}>
                {text.edit}
              </Link>
            </Button>
          ) : null}
          {duplicateTo ? (
            <Button asChild variant="outline">
              <Link to={duplicateTo} aria-label={`${text.duplicate}: ${what}`}>
                {text.duplicate}
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="ghost">
            <Link
              to={`?confirm=${kind}:${id}`}
              preventScrollReset
              aria-label={`${text.remove}: ${what}`}
            >
              {text.remove}
            </Link>
          </Button>
        </div>
      )}
    </li>
  );
}

/** Changes to single classes, each to edit on "Cancel a class" or to remove. */
export function ChangeList({
  seasonId,
  changes,
  orphaned = false,
}: {
  seasonId: string;
  changes: LoaderData["upcoming"];
  /** Their class no longer meets that day: there is nothing to edit them on, only to remove. */
  orphaned?: boolean;
}) {
  return (
    <ul className="flex flex-col gap-2">
      {changes.map((change) => (
        <Removable
          key={change.id}
          kind="change"
          id={change.id}
          version={change.version}
          what={change.line}
          editTo={
            orphaned
              ? undefined
              : `/admin/schedule/cancel?season=${seasonId}&date=${change.originalDate}`
          }
        >
          <p className="text-ink">{change.line}</p>
        </Removable>
      ))}
    </ul>
  );
}

export function Publishing({
  data,
  reply,
}: {
  data: LoaderData;
  reply: ReturnType<typeof refusedPart>;
}) {
  const { season, problems } = data;
  const publishReply =
    reply?.reply?.error?.date || reply?.reply?.error?.time ? reply.reply : undefined;
  return (
    <section
      aria-labelledby="publishing"
      className="mb-8 rounded-card border border-border bg-surface p-5 shadow-card"
    >
      <h2 id="publishing" className="mb-3 text-xl font-semibold text-ink">
        {text.publishing}
      </h2>
      {season.state === "published" && season.publishAt ? (
        <p>{text.alreadyPublished(season.publishAt)}</p>
      ) : null}
      {season.state === "scheduled" && season.publishAt ? (
        <p className="mb-3">{text.scheduledFor(season.publishAt)}</p>
      ) : null}
      {season.state !== "published" ? (
        <>
          {problems.length > 0 ? (
            <div className="mb-4" data-testid="publish-problems">
              <h3 className="font-semibold text-ink">{text.beforePublish}</h3>
              <ul className="ml-5 list-disc text-ink">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-col gap-5 md:flex-row md:items-end">
            <ActionForm
              size="md"
              intent="publish-now"
              label={text.publishNow}
              pendingLabel={text.publishingNow}
              variant="primary"
            />
            <StaffForm id="publish-on" reply={publishReply} className="flex flex-col gap-2">
              <fieldset className="flex flex-col gap-2">
                <legend className="font-semibold text-ink">{text.publishOn}</legend>
                <p className="text-sm text-ink-muted">{text.publishOnHint}</p>
                <div className="flex flex-wrap items-end gap-3">
                  <TextField
                    name="date"
                    label={text.publishDate}
                    type="date"
                    reply={publishReply}
                    required
                  />
                  <TextField
                    name="time"
                    label={text.publishTime}
                    type="time"
                    reply={publishReply}
                    required
                  />
                  <SubmitButton
                    intent="publish-on"
                    pendingLabel={adminText.saving}
                    variant="outline"
                  >
                    {text.schedulePublish}
                  </SubmitButton>
                </div>
              </fieldset>
            </StaffForm>
          </div>
        </>
      ) : null}
    </section>
  );
}

export function Details({
  data,
  reply,
}: {
  data: LoaderData;
  reply: ReturnType<typeof refusedPart>;
}) {
  const { season } = data;
  const refusedHere = Boolean(
    reply?.reply?.error?.label || reply?.reply?.error?.firstDay || reply?.reply?.error?.lastDay,
  );
  return (
    <details
      className="mb-8 rounded-card border border-border bg-surface p-5 shadow-card"
      open={refusedHere}
    >
      <summary className="min-h-11 cursor-pointer py-2 text-xl font-semibold text-ink">
        {text.details}
      </summary>
      <StaffForm
        id="season"
        reply={refusedHere ? reply?.reply : undefined}
        className="mt-3 flex max-w-xl flex-col gap-4"
      >
        <input type="hidden" name="version" value={season.version} />
        <TextField
          name="label"
          label={text.seasonFields.label}
          hint={text.labelHint}
          defaultValue={season.label}
          reply={reply?.reply}
          required
          maxLength={40}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="firstDay"
            label={text.seasonFields.firstDay}
            type="date"
            defaultValue={season.firstDay}
            reply={reply?.reply}
            required
          />
          <TextField
            name="lastDay"
            label={text.seasonFields.lastDay}
            type="date"
            defaultValue={season.lastDay}
            reply={reply?.reply}
            required
          />
        </div>
        <div>
          <SubmitButton intent="save-season" pendingLabel={adminText.saving}>
            {text.saveChange}
          </SubmitButton>
        </div>
      </StaffForm>
    </details>
  );
}
