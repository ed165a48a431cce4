import { Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/history";
import { groupNames, scheduleText as text } from "~/content/admin/schedule-pages";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { classKinds } from "~/model/schedule";
import { formatDay, isLocalDate } from "~/model/seasons";
import { formatClock, formatInstantForStaff, formatTimeRange } from "~/model/times";
import { FormError } from "~/components/admin/form";
import { ActionForm } from "~/components/admin/action-forms";
import { AdminHeading } from "~/components/admin/admin-frame";
import { Button } from "~/components/ui/button";
import { seasonHistory, type Revision } from "~/services/schedule/revisions.server";
import { loadSeason } from "~/services/schedule/season-reads.server";
import { restoreRevision } from "~/services/schedule/season-restore.server";
import { refuse, refuseForm } from "~/http/answers.server";
import { readAdminForm, redirectWithNotice, requireStaff } from "~/http/staff-access.server";
import { answerSave } from "~/http/season-answers.server";
import { refusedPart } from "~/lib/form-result";
import { staffHeadersWithAction, staffMeta } from "../staff-page";

// A season's History: every saved change to it, newest first, each with the record as it was
// saved and "Restore" to put it back so. A restore is a save like any other, and shows here too.

function day(value: unknown): string {
  return typeof value === "string" && isLocalDate(value) ? formatDay(value, "weekdayDate") : "";
}

/** The record of a revision in one line of staff words. */
function describe(revision: Revision): string {
  const row = revision.row;
  const str = (field: string) => (typeof row[field] === "string" ? String(row[field]) : "");
  switch (revision.kind) {
    case "season":
      return `${str("label")}: ${text.dates(day(row.first_day), day(row.last_day))}${
        str("publish_at") ? ` · ${text.publishesAt(formatInstantForStaff(str("publish_at")))}` : ""
      }`;
    case "class": {
      const kind = classKinds.find((entry) => entry === str("kind"));
      const time =
        str("start_time") && str("end_time")
          ? formatTimeRange(str("start_time"), str("end_time"))
          : "";
      return `${str("name")}, ${str("weekday")}s ${time} · ${str("audience")}${kind ? ` · ${groupNames[kind]}` : ""}`;
    }
    case "closure": {
      const first = day(row.first_day);
      const last = day(row.last_day);
      return `${str("label") || first}${first === last ? "" : `: ${text.dates(first, last)}`}`;
    }
    case "change": {
      const moved = [day(row.new_date), str("new_start") ? formatClock(str("new_start")) : ""]
        .filter(Boolean)
        .join(", ");
      const kind = str("kind") as keyof typeof text.changeKinds;
      return `${day(row.original_date)}: ${text.changeKinds[kind] ?? kind}${moved ? ` → ${moved}` : ""}${str("text") ? ` — ${str("text")}` : ""}`;
    }
    default:
      // A course, camp, price or tournament: never in a season's history.
      return str("title") || str("label");
  }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const db = getDb();
  const season = await loadSeason(db, params.seasonId);
  if (!season) throw refuse(404, text.notFound);
  const revisions = await seasonHistory(db, season.id);
  return {
    season: { id: season.id, label: season.label },
    revisions: revisions.map((revision) => ({
      id: revision.id,
      heading: `${text.reasons[revision.reason]} · ${text.kinds[revision.kind]}`,
      line: describe(revision),
      byOn: text.byOn(revision.staffName, formatInstantForStaff(revision.at)),
    })),
  };
}

const restoreSchema = z.object({
  revision: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
});

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const { submission } = await readAdminForm(request, restoreSchema);
  if (submission.status !== "success") return refuseForm(400, { message: text.errors.record });
  return answerSave(
    submission,
    () => restoreRevision(getDb(), params.seasonId, submission.value.revision, actor, now()),
    () => redirectWithNotice(`/admin/schedule/${params.seasonId}/history`, "restored"),
  );
}

// A refusal's own headers (a busy database's Retry-After) with the staff area's.
export const headers = staffHeadersWithAction;

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData ? text.historyHeading(loaderData.season.label) : text.history);
}

export default function History({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusedPart(actionData);
  const { season, revisions } = loaderData;
  return (
    <>
      <AdminHeading title={text.historyHeading(season.label)}>
        <Button asChild variant="outline">
          <Link to={`/admin/schedule/${season.id}`}>{text.backToSeason}</Link>
        </Button>
      </AdminHeading>
      <p className="mb-6 max-w-2xl text-ink-muted">{text.historyIntro}</p>
      <FormError reply={refused?.reply} message={refused?.message} />
      {revisions.length === 0 ? <p className="text-ink-muted">{text.noHistory}</p> : null}
      <ol className="flex flex-col gap-2">
        {revisions.map((revision) => (
          <li
            key={revision.id}
            data-testid="revision"
            className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold text-ink">{revision.heading}</p>
              <p className="text-ink">{revision.line}</p>
              <p className="text-sm text-ink-muted">{revision.byOn}</p>
            </div>
            <ActionForm
              size="md"
              intent="restore"
              label={text.restore}
              pendingLabel={text.restoring}
              fields={{ revision: String(revision.id) }}
              accessibleName={`${text.restore}: ${revision.line}`}
            />
          </li>
        ))}
      </ol>
    </>
  );
}
