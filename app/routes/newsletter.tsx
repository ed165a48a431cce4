import { Link, redirect, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/sections/newsletter-form";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { newsletter } from "~/content/newsletter";
import { studio } from "~/content/studio";
import { getDb } from "~/infra/db.server";
import { formDone, refuseForm } from "~/http/answers.server";
import { readFormPost } from "~/http/form-post.server";
import { logger } from "~/infra/logger.server";
import { formRateLimiter } from "~/infra/rate-limit.server";
import { requestContext } from "~/infra/request-context";
import { getSpool } from "~/infra/spool.server";
import { keptValue } from "~/lib/form-reply";
import { metaFor } from "~/components/layout/page-meta";
import { newsletterFields, type NewsletterResult } from "~/lib/newsletter-form";
import { newsletterSchema } from "~/services/subscribers/schema";
import { keepSubmission } from "~/services/submissions/submissions.server";
import { sides } from "~/site-pages";

// Receives every newsletter form on the site, and is a sign-up page of its own.

export async function action({ request, context }: Route.ActionArgs) {
  const post = await readFormPost(request, newsletterSchema, {
    limiter: formRateLimiter(),
    sender: context.get(requestContext).ip,
  });
  switch (post.outcome) {
    case "limited":
      return refuseForm<Refusal>(
        429,
        { reason: "limited", message: newsletter.tooMany, reply: post.reply },
        { retryAfterSeconds: post.retryAfterSeconds },
      );
    case "invalid":
      return refuseForm<Refusal>(400, { reason: "invalid", reply: post.reply });
    case "bot":
    case "valid": {
      const value = post.value;
      // A filled honeypot is a bot: it gets the same answer as a person, and nothing is kept.
      if (post.outcome === "valid") {
        try {
          await keepSubmission(getDb(), getSpool(), {
            kind: "sign-up",
            payload: {
              email: value[newsletterFields.email],
              side: value[newsletterFields.side],
              sourcePage: value[newsletterFields.returnTo],
            },
          });
        } catch (error) {
          logger.error({ err: error }, "a newsletter sign-up could be neither stored nor spooled");
          return refuseForm<Refusal>(
            503,
            { reason: "unavailable", message: newsletter.failure, reply: post.reply },
            { retryAfterSeconds: 60 },
          );
        }
      }
      // A script-enabled form reads the answer in place; a plain post goes back to its page.
      if (value[newsletterFields.enhanced]) return formDone();
      const returnTo = value[newsletterFields.returnTo];
      const anchor = value[newsletterFields.anchor];
      return redirect(`${returnTo}?newsletter=subscribed&at=${anchor}#${anchor}`, 303);
    }
  }
}

type Refusal = Extract<NewsletterResult, { success: false }>["reason"] & string;

/** The action's status headers (Retry-After, no-store) reach the browser with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export const meta = metaFor({
  title: `${newsletter.pageTitle} | ${studio.name}`,
  description: newsletter.text,
  path: "/newsletter",
  under: "home",
});

export default function NewsletterPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const chosen = keptValue(
    actionData && !actionData.success ? actionData.reply : undefined,
    newsletterFields.side,
  );
  const side = sides.find((name) => name === (chosen ?? searchParams.get("side"))) ?? "karate";
  return (
    <Section id="newsletter" aria-labelledby="newsletter-heading" className="mx-auto max-w-xl">
      <h1 id="newsletter-heading" className="text-4xl font-bold text-ink">
        {newsletter.heading}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">{newsletter.text}</p>
      <Card className="mt-8 p-6">
        <NewsletterForm side={side} anchor="newsletter" serverResult={actionData} />
      </Card>
      <p className="mt-4 text-sm text-ink-muted">{newsletter.privacyNote}</p>
      <p className="mt-8">
        <Link to="/" className="font-semibold text-primary underline underline-offset-4">
          {newsletter.backLink}
        </Link>
      </p>
    </Section>
  );
}
