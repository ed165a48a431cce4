import { Link } from "react-router";
import type { Route } from "./+types/offerings";
import { offeringsText as text } from "~/content/admin/offerings";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { campIsOver, competitionIsOver, courseStanding } from "~/model/offerings";
import { formatDay, newYorkDate } from "~/model/seasons";
import { formatPrice } from "~/model/prices";
import { FormError } from "~/components/admin/form";
import { ConfirmPanel } from "~/components/admin/action-forms";
import { AdminHeading } from "~/components/admin/admin-frame";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { loadOfferings } from "~/services/offerings/offering-reads.server";
import { removeOffering } from "~/services/offerings/offering-saves.server";
import { removeFormSchema } from "~/services/offerings/forms";
import { readAdminForm, redirectWithNotice, requireStaff } from "~/http/staff-access.server";
import { answerSave } from "~/http/season-answers.server";
import { refuseForm } from "~/http/answers.server";
import { refusedPart } from "~/lib/form-result";
import { staffHeadersWithAction, staffMeta } from "../staff-page";

// "Courses & prices": the yoga courses, the summer camps and the tournaments, each with where it
// stands today (a course that has ended is off the public page, and says so here), the link to
// edit it, and Remove, asked again first (?confirm=<id>). Prices and History have pages of their
// own.

type Row = {
  id: string;
  version: number;
  title: string;
  detail: string;
  standing: string;
  /** Off the public page by date: shown muted, with why. */
  past: boolean;
  editTo: string;
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const offerings = await loadOfferings(getDb());
  const today = newYorkDate(now());
  const day = (value: string) => formatDay(value as never, "date");
  const courses: Row[] = offerings.courses.map(({ id, version, data }) => {
    const standing = courseStanding(data, today);
    return {
      id,
      version,
      title: `${data.title} (${data.ages})`,
      detail: [
        `${data.day}s`,
        data.sessions ? `${day(data.sessions.first)} to ${day(data.sessions.last)}` : "",
        data.priceCents === null ? "" : formatPrice(data.priceCents),
      ]
        .filter(Boolean)
        .join(" · "),
      standing: text.standings[standing],
      past: standing === "ended",
      editTo: `/admin/offerings/courses/${id}`,
    };
  });
  const camps: Row[] = offerings.camps.map(({ id, version, data }) => ({
    id,
    version,
    title: text.campTitle(data.side, data.year),
    detail: [
      data.firstDay && data.lastDay ? `${day(data.firstDay)} to ${day(data.lastDay)}` : "",
      data.priceCents === null ? "" : formatPrice(data.priceCents),
      text.registrationStates[data.registration.state],
    ]
      .filter(Boolean)
      .join(" · "),
    standing: campIsOver(data, today) ? text.standings.over : text.standings.current,
    past: campIsOver(data, today),
    editTo: `/admin/offerings/camps/${id}`,
  }));
  const competitions: Row[] = offerings.competitions.map(({ id, version, data }) => ({
    id,
    version,
    title: data.title,
    detail: [day(data.day), text.registrationStates[data.registration.state]].join(" · "),
    standing: competitionIsOver(data, today) ? text.standings.over : text.standings.current,
    past: competitionIsOver(data, today),
    editTo: `/admin/offerings/competitions/${id}`,
  }));
  const confirm = new URL(request.url).searchParams.get("confirm");
  return { courses, camps, competitions, confirm };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const { submission } = await readAdminForm(request, removeFormSchema);
  if (submission.status !== "success") return refuseForm(400, { message: text.errors.record });
  return answerSave(
    submission,
    () => removeOffering(getDb(), actor, submission.value, now()),
    () => redirectWithNotice("/admin/offerings", "offering-removed"),
  );
}

// A refusal's own headers (a busy database's Retry-After) with the staff area's.
export const headers = staffHeadersWithAction;

export function meta() {
  return staffMeta(text.heading);
}

function Rows({
  rows,
  confirm,
  removable,
  label,
}: {
  rows: Row[];
  confirm: string | null;
  removable: boolean;
  label: string;
}) {
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {rows.map((row) => (
        <li
          key={row.id}
          data-testid="offering"
          className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card"
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <Link
                  to={row.editTo}
                  className="text-lg font-semibold text-ink underline-offset-4 hover:underline"
                >
                  {row.title}
                </Link>
                <Badge variant={row.past ? "outline" : "accent"}>{row.standing}</Badge>
              </p>
              <p className="text-sm text-ink-muted">{row.detail}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <Link to={row.editTo} aria-label={`${text.edit}: ${row.title}`}>
                  {text.edit}
                </Link>
              </Button>
              {removable && confirm !== row.id ? (
                <Button asChild variant="ghost">
                  <Link
                    to={`?confirm=${encodeURIComponent(row.id)}`}
                    aria-label={`${text.remove}: ${row.title}`}
                  >
                    {text.remove}
                  </Link>
                </Button>
              ) : null}
            </div>
          </div>
          {removable && confirm === row.id ? (
            <ConfirmPanel
              question={text.removeQuestion(row.title)}
              intent="remove"
              label={text.removeConfirm}
              pendingLabel={text.removeConfirm}
              cancelTo="/admin/offerings"
              fields={{ id: row.id, version: String(row.version) }}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function Offerings({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusedPart(actionData);
  const { confirm } = loaderData;
  return (
    <>
      <AdminHeading title={text.heading}>
        <Button asChild variant="outline">
          <Link to="/admin/offerings/prices">{text.pricesHeading}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin/offerings/history">{text.historyLink}</Link>
        </Button>
      </AdminHeading>
      <p className="mb-6 max-w-2xl text-ink-muted">{text.intro}</p>
      <FormError reply={refused?.reply} message={refused?.message} />
      <section aria-labelledby="courses-heading" className="mb-10">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="courses-heading" className="text-xl font-semibold text-ink">
            {text.coursesHeading}
          </h2>
          <Button asChild>
            <Link to="/admin/offerings/courses/new">{text.addCourse}</Link>
          </Button>
        </div>
        <p className="mb-3 text-sm text-ink-muted">{text.coursesIntro}</p>
        <Rows rows={loaderData.courses} confirm={confirm} removable label={text.coursesHeading} />
      </section>
      <section aria-labelledby="camps-heading" className="mb-10">
        <h2 id="camps-heading" className="mb-3 text-xl font-semibold text-ink">
          {text.campsHeading}
        </h2>
        <p className="mb-3 text-sm text-ink-muted">{text.campsIntro}</p>
        <Rows
          rows={loaderData.camps}
          confirm={confirm}
          removable={false}
          label={text.campsHeading}
        />
      </section>
      <section aria-labelledby="competitions-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="competitions-heading" className="text-xl font-semibold text-ink">
            {text.competitionsHeading}
          </h2>
          <Button asChild>
            <Link to="/admin/offerings/competitions/new">{text.addCompetition}</Link>
          </Button>
        </div>
        <p className="mb-3 text-sm text-ink-muted">{text.competitionsIntro}</p>
        <Rows
          rows={loaderData.competitions}
          confirm={confirm}
          removable
          label={text.competitionsHeading}
        />
      </section>
    </>
  );
}
