import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/resources";
import { adminText } from "~/content/admin/frame";
import { resourcesAdminText as text } from "~/content/admin/resources";
import { categoryLabel } from "~/model/resources";
import { getDb } from "~/infra/db.server";
import { getStorage } from "~/infra/storage/storage.server";
import { formatAddedDate } from "~/model/times";
import { formatFileSize } from "~/lib/file-size";
import { FormError } from "~/components/admin/form";
import { ActionForm, ConfirmPanel } from "~/components/admin/action-forms";
import { AdminHeading } from "~/components/admin/admin-frame";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  deleteResource,
  moveResource,
  type ResourceRecord,
} from "~/services/resources/resources.server";
import { listResources } from "~/services/resources/resource-reads.server";
import {
  intentOf,
  readAdminForm,
  redirectWithNotice,
  requireStaff,
} from "~/http/staff-access.server";
import { staffMeta } from "./staff-page";
import { refusedPart } from "~/lib/form-result";
import { refuseForm } from "~/http/answers.server";

// The resource library as staff manage it: every document in the order /resources shows them
// (featured first), each moved up or down within its group, edited, or deleted with its file
// (asked again first). Uploads happen on the public page, where staff see the result at once.

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const resources = await listResources(getDb());
  return {
    resources: resources.map((resource) => ({
      ...resource,
      size: formatFileSize(resource.fileSize),
      added: formatAddedDate(resource.createdAt),
    })),
  };
}

const schema = z.object({ id: z.coerce.number().int().positive() });

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const { form, submission } = await readAdminForm(request, schema);
  if (submission.status !== "success") {
    return refuseForm(400, { message: text.errors.notFound });
  }
  const { id } = submission.value;
  const intent = intentOf(form);
  const db = getDb();
  if (intent === "delete") {
    if (!(await deleteResource(db, await getStorage(), actor, id))) {
      return refuseForm(404, { message: text.errors.notFound });
    }
    return redirectWithNotice("/admin/resources", "resource-deleted");
  }
  if (intent === "up" || intent === "down") {
    if (!(await moveResource(db, actor, id, intent))) {
      return refuseForm(404, { message: text.errors.notFound });
    }
    return redirectWithNotice("/admin/resources", "resource-moved");
  }
  return refuseForm(400, { message: adminText.saveFailed });
}

export function meta() {
  return staffMeta(text.heading);
}

type Row = ResourceRecord & { size: string; added: string };

function ResourceRow({
  resource,
  first,
  last,
  confirming,
}: {
  resource: Row;
  first: boolean;
  last: boolean;
  confirming: boolean;
}) {
  const fields = { id: String(resource.id) };
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            to={`/admin/resources/${resource.id}`}
            className="inline-flex min-h-11 min-w-11 items-center text-lg font-semibold break-words text-ink hover:underline"
          >
            {resource.title}
          </Link>
          {resource.featured ? <Badge variant="accent">{text.featured}</Badge> : null}
        </p>
        <p className="text-sm break-words text-ink-muted">
          {categoryLabel(resource.category)} · {resource.fileName} ·{" "}
          <span className="whitespace-nowrap">{resource.size}</span> ·{" "}
          <span className="whitespace-nowrap">
            {text.added} {resource.added}
          </span>
        </p>
      </div>
      {confirming ? (
        <ConfirmPanel
          question={text.deleteQuestion(resource.title)}
          intent="delete"
          label={adminText.confirmDelete}
          pendingLabel={adminText.saving}
          cancelTo="/admin/resources"
          fields={fields}
        />
      ) : (
        <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap">
          {first ? null : (
            <ActionForm
              intent="up"
              label={text.moveUp}
              accessibleName={text.moveUpLabel(resource.title)}
              pendingLabel={adminText.saving}
              fields={fields}
            />
          )}
          {last ? null : (
            <ActionForm
              intent="down"
              label={text.moveDown}
              accessibleName={text.moveDownLabel(resource.title)}
              pendingLabel={adminText.saving}
              fields={fields}
            />
          )}
          <Button asChild variant="outline" size="compact">
            <Link
              to={`/admin/resources/${resource.id}`}
              aria-label={text.editLabel(resource.title)}
            >
              {text.edit}
            </Link>
          </Button>
          <Button asChild variant="ghost" size="compact">
            <a
              href={resource.fileUrl}
              target="_blank"
              rel="noopener"
              aria-label={text.openLabel(resource.title)}
            >
              {text.open}
            </a>
          </Button>
          <Button asChild variant="ghost" size="compact">
            <Link
              to={`?confirm=${resource.id}`}
              preventScrollReset
              aria-label={text.deleteLabel(resource.title)}
            >
              {text.delete}
            </Link>
          </Button>
        </div>
      )}
    </li>
  );
}

export default function ResourcesAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusedPart(actionData);
  const [params] = useSearchParams();
  const confirming = Number(params.get("confirm"));
  const { resources } = loaderData;
  return (
    <>
      <AdminHeading title={text.heading}>
        <Button asChild>
          <Link to="/resources?upload=1#upload">{text.upload}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/resources">{text.viewPage}</Link>
        </Button>
      </AdminHeading>
      <p className="mb-6 text-ink-muted">{text.intro}</p>
      <div className="mb-4 empty:hidden">
        <FormError message={refused?.message} />
      </div>
      {resources.length === 0 ? (
        <p className="text-ink-muted">{adminText.none}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {resources.map((resource, index) => {
            // Moves stay within a resource's group: featured ones, then the rest.
            const previous = resources[index - 1];
            const next = resources[index + 1];
            return (
              <ResourceRow
                key={resource.id}
                resource={resource}
                first={!previous || previous.featured !== resource.featured}
                last={!next || next.featured !== resource.featured}
                confirming={confirming === resource.id}
              />
            );
          })}
        </ul>
      )}
    </>
  );
}
