import { Link } from "react-router";
import { yogaCalendarPage } from "~/content/yoga-pages";
import { studio } from "~/content/studio";
import { metaFor } from "~/components/layout/page-meta";
import { ProviderWidget } from "~/components/embeds/provider-widget";
import { PageHero } from "~/components/sections/page-hero";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";

export const meta = metaFor({
  title: `${yogaCalendarPage.title} | ${studio.yogaName}`,
  description: yogaCalendarPage.description,
  path: "/yoga/calendar",
});

export default function YogaCalendar() {
  return (
    <>
      <PageHero words={yogaCalendarPage} />
      <div className="mx-auto max-w-5xl px-4">
        <ProviderWidget kind="schedule" title={yogaCalendarPage.widgetTitle} />
      </div>
      <Section aria-labelledby="calendar-cta-heading" className="text-center">
        <h2 id="calendar-cta-heading" className="text-3xl font-bold text-ink">
          {yogaCalendarPage.ctaHeading}
        </h2>
        <p className="mt-3 text-ink-muted">{yogaCalendarPage.ctaText}</p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/signup">{yogaCalendarPage.signUpLabel}</Link>
        </Button>
      </Section>
    </>
  );
}
