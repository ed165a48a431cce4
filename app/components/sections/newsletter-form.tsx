import { CheckCircle2 } from "~/components/ui/icons";
import { useEffect, useId, useRef } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { newsletter } from "~/content/newsletter";
import { fieldError as replyFieldError, keptValue } from "~/lib/form-reply";
import { refusedPart } from "~/lib/form-result";
import type { Side } from "~/site-pages";
import { Honeypot } from "~/components/ui/honeypot";
import { newsletterFields, type NewsletterResult } from "~/lib/newsletter-form";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/cn";
import { usePathname } from "~/lib/use-pathname";

// Posts to /newsletter. With JavaScript the answer shows in place; without it the browser
// posts, and is sent back here with ?newsletter=subscribed, or shown the form's own page with
// the error and the address kept.

type NewsletterFormProps = {
  /** Whose list the address joins (the form's hidden tags value). */
  side: Side;
  /** The id of the section around the form, to come back to after a plain post. */
  anchor: string;
  /** A result rendered by the server (the /newsletter page after a plain post). */
  serverResult?: NewsletterResult;
  tone?: "light" | "dark";
};

export const NEWSLETTER_FETCHER_PREFIX = "newsletter";

export function NewsletterForm({
  side,
  anchor,
  serverResult,
  tone = "light",
}: NewsletterFormProps) {
  const fetcher = useFetcher<NewsletterResult>({ key: `${NEWSLETTER_FETCHER_PREFIX}-${anchor}` });
  const hydrated = useHydrated();
  const pathname = usePathname();
  const [searchParams] = useSearchParams();
  const id = useId();
  const emailId = `${id}-email`;
  const errorId = `${id}-email-error`;

  const returned =
    searchParams.get("newsletter") === "subscribed" && searchParams.get("at") === anchor;
  const result: NewsletterResult | undefined =
    fetcher.data ?? serverResult ?? (returned ? { success: true } : undefined);
  const pending = fetcher.state !== "idle";
  const refused = refusedPart(result);
  const reply = refused?.reply;
  const fieldError = replyFieldError(reply, newsletterFields.email);
  // A wrong address is said at the field; anything else (too many sign-ups, a failure) above it.
  const formError = refused?.message;
  // Whatever was refused (a wrong address, too many sign-ups), the address typed stays.
  const keptEmail = keptValue(reply, newsletterFields.email);
  const emailRef = useRef<HTMLInputElement>(null);

  // After a rejected address, put the visitor back in the field that needs fixing.
  useEffect(() => {
    if (refusedPart(fetcher.data)?.reason === "invalid") emailRef.current?.focus();
  }, [fetcher.data]);

  if (result?.success) {
    return (
      <div
        role="status"
        className={cn(
          "flex items-start gap-3 rounded-card border p-4",
          tone === "dark"
            ? "border-on-primary/30 bg-on-primary/10 text-on-primary"
            : "border-success/40 bg-success-surface text-success",
        )}
      >
        <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p className="font-semibold">{newsletter.success}</p>
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action="/newsletter" className="flex flex-col gap-2">
      <input type="hidden" name={newsletterFields.side} value={side} />
      <input type="hidden" name={newsletterFields.returnTo} value={pathname} />
      <input type="hidden" name={newsletterFields.anchor} value={anchor} />
      {hydrated && <input type="hidden" name={newsletterFields.enhanced} value="1" />}
      <Honeypot />
      <Label htmlFor={emailId} className={cn(tone === "dark" && "text-on-primary")}>
        {newsletter.emailLabel}
      </Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id={emailId}
          ref={emailRef}
          key={keptEmail}
          type="email"
          name={newsletterFields.email}
          required
          autoComplete="email"
          placeholder={newsletter.emailPlaceholder}
          defaultValue={keptEmail}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className="sm:flex-1"
        />
        <Button type="submit" variant="accent" disabled={pending} className="sm:w-auto">
          {pending ? newsletter.pendingLabel : newsletter.submitLabel}
        </Button>
      </div>
      <div className={cn(tone === "dark" && "[&_p]:text-on-primary")}>
        <FieldError id={errorId}>{fieldError}</FieldError>
      </div>
      {formError && (
        <p
          role="alert"
          className={cn("text-sm font-medium", tone === "dark" ? "text-on-primary" : "text-danger")}
        >
          {formError}
        </p>
      )}
    </fetcher.Form>
  );
}
