import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { resourcesText, type UploadResult } from "~/content/resources";
import { keptValue } from "~/lib/form-reply";
import { type FormResult, refusedPart } from "~/lib/form-result";
import { useHydrated } from "~/lib/use-hydrated";
import { Button } from "~/components/ui/button";
import { readyToast } from "~/components/ui/lazy-toaster";
import { UploadFields, type UploadValues } from "./resource-library";

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
