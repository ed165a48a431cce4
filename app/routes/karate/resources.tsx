import { rm } from "node:fs/promises";
import { lazy, Suspense, useEffect, useState } from "react";
import { data, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/resources";
import {
  isResourceCategory,
  resourcesFaq,
  resourcesText,
  uploadResults,
  type UploadResult,
} from "~/content/resources";
import { studio } from "~/content/studio";
import { getDb } from "~/infra/db.server";
import { env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { getStorage, incomingDir } from "~/infra/storage/storage.server";
import { pageMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";
import { formatFileSize } from "~/lib/file-size";
import {
  addResource,
  listResources,
  ResourceFileRefused,
  type ResourceRecord,
} from "~/services/resources/resources.server";
import { receiveUpload, UploadRefused } from "~/services/resources/upload.server";
import { currentStaff, mustEnrol, requireStaff } from "~/http/staff-access.server";
import { FaqSection } from "~/components/sections/faq-section";
import { PageHero } from "~/components/sections/page-hero";
import {
  CategoryFilter,
  ResourceGrid,
  ResourceValues,
  type UploadValues,
} from "~/components/sections/resource-library";
import { Button } from "~/components/ui/button";
import { LazyToaster, readyToast } from "~/components/ui/lazy-toaster";
import { Upload } from "~/components/ui/icons";
import { ResultLine, UploadForm } from "~/components/sections/resource-upload";
import { sectionHeight } from "~/lib/sections";

// /resources, "Dojo Resources" (spec §2, §4, §5, §7, §8): rendered per request from the database.
// Signed-in staff also get the upload form: a dialog with script, a section of the page without.
// The server decides who may upload and what: uploads.server.ts reads the file as it arrives.

const ResourceUploadDialog = lazy(() => import("~/components/sections/resource-upload-dialog"));

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
  try {
    resources = await listResources(getDb(), category ?? undefined);
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

function kept(fields: Record<string, string>): UploadValues {
  return { title: fields.title, description: fields.description, category: fields.category };
}

export async function action({ request }: Route.ActionArgs) {
  const signedIn = await requireStaff(request);
  const refused = (result: UploadResult, status: number, fields: Record<string, string> = {}) =>
    data(
      { result, kept: kept(fields) },
      { status, headers: { "Cache-Control": "no-store", Connection: "close" } },
    );
  let upload;
  try {
    upload = await receiveUpload(request, {
      maxBytes: env.RESOURCE_MAX_BYTES,
      tempDir: incomingDir(),
    });
  } catch (error) {
    if (error instanceof UploadRefused) {
      return refused(error.status === 413 ? "too-large" : "failed", error.status);
    }
    throw error;
  }
  const { fields, file } = upload;
  try {
    const title = fields.title?.trim() ?? "";
    const category = fields.category;
    if (!title || !file || file.facts.size === 0) return refused("missing", 400, fields);
    if (title.length > 200 || (fields.description?.length ?? 0) > 2000) {
      return refused("failed", 400, fields);
    }
    if (!isResourceCategory(category)) return refused("failed", 400, fields);
    try {
      await addResource(
        getDb(),
        await getStorage(),
        signedIn.actor,
        { title, description: fields.description?.trim() || null, category },
        file,
      );
    } catch (error) {
      if (error instanceof ResourceFileRefused) return refused("wrong-type", 415, fields);
      logger.error({ err: error }, "a resource could not be uploaded");
      return refused("failed", 500, fields);
    }
    if (fields.js === "1") return data({ result: "uploaded" as const, kept: {} });
    return redirect("/resources?result=uploaded", { headers: { "Cache-Control": "no-store" } });
  } finally {
    if (file) await rm(file.tempPath, { force: true });
  }
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: `${resourcesText.title} | ${studio.name}`,
      description: resourcesText.description,
      path: "/resources",
    },
    matches,
  );
}

export default function Resources({ loaderData, actionData }: Route.ComponentProps) {
  const { resources, category, loadFailed, canUpload, showForm, result, maxSize } = loaderData;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // The toasts' code loads once the upload is first opened (or a read has failed), and stays.
  const [toastsWanted, setToastsWanted] = useState(false);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/resources";
  const failedResult = actionData && actionData.result !== "uploaded" ? actionData : undefined;

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
      {canUpload && !hydrated && (showForm || failedResult) ? (
        <section id="upload" aria-labelledby="upload-heading" className="px-4 pb-12">
          <div className="mx-auto max-w-2xl rounded-card border border-border bg-surface p-6 shadow-card">
            <h2 id="upload-heading" className="text-2xl font-bold text-ink">
              {resourcesText.uploadHeading}
            </h2>
            <p className="mt-1 mb-4 text-ink-muted">{resourcesText.uploadIntro}</p>
            <UploadForm
              maxSize={maxSize}
              maxBytes={loaderData.maxBytes}
              serverResult={failedResult}
            />
          </div>
        </section>
      ) : null}
      {result && !hydrated ? (
        <div className="mx-auto max-w-7xl px-4 pb-6">
          <ResultLine result={result} maxSize={maxSize} />
        </div>
      ) : null}
      <ResourceValues />
      <section
        aria-labelledby="library-heading"
        className="px-4 py-16"
        style={sectionHeight(900 + resources.length * 400)}
      >
        <div className="mx-auto max-w-7xl">
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
        </div>
      </section>
      <FaqSection title={resourcesText.faqHeading} items={resourcesFaq} />
      <Suspense fallback={null}>
        {hydrated && (toastsWanted || loadFailed) ? <LazyToaster /> : null}
      </Suspense>
    </>
  );
}
