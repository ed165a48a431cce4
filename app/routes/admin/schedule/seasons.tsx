import { Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/seasons";
import { scheduleText as text, stateNames } from "~/content/admin/schedule-pages";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { formatDay } from "~/model/seasons";
import { formatInstantForStaff } from "~/model/times";
import { FormError } from "~/components/admin/form";
import { ActionForm } from "~/components/admin/action-forms";
import { AdminHeading } from "~/components/admin/admin-frame";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { copyToNewSeason } from "~/services/schedule/season-publish.server";
import { staffSeasons } from "~/services/schedule/staff-schedule.server";
import { readAdminForm, redirectWithNotice, requireStaff } from "~/http/staff-access.server";
import { answerSave } from "~/http/season-answers.server";
import { refuseForm } from "~/http/answers.server";
import { refusedPart } from "~/lib/form-result";
import { staffHeadersWithAction, staffMeta } from "../staff-page";

// The Schedule section's first page: every season with where it stands, "Copy to a new season"
// on each, and "Cancel a class" for the day's changes.

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const seasons = await staffSeasons(getDb(), now());
  return {
    seasons: seasons.map((season) => ({
      id: season.id,
      label: season.label,
      state: season.state,
      live: season.live,
      dates: text.dates(formatDay(season.firstDay, "date"), formatDay(season.lastDay, "date")),
      classes: season.classCount,
      publishAt:
        season.state === "scheduled" && season.publishAt
          ? formatInstantForStaff(season.publishAt)
          : undefined,
    })),
  };
}

const copySchema = z.object({ seasonId: z.string().max(64) });

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const { submission } = await readAdminForm(request, copySchema);
  if (submission.status !== "success") return refuseForm(400, { message: text.notFound });
  return answerSave(
    submission,
    () => copyToNewSeason(getDb(), submission.value.seasonId, actor, now()),
    (id) => redirectWithNotice(`/admin/schedule/${id}`, "season-copied"),
  );
}

// A refusal's own headers (a busy database's Retry-After) with the staff area's.
export const headers = staffHeadersWithAction;

export function meta() {
  return staffMeta(text.heading);
}

export default function Seasons({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminHeading title={text.heading}>
        <Button asChild>
          <Link to="/admin/schedule/cancel">{text.cancelClass}</Link>
        </Button>
      </AdminHeading>
      <p className="mb-6 max-w-2xl text-ink-muted">{text.intro}</p>
      <FormError
        reply={refusedPart(actionData)?.reply}
        message={refusedPart(actionData)?.message}
      />
      <h2 className="mb-3 text-xl font-semibold text-ink">{text.seasons}</h2>
      {loaderData.seasons.length === 0 ? <p className="text-ink-muted">{text.noSeasons}</p> : null}
      <ul className="flex flex-col gap-3">
        {loaderData.seasons.map((season) => (
          <li
            key={season.id}
            data-testid="season"
            className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/admin/schedule/${season.id}`}
                  className="text-lg font-semibold text-ink underline-offset-4 hover:underline"
                >
                  {text.seasonHeading(season.label)}
                </Link>
                <Badge variant={season.state === "draft" ? "outline" : "accent"}>
                  {stateNames[season.state]}
                </Badge>
                {season.live ? <Badge variant="outline">{text.live}</Badge> : null}
              </p>
              <p className="text-sm text-ink-muted">
                {season.dates} · {text.classCount(season.classes)}
                {season.publishAt ? ` · ${text.publishesAt(season.publishAt)}` : ""}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <Link
                  to={`/admin/schedule/${season.id}`}
                  aria-label={`${text.open} ${text.seasonHeading(season.label)}`}
                >
                  {text.open}
                </Link>
              </Button>
              <ActionForm
                size="md"
                intent="copy"
                label={text.copy}
                pendingLabel={text.copying}
                fields={{ seasonId: season.id }}
                accessibleName={`${text.copy}: ${season.label}`}
              />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-3 max-w-2xl text-sm text-ink-muted">{text.copyHint}</p>
    </>
  );
}
