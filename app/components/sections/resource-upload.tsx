import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { resourcesText, type UploadResult } from "~/content/resources";
import { acceptedFileTypes, defaultResourceCategory, resourceCategories } from "~/model/resources";
import { resourceLimits } from "~/lib/resource-form";
import { cn } from "~/lib/cn";
import { keptValue } from "~/lib/form-reply";
import { type FormResult, refusedPart } from "~/lib/form-result";
import { useHydrated } from "~/lib/use-hydrated";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FileInput } from "~/components/ui/file-input";
import { Input, Label, Textarea, fieldClassName } from "~/components/ui/input";
import { readyToast } from "~/components/ui/lazy-toaster";

// The resource upload form of /resources (spec §5 "Resource upload", §8): posted in the page with
// script, answered with toasts; a plain multipart post without, answered on the page. The route's
// action answers with an UploadAnswer: done, or refused with its reason and the values kept.

export type UploadAnswer = FormResult<Exclude<UploadResult, "uploaded">>;

/** What the answer says, as the result line and the toasts name it. */
export function uploadResultOf(answer: UploadAnswer): UploadResult {
  return answer.success ? "uploaded" : (answer.reason ?? "failed");
}

/** The values a refused upload puts back in the form (the file is never kept). */
export function keptValues(answer: UploadAnswer | undefined): UploadValues | undefined {
  const reply = refusedPart(answer)?.reply;
  if (!reply) return undefined;
  return {
    title: keptValue(reply, "title"),
    description: keptValue(reply, "description"),
    category: keptValue(reply, "category"),
  };
}

export function resultText(result: UploadResult | null | undefined, maxSize: string) {
  switch (result) {
    case "uploaded":
      return {
        kind: "success" as const,
        title: resourcesText.successTitle,
        text: resourcesText.uploaded,
      };
    case "missing":
      return {
        kind: "error" as const,
        title: resourcesText.errorTitle,
        text: resourcesText.missingFields,
      };
    case "too-large":
      return {
        kind: "error" as const,
        title: resourcesText.errorTitle,
        text: resourcesText.uploadFailed,
        detail: resourcesText.tooLarge(maxSize),
      };
    case "wrong-type":
      return {
        kind: "error" as const,
        title: resourcesText.errorTitle,
        text: resourcesText.uploadFailed,
        detail: resourcesText.wrongType,
      };
    case "failed":
      return {
        kind: "error" as const,
        title: resourcesText.errorTitle,
        text: resourcesText.uploadFailed,
      };
    default:
      return null;
  }
}

export function ResultLine({ result, maxSize }: { result: UploadResult | null; maxSize: string }) {
  const said = resultText(result, maxSize);
  if (!said) return null;
  return (
    <p
      role={said.kind === "error" ? "alert" : "status"}
      className={
        said.kind === "error"
          ? "rounded-control border border-danger/40 bg-danger-surface p-3 font-medium text-danger"
          : "rounded-control border border-success/40 bg-success-surface p-3 font-medium text-success"
      }
    >
      {said.text}
      {"detail" in said && said.detail ? ` ${said.detail}` : ""}
    </p>
  );
}

type UploadValues = { title?: string; description?: string; category?: string };

/**
 * The upload form's fields (spec §5 "Resource upload"): title and file required, description
 * optional, category a select with no empty value. The form around them is the page's.
 */
function UploadFields({ kept = {} }: { kept?: UploadValues }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="resource-title">{resourcesText.titleLabel}</Label>
        <Input
          id="resource-title"
          name="title"
          required
          maxLength={resourceLimits.title}
          defaultValue={kept.title}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="resource-description">{resourcesText.descriptionLabel}</Label>
        <Textarea
          id="resource-description"
          name="description"
          rows={3}
          maxLength={resourceLimits.description}
          defaultValue={kept.description}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="resource-category">{resourcesText.categoryLabel}</Label>
        <select
          id="resource-category"
          name="category"
          required
          defaultValue={kept.category ?? defaultResourceCategory}
          className={cn(fieldClassName, "min-h-11")}
        >
          {resourceCategories.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="resource-file">{resourcesText.fileLabel}</Label>
        <FileInput
          id="resource-file"
          name="file"
          required
          accept={acceptedFileTypes}
          aria-describedby="resource-file-hint"
        />
        <p id="resource-file-hint" className="text-sm text-ink-muted">
          {resourcesText.fileHint}
        </p>
      </div>
    </div>
  );
}

/** The upload form: posted in the page with script (toasts), or as a plain multipart post. */
export function UploadForm({
  maxSize,
  maxBytes,
  serverResult,
  onDone,
}: {
  maxSize: string;
  maxBytes: number;
  serverResult?: UploadAnswer;
  onDone?: () => void;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<UploadAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const [clientResult, setClientResult] = useState<UploadResult | null>(null);
  const busy = fetcher.state !== "idle";
  const answered = fetcher.data;

  // Each answer once: a toast, and after a success the form cleared and the dialog closed.
  const handled = useRef<typeof answered>(undefined);
  useEffect(() => {
    if (!answered || fetcher.state !== "idle" || handled.current === answered) return;
    handled.current = answered;
    const said = resultText(uploadResultOf(answered), maxSize);
    if (!said) return;
    void readyToast().then((toast) =>
      toast[said.kind](said.title, {
        description: "detail" in said && said.detail ? `${said.text}. ${said.detail}` : said.text,
      }),
    );
    if (answered.success) {
      form.current?.reset();
      onDone?.();
    }
  }, [answered, fetcher.state, maxSize, onDone]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    const values = new FormData(element);
    const file = values.get("file");
    const title = String(values.get("title") ?? "").trim();
    const missing = !title || !(file instanceof File) || file.size === 0;
    const tooLarge = file instanceof File && file.size > maxBytes;
    setClientResult(null);
    if (!missing && !tooLarge) return;
    event.preventDefault();
    const result: UploadResult = missing ? "missing" : "too-large";
    setClientResult(result);
    const said = resultText(result, maxSize);
    if (said) {
      void readyToast().then((toast) =>
        toast.error(said.title, {
          description: "detail" in said && said.detail ? `${said.text}. ${said.detail}` : said.text,
        }),
      );
    }
  }

  const answeredError =
    answered && !answered.success && fetcher.state === "idle" ? uploadResultOf(answered) : null;
  const shown = hydrated
    ? (clientResult ?? answeredError)
    : serverResult
      ? uploadResultOf(serverResult)
      : null;
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/resources"
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
    >
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <ResultLine result={shown} maxSize={maxSize} />
      <UploadFields kept={hydrated ? undefined : keptValues(serverResult)} />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? resourcesText.uploading : resourcesText.upload}
      </Button>
    </fetcher.Form>
  );
}

/**
 * What a staff member without script gets on /resources: the upload form (asked for, or put back
 * after a refused upload) and the last upload's result, answered on the page.
 */
export function UploadWithoutScript({
  form,
  result,
  maxSize,
  maxBytes,
  serverResult,
}: {
  form: boolean;
  result: UploadResult | null;
  maxSize: string;
  maxBytes: number;
  serverResult?: UploadAnswer;
}) {
  return (
    <>
      {form ? (
        <section id="upload" aria-labelledby="upload-heading" className="px-4 pb-12">
          <Card className="mx-auto max-w-2xl p-6">
            <h2 id="upload-heading" className="text-2xl font-bold text-ink">
              {resourcesText.uploadHeading}
            </h2>
            <p className="mt-1 mb-4 text-ink-muted">{resourcesText.uploadIntro}</p>
            <UploadForm maxSize={maxSize} maxBytes={maxBytes} serverResult={serverResult} />
          </Card>
        </section>
      ) : null}
      {result ? (
        <div className="mx-auto max-w-7xl px-4 pb-6">
          <ResultLine result={result} maxSize={maxSize} />
        </div>
      ) : null}
    </>
  );
}
