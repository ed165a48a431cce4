import { yogaEventsPage } from "~/content/yoga-pages";
import { studio } from "~/content/studio";
import { metaFor } from "~/components/layout/page-meta";
import { NewsletterSection } from "~/components/sections/newsletter-section";
import { PageHero } from "~/components/sections/page-hero";
import { WidgetSection } from "~/components/sections/widget-section";

export const meta = metaFor({
  title: `${yogaEventsPage.title} | ${studio.yogaName}`,
  description: yogaEventsPage.description,
  path: "/yoga/events",
});

export default function YogaEvents() {
  return (
    <>
      <PageHero words={yogaEventsPage} />
      <WidgetSection
        heading={yogaEventsPage.widgetHeading}
        className="pb-8"
        kind="events"
        title={yogaEventsPage.widgetTitle}
      />
      <NewsletterSection side="yoga" />
    </>
  );
}
