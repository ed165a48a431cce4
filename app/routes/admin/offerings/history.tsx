import { Link } from "react-router";
import type { Route } from "./+types/history";
import { offeringsText as text } from "~/content/admin/offerings";
import { scheduleText } from "~/content/admin/schedule-pages";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { formatPrice } from "~/model/prices";
import { formatInstantForStaff } from "~/model/times";
import { FormError } from "~/components/admin/form";
import { ActionForm } from "~/components/admin/action-forms";
import { AdminHeading } from "~/components/admin/admin-frame";
import { Button } from "~/components/ui/button";
import { loadOfferings } from "~/services/offerings/offering-reads.server";
import { restoreOffering } from "~/services/offerings/offering-saves.server";
import { restoreFormSchema } from "~/services/offerings/forms";
import { offeringsGroup, seasonHistory, type Revision } from "~/services/schedule/revisions.server";
import { refuseForm } from "~/http/answers.server";
import { readAdminForm, redirectWithNotice, requireStaff } from "~/http/staff-access.server";
import { answerSave } from "~/http/season-answers.server";
import { refusedPart } from "~/lib/form-result";
import { staffHeadersWithAction, staffMeta } from "../staff-page";

// Every change to the courses, camps, tournaments and prices, newest first, in staff words, each
// with Restore: the record written back as it was then (as a new change of its own, which can
// be undone in turn). Restore is held to the version of the record this page was read at.

/** A revision's record in one line: its title, and its price where it has one. */
function describe(revision: Revision): string {
  const row = revision.row;
  const title = typeof row.title === "string" ? row.title : String(row.label ?? "");
  const cents =
    typeof row.cents === "number"
      ? row.cents
      : typeof row.priceCents === "number"
        ? row.priceCents
        : undefined;
  const year = typeof row.year === "number" ? ` ${row.year}` : "";
  return `${title}${year}${cents === undefined ? "" : ` · ${formatPrice(cents)}`}`;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const db = getDb();
  const [revisions, offerings] = await Promise.all([
    seasonHistory(db, offeringsGroup),
    loadOfferings(db),
  ]);
  const versions = new Map(
    [...offerings.courses, ...offerings.camps, ...offerings.prices, ...offerings.competitions].map(
      (offering) => [offering.id, offering.version],
    ),
  );
  return {
    revisions: revisions.map((revision) => ({
      id: revision.id,
      heading: `${scheduleText.reasons[revision.reason]} · ${scheduleText.kinds[revision.kind]}`,
      line: describe(revision),
      byOn: scheduleText.byOn(revision.staffName, formatInstantForStaff(revision.at)),
      version: versions.get(revision.recordId),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const { submission } = await readAdminForm(request, restoreFormSchema);
  if (submission.status !== "success") return refuseForm(400, { message: text.errors.record });
  const { revision, version } = submission.value;
  return answerSave(
    submission,
    () =>
      restoreOffering(
        getDb(),
        actor,
        { revisionId: revision, ...(version === undefined ? {} : { version }) },
        now(),
      ),
    () => redirectWithNotice("/admin/offerings/history", "restored"),
  );
}

// A refusal's own headers (a busy database's Retry-After) with the staff area's.
export const headers = staffHeadersWithAction;

export function meta() {
  return staffMeta(text.historyHeading);
}

export default function OfferingsHistory({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusedPart(actionData);
  const { revisions } = loaderData;
  return (
    <>
      <AdminHeading title={text.historyHeading}>
        <Button asChild variant="outline">
          <Link to="/admin/offerings">{text.heading}</Link>
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
              pendingLabel={text.restore}
              fields={{
                revision: String(revision.id),
                version: revision.version === undefined ? "" : String(revision.version),
              }}
              accessibleName={`${text.restore}: ${revision.heading}, ${revision.line}`}
            />
          </li>
        ))}
      </ol>
    </>
  );
}
