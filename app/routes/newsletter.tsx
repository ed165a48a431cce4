import { data, Link, redirect, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/sections/newsletter-form";
import { newsletter, newsletterAudiences } from "~/content/newsletter";
import { studio } from "~/content/studio";
import { getDb } from "~/infra/db.server";
import { logger } from "~/infra/logger.server";
import { formRateLimiter } from "~/infra/rate-limit.server";
import { requestContext } from "~/infra/request-context";
import { pageMeta } from "~/lib/meta";
import { type NewsletterResult } from "~/lib/newsletter-form";
import { newsletterSchema, readNewsletterForm } from "~/lib/newsletter-schema.server";
import { subscribe } from "~/services/subscribers.server";

// Receives every newsletter form on the site, and is a sign-up page of its own.

export async function action({ request, context }: Route.ActionArgs) {
  const { raw, honeypotFilled, enhanced } = readNewsletterForm(await request.formData());
  const answer = (result: NewsletterResult, status: number) => data(result, { status });

  if (!formRateLimiter.allow(context.get(requestContext).ip)) {
    return answer({ status: "limited", message: newsletter.tooMany }, 429);
  }
  const parsed = newsletterSchema.safeParse(raw);
  if (!parsed.success) {
    const audience = newsletterAudiences.find((a) => a === raw.audience) ?? "karate";
    return answer(
      {
        status: "invalid",
        fieldErrors: { email: newsletter.invalidEmail },
        values: { email: raw.email, audience },
      },
      400,
    );
  }
  const { email, audience, returnTo, anchor } = parsed.data;
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (!honeypotFilled) {
    try {
      await subscribe(getDb(), { email, audience, sourcePage: returnTo });
    } catch (error) {
      logger.error({ err: error }, "newsletter sign-up could not be stored");
      return answer({ status: "failed", message: newsletter.failure }, 500);
    }
  }
  if (enhanced) return answer({ status: "subscribed" }, 200);
  return redirect(`${returnTo}?newsletter=subscribed&at=${anchor}#${anchor}`, 303);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: `${newsletter.pageTitle} | ${studio.name}`,
      description: newsletter.text,
      path: "/newsletter",
    },
    matches,
  );
}

export default function NewsletterPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const audience =
    actionData?.status === "invalid"
      ? actionData.values.audience
      : (newsletterAudiences.find((a) => a === searchParams.get("audience")) ?? "karate");
  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="mx-auto max-w-xl px-4 py-16"
    >
      <h1 id="newsletter-heading" className="text-4xl font-bold text-ink">
        {newsletter.heading}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">{newsletter.text}</p>
      <div className="mt-8 rounded-card border border-border bg-surface p-6 shadow-card">
        <NewsletterForm audience={audience} anchor="newsletter" serverResult={actionData} />
      </div>
      <p className="mt-4 text-sm text-ink-muted">{newsletter.privacyNote}</p>
      <p className="mt-8">
        <Link to="/" className="font-semibold text-primary underline underline-offset-4">
          {newsletter.backLink}
        </Link>
      </p>
    </section>
  );
}
