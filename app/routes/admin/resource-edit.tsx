import { useActionData } from "react-router";
import type { Route } from "./+types/resource-edit";
import { resourcesAdminText as text } from "~/content/admin/resources";
import { resourcesText } from "~/content/resources";
import { acceptedFileTypes, resourceCategories } from "~/model/resources";
import { getDb } from "~/infra/db.server";
import { env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { getStorage, incomingDir } from "~/infra/storage/storage.server";
import { formatAddedDate } from "~/model/times";
import { formatFileSize } from "~/lib/file-size";
import { mediaTypeOf } from "~/lib/form-types";
import { resourceLimits } from "~/lib/resource-form";
import {
  CheckboxField,
  SaveOrCancel,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/admin/form";
import { AdminHeading } from "~/components/admin/admin-frame";
import { StaffForm } from "~/components/admin/staff-form";
import { FileInput } from "~/components/ui/file-input";
import { Label } from "~/components/ui/input";
import { findResource } from "~/services/resources/resource-reads.server";
import { replaceResourceFile, updateResource } from "~/services/resources/resources.server";
import { ResourceFileRefused } from "~/services/resources/resource-files.server";
import { resourceEditSchema } from "~/services/resources/schema";
import { refuse, refuseForm, type RefusalStatus } from "~/http/answers.server";
import { withUploadPost, type FormReply } from "~/http/form-post.server";
import { refusedPart } from "~/lib/form-result";
import type { Actor } from "~/services/staff/audit.server";
import { readAdminForm, redirectWithNotice, requireStaff } from "~/http/staff-access.server";
import { staffMeta } from "./staff-page";

// One resource (/admin/resources/<id>): its title, description, category, featured mark, order
// and, if one is chosen, a new file, all saved by one button as one multipart post. A new file is
// checked as an upload is (by content, within RESOURCE_MAX_BYTES) and put in place before the
// fields are saved, so a refused file leaves everything as it was; the old file goes once the new
// one is in place. (A url-encoded post, from a client that sends no file, saves the fields.)

function idOf(params: { id: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw refuse(404, text.errors.notFound);
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const resource = await findResource(getDb(), idOf(params));
  if (!resource) throw refuse(404, text.errors.notFound);
  return {
    resource: {
      ...resource,
      size: formatFileSize(resource.fileSize),
      added: formatAddedDate(resource.createdAt),
    },
    maxSize: formatFileSize(env.RESOURCE_MAX_BYTES),
  };
}

/** The whole form, a new file or none: the file first, then the fields. */
function saveWithFile(request: Request, id: number, actor: Actor) {
  // The body may be left unread: the connection is closed after answering.
  const refusedFile = (status: RefusalStatus, message: string, reply?: FormReply) =>
    refuseForm(status, { message, reason: "file", reply }, { close: true });
  const limits = { maxBytes: env.RESOURCE_MAX_BYTES, tempDir: incomingDir() };
  return withUploadPost(request, resourceEditSchema, limits, async (post) => {
    if (post.outcome === "unreadable") {
      const maxSize = formatFileSize(env.RESOURCE_MAX_BYTES);
      return refusedFile(
        post.status,
        post.status === 413 ? resourcesText.tooLarge(maxSize) : resourcesText.uploadFailed,
      );
    }
    if (post.outcome === "invalid") return refuseForm(400, { reply: post.reply });
    const db = getDb();
    const file = post.file && post.file.facts.size > 0 ? post.file : null;
    let found = true;
    if (file) {
      try {
        found = await replaceResourceFile(db, await getStorage(), actor, id, file);
      } catch (error) {
        if (error instanceof ResourceFileRefused) {
          return refusedFile(415, resourcesText.wrongType, post.reply);
        }
        logger.error({ err: error }, "a resource's file could not be replaced");
        return refusedFile(500, resourcesText.uploadFailed, post.reply);
      }
    }
    if (!found || !(await updateResource(db, actor, id, post.value))) {
      throw refuse(404, text.errors.notFound);
    }
    return redirectWithNotice("/admin/resources", file ? "resource-replaced" : "resource-saved");
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const id = idOf(params);
  if (mediaTypeOf(request.headers.get("content-type")) === "multipart/form-data") {
    return saveWithFile(request, id, actor);
  }
  const { submission } = await readAdminForm(request, resourceEditSchema);
  if (submission.status !== "success") {
    return refuseForm(400, { reply: submission.reply() });
  }
  if (!(await updateResource(getDb(), actor, id, submission.value))) {
    throw refuse(404, text.errors.notFound);
  }
  return redirectWithNotice("/admin/resources", "resource-saved");
}

export function meta() {
  return staffMeta(text.editHeading);
}

export default function ResourceEdit({ loaderData }: Route.ComponentProps) {
  const { resource, maxSize } = loaderData;
  const refused = refusedPart(useActionData<typeof action>());
  // A refused file says so under the file's box; anything else above the form.
  const fileError = refused?.reason === "file" ? refused.message : undefined;
  const reply = refused?.reply;
  const field = (name: keyof typeof text.fields, defaultValue: string) => ({
    name,
    label: text.fields[name],
    reply,
    defaultValue,
  });
  const featured = reply ? reply.initialValue?.featured === "on" : resource.featured;
  const describedBy = ["replacement-file-hint", fileError ? "replacement-file-error" : ""];
  return (
    <>
      <AdminHeading title={text.editHeading} />
      <StaffForm
        id="resource"
        reply={reply}
        message={fileError ? undefined : refused?.message}
        encType="multipart/form-data"
        className="flex max-w-3xl flex-col gap-5"
      >
        <TextField {...field("title", resource.title)} required maxLength={resourceLimits.title} />
        <TextAreaField
          {...field("description", resource.description ?? "")}
          maxLength={resourceLimits.description}
          rows={4}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            {...field("category", resource.category)}
            options={resourceCategories.map((category) => ({ ...category }))}
          />
          <TextField
            {...field("sortOrder", String(resource.sortOrder))}
            inputMode="numeric"
            required
            maxLength={5}
            hint={text.sortOrderHint}
          />
        </div>
        <CheckboxField name="featured" label={text.fields.featured} defaultChecked={featured} />
        <fieldset className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-surface p-4">
          <legend className="px-1 font-display text-xl font-bold text-ink">
            {text.fileHeading}
          </legend>
          <p className="break-words text-ink-muted">
            {text.currentFile}:{" "}
            <a
              href={resource.fileUrl}
              target="_blank"
              rel="noopener"
              className="font-semibold text-primary underline"
            >
              {resource.fileName}
            </a>{" "}
            · {resource.size} · {text.added} {resource.added}
          </p>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="replacement-file">{text.replaceLabel}</Label>
            <FileInput
              id="replacement-file"
              name="file"
              accept={acceptedFileTypes}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={describedBy.filter(Boolean).join(" ")}
            />
            <p id="replacement-file-hint" className="text-sm text-ink-muted">
              {text.keepFile} {resourcesText.fileHint} {text.sizeLimit(maxSize)}
            </p>
            {fileError ? (
              <p id="replacement-file-error" role="alert" className="font-medium text-danger">
                {fileError}
              </p>
            ) : null}
          </div>
        </fieldset>
        <SaveOrCancel cancelTo="/admin/resources" />
      </StaffForm>
    </>
  );
}
