import { AlertCircle, CheckCircle2 } from "~/components/ui/icons";
import { Suspense, useId, useState, type FormEvent } from "react";
import { contactForm, contactPage } from "~/content/contact-page";
import {
  contactEndpoint,
  contactFields,
  contactLimits,
  type ContactField,
  type ContactResult,
} from "~/lib/contact-form";
import { fieldErrors as replyFieldErrors, keptValue } from "~/lib/form-reply";
import { useHydrated } from "~/lib/use-hydrated";
import type { Side } from "~/site-pages";
import { Honeypot } from "~/components/ui/honeypot";
import { LazyToaster, readyToast } from "~/components/ui/lazy-toaster";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label, Textarea } from "~/components/ui/input";

// The message form of both contact pages (spec §2, §4, §5, §8). Without script the browser posts
// to the page itself and the page comes back with the result. With script the form posts to
// /api/contact and answers with toasts: idle → sending → success (form cleared) or failure → idle.
// The toasts' code loads when the visitor first focuses the form.

type Status = "idle" | "sending";

async function send(form: HTMLFormElement): Promise<{ ok: boolean; result?: ContactResult }> {
  const response = await fetch(contactEndpoint, {
    method: "POST",
    body: new FormData(form),
    headers: { Accept: "application/json" },
  });
  const result = (await response.json().catch(() => undefined)) as ContactResult | undefined;
  return { ok: response.ok, result };
}

/** Why a send failed, for the toast's description (spec §8). */
function failureText(result: ContactResult | undefined): string {
  return result && !result.success && result.message ? result.message : contactForm.errorFallback;
}

const fields: {
  name: ContactField;
  type?: "email" | "tel";
  autoComplete: string;
  required: boolean;
  maxLength: number;
}[] = [
  { name: "firstName", autoComplete: "given-name", required: true, maxLength: contactLimits.name },
  { name: "lastName", autoComplete: "family-name", required: false, maxLength: contactLimits.name },
  {
    name: "email",
    type: "email",
    autoComplete: "email",
    required: true,
    maxLength: contactLimits.email,
  },
  {
    name: "phone",
    type: "tel",
    autoComplete: "tel",
    required: true,
    maxLength: contactLimits.phoneMax,
  },
];

export function ContactForm({
  side,
  messageRows,
  serverResult,
}: {
  side: Side;
  /** The message box's height: 6 rows on the karate page, 4 on the yoga page (spec §5). */
  messageRows: number;
  /** The result of a post without script, rendered by the server. */
  serverResult?: ContactResult;
}) {
  const hydrated = useHydrated();
  // The page the form is on: it receives the post made without script.
  const pagePath = contactPage.sides[side].path;
  const id = useId();
  const [status, setStatus] = useState<Status>("idle");
  // The toasts' code loads when the visitor first uses the form, not with the page.
  const [toasterWanted, setToasterWanted] = useState(false);
  const wantToaster = () => setToasterWanted(true);
  const [clientErrors, setClientErrors] = useState<ContactResult | undefined>();

  const shown = clientErrors ?? serverResult;
  const fieldErrors = replyFieldErrors(shown && !shown.success ? shown.reply : undefined);
  const keptReply = serverResult && !serverResult.success ? serverResult.reply : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setToasterWanted(true);
    setStatus("sending");
    let outcome: { ok: boolean; result?: ContactResult } | undefined;
    let description: string = contactForm.genericError;
    try {
      outcome = await send(form);
      description = failureText(outcome.result);
    } catch (error) {
      // The request never got an answer (offline, blocked).
      description =
        error instanceof TypeError ? contactForm.errorFallback : contactForm.genericError;
    }
    const toast = await readyToast();
    const result = outcome?.result;
    if (outcome?.ok && result && (result.success || result.message)) {
      form.reset();
      setClientErrors(undefined);
      toast.success(contactForm.successTitle, { description: contactForm.successText });
    } else {
      setClientErrors(result && !result.success ? result : undefined);
      toast.error(contactForm.errorTitle, { description });
      const firstInvalid =
        result && !result.success
          ? Object.keys(replyFieldErrors(result.reply)).find((name) => name !== "")
          : undefined;
      if (firstInvalid) form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    }
    setStatus("idle");
  }

  const describedBy = (name: ContactField) =>
    fieldErrors[name] ? `${id}-${name}-error` : undefined;

  return (
    <>
      {toasterWanted ? (
        <Suspense fallback={null}>
          <LazyToaster />
        </Suspense>
      ) : null}
      {serverResult && !clientErrors ? <ServerResult result={serverResult} /> : null}
      <form
        method="post"
        action={pagePath}
        onSubmit={hydrated ? onSubmit : undefined}
        className="grid gap-5 sm:grid-cols-2"
        data-contact-form={side}
      >
        <input type="hidden" name={contactFields.side} value={side} />
        <Honeypot />
        {fields.map((field) => (
          <div key={field.name} className="flex flex-col gap-2">
            <Label htmlFor={`${id}-${field.name}`}>
              {contactForm.labels[field.name]}
              {field.required ? null : (
                <span className="font-normal text-ink-muted"> {contactForm.optional}</span>
              )}
            </Label>
            <Input
              id={`${id}-${field.name}`}
              name={contactFields[field.name]}
              type={field.type ?? "text"}
              required={field.required}
              maxLength={field.maxLength}
              autoComplete={field.autoComplete}
              placeholder={contactForm.placeholders[field.name]}
              defaultValue={keptValue(keptReply, contactFields[field.name])}
              aria-invalid={fieldErrors[field.name] ? true : undefined}
              aria-describedby={describedBy(field.name)}
              onFocus={wantToaster}
            />
            <FieldError id={`${id}-${field.name}-error`}>{fieldErrors[field.name]}</FieldError>
          </div>
        ))}
        <div className="flex flex-col gap-2 sm:col-span-2">
          <Label htmlFor={`${id}-message`}>{contactForm.labels.message}</Label>
          <Textarea
            id={`${id}-message`}
            name={contactFields.message}
            required
            rows={messageRows}
            maxLength={contactLimits.message}
            placeholder={contactForm.placeholders.message}
            defaultValue={keptValue(keptReply, contactFields.message)}
            aria-invalid={fieldErrors.message ? true : undefined}
            aria-describedby={describedBy("message")}
            onFocus={wantToaster}
          />
          <FieldError id={`${id}-message-error`}>{fieldErrors.message}</FieldError>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" variant="accent" size="lg" disabled={status === "sending"}>
            {status === "sending" ? contactForm.pendingLabel : contactForm.submitLabel}
          </Button>
        </div>
      </form>
    </>
  );
}

/** The answer to a post made without script, shown above the form. */
function ServerResult({ result }: { result: ContactResult }) {
  if (result.success) {
    return (
      <div
        role="status"
        className="mb-6 flex items-start gap-3 rounded-card border border-success/40 bg-success-surface p-4 text-success"
      >
        <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{contactForm.successTitle}</p>
          <p>{contactForm.successText}</p>
        </div>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="mb-6 flex items-start gap-3 rounded-card border border-danger/40 bg-danger-surface p-4 text-danger"
    >
      <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{contactForm.errorTitle}</p>
        <p>{result.message || contactForm.errorFallback}</p>
      </div>
    </div>
  );
}
