import { Form } from "react-router";
import type { Route } from "./+types/audit";
import { adminText } from "~/content/admin/frame";
import { auditText as text } from "~/content/admin/audit";
import { getDb } from "~/infra/db.server";
import { formatStaffTime } from "~/model/times";
import { now } from "~/infra/clock.server";
import { cn } from "~/lib/cn";
import { AdminHeading } from "~/components/admin/admin-frame";
import { Button } from "~/components/ui/button";
import { fieldClassName, Label } from "~/components/ui/input";
import { auditActors, auditPage } from "~/services/staff/audit.server";
import { Pager } from "~/components/admin/pager";
import { recordKinds } from "~/model/staff";
import { requireOwner } from "~/http/staff-access.server";
import { cursorOf, pagerOf } from "./inbox-filter.server";
import { staffMeta } from "./staff-page";

// Owners only: every change staff made, newest first, by person and by kind of record, a page at
// a time.

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  const url = new URL(request.url);
  const params = url.searchParams;
  const kind = recordKinds.find((known) => known === params.get("kind"));
  const actorId = params.get("actor")?.slice(0, 100) || undefined;
  const db = getDb();
  const [page, actors] = await Promise.all([
    auditPage(db, { kind, actorId }, cursorOf(url)),
    auditActors(db),
  ]);
  const at = now();
  return {
    filter: { kind: kind ?? "", actor: actorId ?? "" },
    actors,
    pager: pagerOf(url, page.next),
    entries: page.rows.map((entry) => ({
      ...entry,
      when: formatStaffTime(entry.createdAt, at, { zone: true }),
    })),
  };
}

export function meta() {
  return staffMeta(text.heading);
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { filter, actors, entries, pager } = loaderData;
  const select = cn(fieldClassName, "min-h-11");
  return (
    <>
      <AdminHeading title={text.heading} />
      <Form
        method="get"
        role="search"
        className="mb-6 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="audit-actor">{text.person}</Label>
          <select id="audit-actor" name="actor" defaultValue={filter.actor} className={select}>
            <option value="">{text.everyone}</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.actor}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="audit-kind">{text.kind}</Label>
          <select id="audit-kind" name="kind" defaultValue={filter.kind} className={select}>
            <option value="">{text.allKinds}</option>
            {recordKinds.map((kind) => (
              <option key={kind} value={kind}>
                {text.kinds[kind]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          {adminText.filter}
        </Button>
      </Form>
      {entries.length === 0 ? (
        <p className="text-ink-muted">{text.empty}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={text.heading}>
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-card border border-border bg-surface p-4">
              <p className="font-semibold text-ink">{entry.summary}</p>
              <p className="text-sm text-ink-muted">
                {entry.when} · {entry.actor}
              </p>
              {Object.keys(entry.changes).length > 0 ? (
                <details className="mt-2 text-sm">
                  <summary className="min-h-11 cursor-pointer py-3 text-primary">
                    {text.changes}
                  </summary>
                  <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                    {Object.entries(entry.changes).map(([field, [before, after]]) => (
                      <div key={field} className="contents">
                        <dt className="font-mono text-ink-muted">{field}</dt>
                        <dd className="break-words">
                          {show(before)} → {show(after)}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <Pager label={adminText.pagesOf(text.heading)} {...pager} />
    </>
  );
}
