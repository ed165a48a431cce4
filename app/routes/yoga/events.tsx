import type { Route } from "./+types/events";
import { yogaEventsPage } from "~/content/yoga-pages";
import { studio } from "~/content/studio";
import { pageMeta } from "~/lib/meta";
import { ProviderWidget } from "~/components/embeds/provider-widget";
import { NewsletterSection } from "~/components/sections/newsletter-section";
import { PageHero, SectionHeading } from "~/components/sections/page-hero";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: `${yogaEventsPage.title} | ${studio.yogaName}`,
      description: yogaEventsPage.description,
      path: "/yoga/events",
    },
    matches,
  );
}

export default function YogaEvents() {
  return (
    <>
      <PageHero
        eyebrow={yogaEventsPage.eyebrow}
        title={yogaEventsPage.title}
        intro={yogaEventsPage.intro}
      />
      <section aria-labelledby="events-widget-heading" className="px-4 pb-8">
        <div className="mx-auto max-w-5xl">
          <SectionHeading id="events-widget-heading" title={yogaEventsPage.widgetHeading} />
          <div className="mt-8">
            <ProviderWidget kind="events" title={yogaEventsPage.widgetTitle} />
          </div>
        </div>
      </section>
      <NewsletterSection audience="yoga" />
    </>
  );
}
