import { rm } from "node:fs/promises";
import { data, Form, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/resource-edit";
import { adminText } from "~/content/admin";
import { resourcesAdminText as text } from "~/content/admin-resources";
import {
  acceptedExtensions,
  resourceCategories,
  resourcesText,
  type ResourceCategory,
} from "~/content/resources";
import { getDb } from "~/infra/db.server";
import { env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { getStorage, incomingDir } from "~/infra/storage/storage.server";
import { formatAddedDate } from "~/lib/event-dates";
import { formatFileSize } from "~/lib/file-size";
import { mediaTypeOf } from "~/lib/form-types";
import { formText } from "~/lib/form-text";
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
import {
  findResource,
  replaceResourceFile,
  ResourceFileRefused,
  updateResource,
} from "~/services/resources/resources.server";
import { receiveUpload, UploadRefused } from "~/services/resources/upload.server";
import type { Actor } from "~/services/staff/audit.server";
import { readAdminForm, redirectWithNotice, requireStaff } from "~/http/staff-access.server";
import { staffMeta } from "./staff-page";

// One resource (/admin/resources/<id>): its title, description, category, featured mark and
// order, saved as a form; and its file, replaced by a multipart post to the same page, checked
// as an upload is (by content, within RESOURCE_MAX_BYTES). The old file goes once the new one
// is in place.

function idOf(params: { id: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new Response(text.errors.notFound, { status: 404 });
  }
  return id;
}

const categoryValues = resourceCategories.map((category) => category.value) as [
  ResourceCategory,
  ...ResourceCategory[],
];

const schema = z.object({
  title: formText({ max: 200, tooLong: text.errors.title, required: text.errors.title }),
  description: formText({ max: 2000, tooLong: text.errors.description, multiLine: true }).transform(
    (value) => (value === "" ? null : value),
  ),
  category: z.enum(categoryValues, { error: text.errors.category }),
  featured: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
  sortOrder: formText({ max: 5, tooLong: text.errors.sortOrder, required: text.errors.sortOrder })
    .pipe(z.string().regex(/^\d+$/, text.errors.sortOrder))
    .transform(Number)
    .refine((value) => value <= 10_000, text.errors.sortOrder),
});

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const resource = await findResource(getDb(), idOf(params));
  if (!resource) throw new Response(text.errors.notFound, { status: 404 });
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
async function replaceFile(request: Request, id: number, actor: Actor) {
  const refused = (message: string, status: number) =>
    data(
      { message, file: true as const },
      {
        status,
        headers: { Connection: "close" },
      },
    );
  let upload;
  try {
    upload = await receiveUpload(request, {
      maxBytes: env.RESOURCE_MAX_BYTES,
      tempDir: incomingDir(),
    });
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    const maxSize = formatFileSize(env.RESOURCE_MAX_BYTES);
    return refused(
      error.status === 413 ? resourcesText.tooLarge(maxSize) : resourcesText.uploadFailed,
      error.status,
    );
  }
  const { file } = upload;
  try {
    if (!file || file.facts.size === 0) return refused(text.errors.noFile, 400);
    try {
      const db = getDb();
      const found = await replaceResourceFile(db, await getStorage(), actor, id, file);
      if (!found) return refused(text.errors.notFound, 404);
    } catch (error) {
      if (error instanceof ResourceFileRefused) return refused(resourcesText.wrongType, 415);
      logger.error({ err: error }, "a resource's file could not be replaced");
      return refused(resourcesText.uploadFailed, 500);
    }
    return redirectWithNotice("/admin/resources", "resource-replaced");
  } finally {
    if (file) await rm(file.tempPath, { force: true });
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const id = idOf(params);
  if (mediaTypeOf(request.headers.get("content-type")) === "multipart/form-data") {
    return replaceFile(request, id, actor);
  }
  const { submission } = await readAdminForm(request, schema);
  if (submission.status !== "success") {
    return data(
      { reply: submission.reply(), message: undefined, file: false as const },
      { status: 400 },
    );
  }
  if (!(await updateResource(getDb(), actor, id, submission.value))) {
    throw new Response(text.errors.notFound, { status: 404 });
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
  const reply = result && !result.file ? result.reply : undefined;
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
        <FormError reply={reply} message={result && !result.file ? result.message : undefined} />
        <TextField {...field("title", resource.title)} required maxLength={200} />
        <TextAreaField
          {...field("description", resource.description ?? "")}
          maxLength={2000}
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
        <SaveOrCancel
          saveLabel={adminText.save}
          pendingLabel={adminText.saving}
          cancelLabel={adminText.cancel}
          cancelTo="/admin/resources"
        />
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
          <FormError message={result?.file ? result.message : undefined} />
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
