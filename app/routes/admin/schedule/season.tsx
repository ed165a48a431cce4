import { Link } from "react-router";
import type { Route } from "./+types/season";
import { calendarPage } from "~/content/calendar";
import { groupNames, scheduleText as text, stateNames } from "~/content/admin/schedule-pages";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { describeChange } from "~/model/season-occurrences";
import { closureLabel, formatDay } from "~/model/seasons";
import { formatInstantForStaff, formatTimeRange } from "~/model/times";
import { FormError } from "~/components/admin/form";
import { ActionForm } from "~/components/admin/action-forms";
import { AdminHeading } from "~/components/admin/admin-frame";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { staffSeason } from "~/services/schedule/staff-schedule.server";
import { refuse } from "~/http/answers.server";
import { requireStaff } from "~/http/staff-access.server";
import { seasonAction } from "~/http/season-actions.server";
import { refusedPart } from "~/lib/form-result";
import { ChangeList, Details, Publishing, Removable } from "./season-sections";
import { staffHeadersWithAction, staffMeta } from "../staff-page";

// One season: publishing (now or at a time), what keeps it from being published, its name and
// dates, its weekly classes by weekday, its closures and its changes to single classes. Each
// removal is asked again first (?confirm=kind:id) and can be undone from History.

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const page = await staffSeason(getDb(), params.seasonId, now());
  if (!page) throw refuse(404, text.notFound);
  const { season } = page;
  return {
    season: {
      id: season.id,
      label: season.label,
      state: season.state,
      live: season.live,
      version: season.version,
      firstDay: season.firstDay,
      lastDay: season.lastDay,
      publishAt: season.publishAt ? formatInstantForStaff(season.publishAt) : undefined,
    },
    dates: text.dates(formatDay(season.firstDay, "date"), formatDay(season.lastDay, "date")),
    problems: Object.values(page.problems),
    byDay: page.byDay.map(({ day, classes }) => ({
      day,
      classes: classes.map((cls) => ({
        id: cls.id,
        version: cls.version,
        name: cls.name,
        time: formatTimeRange(cls.start, cls.end),
        audience: cls.audience,
        group: groupNames[cls.kind],
        instructor: cls.instructor,
        note: cls.note,
      })),
    })),
    closures: season.closures.map((closure) => ({
      id: closure.id,
      version: closure.version,
      name: closureLabel(closure),
      dates:
        closure.firstDay === closure.lastDay
          ? formatDay(closure.firstDay, "weekdayDate")
          : text.dates(formatDay(closure.firstDay, "date"), formatDay(closure.lastDay, "date")),
      groups:
        closure.groups.length === 0
          ? text.everyClass
          : closure.groups.map((g) => groupNames[g]).join(", "),
      needsCheck: closure.needsCheck,
    })),
    upcoming: page.upcoming.map((occurrence) => ({
      id: occurrence.change?.id ?? "",
      version: occurrence.change?.version ?? 0,
      originalDate: occurrence.originalDate,
      line: `${describeChange(occurrence, calendarPage.change)} (${occurrence.originalDate.slice(0, 4)})`,
    })),
    orphaned: page.orphaned.map((change) => ({
      id: change.id,
      version: change.version,
      originalDate: change.originalDate,
      line: `${change.className ?? "—"}, ${formatDay(change.originalDate, "weekdayDate")}: ${text.changeKinds[change.kind]}${change.text ? ` — ${change.text}` : ""}`,
    })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  return seasonAction(request, params.seasonId);
}

// A refusal's own headers (a busy database's Retry-After) with the staff area's.
export const headers = staffHeadersWithAction;

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData ? text.seasonHeading(loaderData.season.label) : text.heading);
}

export default function SeasonPage({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusedPart(actionData);
  const { season } = loaderData;
  const base = `/admin/schedule/${season.id}`;
  return (
    <>
      <AdminHeading title={text.seasonHeading(season.label)}>
        <Button asChild variant="outline">
          <Link to={`/calendar?preview=${season.id}`} reloadDocument>
            {text.previewCalendar}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/karate?preview=${season.id}`} reloadDocument>
            {text.previewKarate}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`${base}/history`}>{text.history}</Link>
        </Button>
      </AdminHeading>
      <p className="mb-6 flex flex-wrap items-center gap-2 text-ink">
        <Badge variant={season.state === "draft" ? "outline" : "accent"}>
          {stateNames[season.state]}
        </Badge>
        {season.live ? <Badge variant="outline">{text.live}</Badge> : null}
        <span>{loaderData.dates}</span>
      </p>
      <FormError reply={refused?.reply} message={refused?.message} />
      <Publishing data={loaderData} reply={refused} />
      <Details data={loaderData} reply={refused} />

      <section aria-labelledby="classes" className="mb-8">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="classes" className="text-xl font-semibold text-ink">
            {text.classes}
          </h2>
          <Button asChild>
            <Link to={`${base}/classes/new`}>{text.addClass}</Link>
          </Button>
        </div>
        {loaderData.byDay.map(({ day, classes }) => (
          <div key={day} className="mb-5">
            <h3 className="mb-2 font-semibold text-ink">
              {day}{" "}
              <Link
                to={`${base}/classes/new?day=${day}`}
                className="ml-2 inline-flex min-h-11 items-center text-sm font-normal text-primary underline underline-offset-4"
              >
                {`${text.addClass} (${day})`}
              </Link>
            </h3>
            {classes.length === 0 ? (
              <p className="text-sm text-ink-muted">{text.noClassesOn}</p>
            ) : null}
            <ul className="flex flex-col gap-2">
              {classes.map((cls) => (
                <Removable
                  key={cls.id}
                  kind="class"
                  id={cls.id}
                  version={cls.version}
                  what={`${cls.name}, ${day} ${cls.time}`}
                  editTo={`${base}/classes/${cls.id}`}
                  duplicateTo={`${base}/classes/new?from=${cls.id}`}
                >
                  <p className="font-semibold text-ink">
                    {cls.time} · {cls.name}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {cls.audience} · {cls.group}
                    {cls.instructor ? ` · ${cls.instructor}` : ""}
                  </p>
                  {cls.note ? <p className="text-sm text-ink-muted">{cls.note}</p> : null}
                </Removable>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section aria-labelledby="closures" className="mb-8">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="closures" className="text-xl font-semibold text-ink">
            {text.closures}
          </h2>
          <Button asChild>
            <Link to={`${base}/closures/new`}>{text.addClosure}</Link>
          </Button>
        </div>
        {loaderData.closures.length === 0 ? (
          <p className="text-ink-muted">{text.noClosures}</p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {loaderData.closures.map((closure) => (
            <Removable
              key={closure.id}
              kind="closure"
              id={closure.id}
              version={closure.version}
              what={closure.name}
              editTo={`${base}/closures/${closure.id}`}
            >
              <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                {closure.name}
                {closure.needsCheck ? <Badge variant="accent">{text.checkThisDate}</Badge> : null}
              </p>
              <p className="text-sm text-ink-muted">
                {closure.dates} · {closure.groups}
              </p>
              {closure.needsCheck ? (
                <div className="mt-2">
                  <ActionForm
                    size="md"
                    intent="confirm-closure"
                    label={text.confirmDate}
                    pendingLabel={text.confirming}
                    fields={{ id: closure.id, version: String(closure.version) }}
                    accessibleName={`${text.confirmDate}: ${closure.name}, ${closure.dates}`}
                  />
                </div>
              ) : null}
            </Removable>
          ))}
        </ul>
      </section>

      <section aria-labelledby="changes" className="mb-8">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="changes" className="text-xl font-semibold text-ink">
            {text.changes}
          </h2>
          <Button asChild>
            <Link to={`/admin/schedule/cancel?season=${season.id}`}>{text.cancelClass}</Link>
          </Button>
        </div>
        {loaderData.orphaned.length > 0 ? (
          <div
            className="mb-4 rounded-card border border-danger/40 bg-danger-surface p-4"
            data-testid="orphaned"
          >
            <h3 className="font-semibold text-danger">{text.needsAttention}</h3>
            <p className="mb-2 text-ink">{text.orphaned}</p>
            <ChangeList seasonId={season.id} changes={loaderData.orphaned} orphaned />
          </div>
        ) : null}
        {loaderData.upcoming.length === 0 ? (
          <p className="text-ink-muted">{text.noChanges}</p>
        ) : null}
        <ChangeList seasonId={season.id} changes={loaderData.upcoming} />
      </section>
    </>
  );
}
