import { Form, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/resource-edit";
import { resourcesAdminText as text } from "~/content/admin/resources";
import { resourcesText } from "~/content/resources";
import { acceptedExtensions, resourceCategories } from "~/model/resources";
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
  FormError,
  SaveOrCancel,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/admin/form";
import { AdminHeading } from "~/components/admin/admin-frame";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/input";
import { findResource } from "~/services/resources/resource-reads.server";
import { replaceResourceFile, updateResource } from "~/services/resources/resources.server";
import { ResourceFileRefused } from "~/services/resources/resource-files.server";
import { resourceEditSchema } from "~/services/resources/schema";
import { refuse, refuseForm, type RefusalStatus } from "~/http/answers.server";
import { withUploadPost } from "~/http/form-post.server";
import type { Actor } from "~/services/staff/audit.server";
import { readAdminForm, redirectWithNotice, requireStaff } from "~/http/staff-access.server";
import { staffMeta } from "./staff-page";

// One resource (/admin/resources/<id>): its title, description, category, featured mark and
// order, saved as a form; and its file, replaced by a multipart post to the same page, checked
// as an upload is (by content, within RESOURCE_MAX_BYTES). The old file goes once the new one
// is in place.

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

/** The file's part of the page: a multipart post of one new file. */
function replaceFile(request: Request, id: number, actor: Actor) {
  // The body may be left unread: the connection is closed after answering.
  const refused = (status: RefusalStatus, message: string) =>
    refuseForm(status, { message, reason: "file" }, { close: true });
  const limits = { maxBytes: env.RESOURCE_MAX_BYTES, tempDir: incomingDir() };
  return withUploadPost(request, noFields, limits, async (post) => {
    if (post.outcome === "unreadable") {
      const maxSize = formatFileSize(env.RESOURCE_MAX_BYTES);
      return refused(
        post.status,
        post.status === 413 ? resourcesText.tooLarge(maxSize) : resourcesText.uploadFailed,
      );
    }
    const { file } = post;
    if (!file || file.facts.size === 0) return refused(400, text.errors.noFile);
    try {
      const found = await replaceResourceFile(getDb(), await getStorage(), actor, id, file);
      if (!found) return refused(404, text.errors.notFound);
    } catch (error) {
      if (error instanceof ResourceFileRefused) return refused(415, resourcesText.wrongType);
      logger.error({ err: error }, "a resource's file could not be replaced");
      return refused(500, resourcesText.uploadFailed);
    }
    return redirectWithNotice("/admin/resources", "resource-replaced");
  });
}

/** Replacing the file sends the file alone. */
const noFields = z.object({});

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const id = idOf(params);
  if (mediaTypeOf(request.headers.get("content-type")) === "multipart/form-data") {
    return replaceFile(request, id, actor);
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
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const replacing =
    navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  // The file's form says its refusals with reason "file"; the fields' form with its reply.
  const refused = result && !result.success ? result : undefined;
  const fileRefused = refused?.reason === "file" ? refused : undefined;
  const fieldsRefused = refused?.reason === "file" ? undefined : refused;
  const reply = fieldsRefused?.reply;
  const field = (name: keyof typeof text.fields, defaultValue: string) => ({
    name,
    label: text.fields[name],
    reply,
    defaultValue,
  });
  const featured = reply ? reply.initialValue?.featured === "on" : resource.featured;
  return (
    <>
      <AdminHeading title={text.editHeading} />
      <Form method="post" className="flex max-w-3xl flex-col gap-5">
        <FormError reply={reply} message={fieldsRefused?.message} />
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
        <SaveOrCancel cancelTo="/admin/resources" />
      </Form>

      <section aria-labelledby="file-heading" className="mt-10 max-w-3xl">
        <h2 id="file-heading" className="mb-3 text-xl font-bold text-ink">
          {text.fileHeading}
        </h2>
        <p className="mb-4 break-words text-ink-muted">
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
        <Form
          method="post"
          encType="multipart/form-data"
          className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4"
        >
          <FormError message={fileRefused?.message} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="replacement-file">{text.replaceLabel}</Label>
            <input
              id="replacement-file"
              name="file"
              type="file"
              required
              accept={acceptedExtensions.map((extension) => `.${extension}`).join(",")}
              aria-describedby="replacement-file-hint"
              className="min-h-11 max-w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-control file:border file:border-border file:bg-surface-muted file:px-4 file:font-semibold file:text-ink"
            />
            <p id="replacement-file-hint" className="text-sm text-ink-muted">
              {resourcesText.fileHint} {text.sizeLimit(maxSize)}
            </p>
          </div>
          <Button type="submit" variant="outline" disabled={replacing} className="self-start">
            {replacing ? text.replacing : text.replace}
          </Button>
        </Form>
      </section>
    </>
  );
}
