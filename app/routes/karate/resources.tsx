import { lazy, Suspense, useEffect, useState } from "react";
import { data, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/resources";
import { isResourceCategory } from "~/model/resources";
import { resourcesFaq, resourcesText, uploadResults, type UploadResult } from "~/content/resources";
import { studio } from "~/content/studio";
import { getDb } from "~/infra/db.server";
import { env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { getStorage, incomingDir } from "~/infra/storage/storage.server";
import { metaFor } from "~/components/layout/page-meta";
import { useHydrated } from "~/lib/use-hydrated";
import { formatFileSize } from "~/lib/file-size";
import { addResource, type ResourceRecord } from "~/services/resources/resources.server";
import {
  libraryCursorText,
  parseLibraryCursor,
  resourcesPage,
} from "~/services/resources/resource-reads.server";
import { ResourceFileRefused } from "~/services/resources/resource-files.server";
import { resourceFieldsSchema } from "~/services/resources/schema";
import { formDone, noStore, refuseForm, type RefusalStatus } from "~/http/answers.server";
import { withUploadPost } from "~/http/form-post.server";
import { keptValue } from "~/lib/form-reply";
import type { FormReply } from "~/lib/form-result";
import { currentStaff, mustEnrol, requireStaff } from "~/http/staff-access.server";
import { FaqSection } from "~/components/sections/faq-section";
import { PageHero } from "~/components/sections/page-hero";
import {
  CategoryFilter,
  ResourceGrid,
  ResourceValues,
} from "~/components/sections/resource-library";
import { Button } from "~/components/ui/button";
import { LazyToaster, readyToast } from "~/components/ui/lazy-toaster";
import { Upload } from "~/components/ui/icons";
import { Section } from "~/components/ui/section";
import { Static } from "~/components/ui/static";
import type { UploadAnswer } from "~/components/sections/resource-upload";
import { sectionHeight } from "~/lib/sections";

// /resources, "Dojo Resources" (spec §2, §4, §5, §7, §8): rendered per request from the database.
// Signed-in staff also get the upload form: a dialog with script, a section of the page without.
// The server decides who may upload and what: uploads.server.ts reads the file as it arrives.

const ResourceUploadDialog = lazy(() => import("~/components/sections/resource-upload-dialog"));

// Without script, the upload form and the last upload's result are part of the page; with script
// the app puts the dialog and its toasts in their place as soon as it has taken the page over.
// So they are drawn by the server only and left as drawn while the app takes over (ui/static.tsx):
// the browser never renders them, and its bundle leaves their code out. No Suspense boundary is
// above them, so the server finishes the page with them in it before it sends any of it.
const UploadWithoutScript = import.meta.env.SSR
  ? lazy(() =>
      import("~/components/sections/resource-upload").then((module) => ({
        default: module.UploadWithoutScript,
      })),
    )
  : null;

/** Whether the signed-in staff member may upload (two-step sign-in set up where required). */
async function mayUpload(request: Request): Promise<boolean> {
  try {
    const signedIn = await currentStaff(request);
    if (!signedIn) return false;
    return !(await mustEnrol(signedIn));
  } catch (error) {
    logger.error({ err: error }, "the staff session could not be checked");
    return false;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("category");
  const category = isResourceCategory(asked) ? asked : null;
  let resources: ResourceRecord[] = [];
  let loadFailed = false;
  // A page at a time: ?after= names the last resource of the page before.
  const after = parseLibraryCursor(url.searchParams.get("after"));
  let more: string | null = null;
  try {
    const page = await resourcesPage(getDb(), category ?? undefined, after);
    resources = page.resources;
    if (page.next) {
      const next = new URLSearchParams(category ? { category } : {});
      next.set("after", libraryCursorText(page.next));
      more = `/resources?${next}`;
    }
  } catch (error) {
    // Spec §8: the page still shows, with the list empty and the error said.
    logger.error({ err: error }, "resources could not be loaded");
    loadFailed = true;
  }
  const canUpload = await mayUpload(request);
  const result = url.searchParams.get("result");
  return data(
    {
      resources,
      category,
      more,
      first: after ? `/resources${category ? `?${new URLSearchParams({ category })}` : ""}` : null,
      loadFailed,
      canUpload,
      showForm: canUpload && url.searchParams.get("upload") === "1",
      result: uploadResults.find((each) => each === result) ?? null,
      maxSize: formatFileSize(env.RESOURCE_MAX_BYTES),
      maxBytes: env.RESOURCE_MAX_BYTES,
    },
    // A signed-in page (or one that says a database read failed) is never cached.
    canUpload || loadFailed ? { headers: { "Cache-Control": "no-store" } } : undefined,
  );
}

type UploadRefusal = Exclude<UploadResult, "uploaded">;

/** The resource's fields, and "js" from a form posted in the page (answered in place). */
const uploadSchema = resourceFieldsSchema.extend({ js: z.literal("1").optional() });

export async function action({ request }: Route.ActionArgs) {
  const signedIn = await requireStaff(request);
  // The body may be left unread: the connection is closed after answering.
  const refused = (status: RefusalStatus, reason: UploadRefusal, reply?: FormReply) =>
    refuseForm(status, { reason, reply }, { close: true });
  const limits = { maxBytes: env.RESOURCE_MAX_BYTES, tempDir: incomingDir() };
  return withUploadPost(request, uploadSchema, limits, async (post) => {
    if (post.outcome === "unreadable") {
      return refused(post.status, post.status === 413 ? "too-large" : "failed");
    }
    const { file, reply } = post;
    const title = keptValue(reply, "title")?.trim();
    if (!title || !file || file.facts.size === 0) return refused(400, "missing", reply);
    if (post.outcome === "invalid") return refused(400, "failed", reply);
    try {
      await addResource(getDb(), await getStorage(), signedIn.actor, post.value, file);
    } catch (error) {
      if (error instanceof ResourceFileRefused) return refused(415, "wrong-type", reply);
      logger.error({ err: error }, "a resource could not be uploaded");
      return refused(500, "failed", reply);
    }
    if (post.value.js) return formDone();
    return redirect("/resources?result=uploaded", { headers: noStore });
  });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export const meta = metaFor({
  title: `${resourcesText.title} | ${studio.name}`,
  description: resourcesText.description,
  path: "/resources",
});

export default function Resources({ loaderData, actionData }: Route.ComponentProps) {
  const { resources, category, more, first, loadFailed, canUpload, showForm, result, maxSize } =
    loaderData;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  // Opened at once when asked for by the address (the staff area's "Upload Resource" link).
  const [open, setOpen] = useState(showForm);
  // The toasts' code loads once the upload is first opened (or a read has failed), and stays.
  const [toastsWanted, setToastsWanted] = useState(showForm);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/resources";
  const answer = actionData as UploadAnswer | undefined;
  const failedResult = answer && !answer.success ? answer : undefined;
  const formWithoutScript = canUpload && (showForm || failedResult !== undefined);

  useEffect(() => {
    if (!loadFailed) return;
    void readyToast().then((toast) =>
      toast.error(resourcesText.errorTitle, { description: resourcesText.loadFailed }),
    );
  }, [loadFailed]);

  return (
    <>
      <PageHero id="page-heading" title={resourcesText.heading} intro={resourcesText.intro}>
        {canUpload ? (
          hydrated ? (
            <Button
              type="button"
              onClick={() => {
                setToastsWanted(true);
                setOpen(true);
              }}
            >
              <Upload aria-hidden className="size-4" />
              {resourcesText.upload}
            </Button>
          ) : (
            <Button asChild>
              <Link to="/resources?upload=1#upload">
                <Upload aria-hidden className="size-4" />
                {resourcesText.upload}
              </Link>
            </Button>
          )
        ) : null}
      </PageHero>
      {canUpload && hydrated ? (
        <Suspense fallback={null}>
          <ResourceUploadDialog
            open={open}
            onOpenChange={setOpen}
            maxSize={maxSize}
            maxBytes={loaderData.maxBytes}
          />
        </Suspense>
      ) : null}
      {!hydrated && (formWithoutScript || result) ? (
        <Static>
          {UploadWithoutScript ? (
            <UploadWithoutScript
              form={formWithoutScript}
              result={result}
              maxSize={maxSize}
              maxBytes={loaderData.maxBytes}
              serverResult={failedResult}
            />
          ) : null}
        </Static>
      ) : null}
      <ResourceValues />
      <Section
        aria-labelledby="library-heading"
        style={sectionHeight(900 + resources.length * 400)}
        width="7xl"
      >
        <h2 id="library-heading" className="mb-6 text-3xl font-bold text-ink">
          {resourcesText.listHeading}
        </h2>
        <CategoryFilter current={category} />
        {loadFailed ? (
          <p
            role="alert"
            className="mt-6 rounded-control border border-danger/40 bg-danger-surface p-3 font-medium text-danger"
          >
            {resourcesText.errorTitle}: {resourcesText.loadFailed}
          </p>
        ) : null}
        <ResourceGrid resources={resources} category={category} loading={loading} />
        {more || first ? (
          <nav aria-label={resourcesText.pagesLabel} className="mt-8 flex flex-wrap gap-3">
            {more ? (
              <Button asChild variant="outline">
                <Link to={more}>{resourcesText.moreResources}</Link>
              </Button>
            ) : null}
            {first ? (
              <Button asChild variant="ghost">
                <Link to={first}>{resourcesText.firstResources}</Link>
              </Button>
            ) : null}
          </nav>
        ) : null}
      </Section>
      <FaqSection title={resourcesText.faqHeading} items={resourcesFaq} />
      <Suspense fallback={null}>
        {hydrated && (toastsWanted || loadFailed) ? <LazyToaster /> : null}
      </Suspense>
    </>
  );
}
