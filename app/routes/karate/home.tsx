import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { pageSchedule, withPreviewHeaders } from "~/http/schedule-page.server";
import { previewMeta, previewOrNot } from "~/lib/preview";
import { PreviewBanner } from "~/components/sections/preview-banner";
import { ScheduleChanges } from "~/components/sections/schedule-changes";
import { studio } from "~/content/studio";
import { drawn, sentHollow } from "~/lib/drawn-once";
import { studioJsonLd } from "~/lib/studio-json-ld";
import { openingHours } from "~/model/schedule";
import { JsonLd } from "~/components/ui/json-ld";
import { karateHome } from "~/content/karate";
import { offeringsToday } from "~/services/offerings/visitor-offerings.server";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { competitionsToday } from "~/services/offerings/competition-page.server";
import { priceWords } from "~/services/offerings/price-pages.server";
import { eventOnPage } from "~/services/events/event-pages.server";
import { programSections, stripItemsFrom, type ProgramSection } from "~/content/karate-lists";
import { trainingVideo } from "~/content/media";
import { testimonials } from "~/content/testimonials";
import { originFrom, pageMeta } from "~/components/layout/page-meta";
import type { MetaDescriptor } from "react-router";
import { programNames } from "~/content/navigation";
import { VideoFacade } from "~/components/embeds/video-facade";
import { ContactBlock } from "~/components/sections/contact-block";
import { NewsletterSection } from "~/components/sections/newsletter-section";
import { OrientationLink } from "~/components/sections/orientation-link";
import { PageHero, SectionHeading } from "~/components/sections/page-hero";
import { ScrollingStrip } from "~/components/sections/scrolling-strip";
import { Testimonials } from "~/components/sections/testimonials";
import { WidgetSection } from "~/components/sections/widget-section";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { Section } from "~/components/ui/section";
import { sectionHeight } from "~/lib/sections";

// The page's lists are read here, so its script carries the behaviour and not the words; the
// strip's times, the opening hours and the coming changes from the live season (the server keeps
// the page while the schedule is unchanged: site-pages.ts, render "data").
export async function loader({ request }: Route.LoaderArgs) {
  const at = now();
  const [{ schedule, preview }, offerings, workshop] = await Promise.all([
    pageSchedule(request),
    offeringsToday(getDb(), at),
    eventOnPage(getDb(), "sword-workshop", at),
  ]);
  return withPreviewHeaders(
    {
      // Static sections and structured data: their words travel in the HTML only
      // (lib/drawn-once.ts).
      drawnOnce: sentHollow(request, {
        programSections,
        stripItems: stripItemsFrom(
          schedule.classes,
          competitionsToday(offerings),
          workshop !== null && !workshop.past,
        ),
        testimonials,
        hours: openingHours(schedule.classes),
      }),
      orientationPrice: priceWords(offerings.offerings, "orientation"),
      changes: schedule.changes,
      preview,
    },
    preview,
  );
}

export const headers = previewOrNot;

export const meta = previewMeta(({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] =>
  pageMeta(
    {
      title: karateHome.metaTitle,
      description: karateHome.description(loaderData?.orientationPrice ?? null),
      path: "/karate",
      under: "home",
      crumb: programNames.karate,
    },
    matches,
  ),
);

function Programs({ sections }: { sections: ProgramSection[] }) {
  return (
    <Section
      static
      deps={[sections]}
      aria-labelledby="programs-heading"
      style={sectionHeight(2100)}
      width="7xl"
    >
      <SectionHeading id="programs-heading" title={karateHome.programsHeading} />
      <CardGrid className="mt-10 md:grid-cols-2 lg:grid-cols-3">
        {sections.map((section, index) => (
          <CardGridItem key={section.id} step={index % 3}>
            <Card
              as="article"
              aria-labelledby={`program-${section.id}`}
              className="flex h-full flex-col gap-3 p-6"
            >
              <h3 id={`program-${section.id}`} className="text-2xl font-bold text-ink">
                {section.title}
              </h3>
              <ul aria-label="Tags" className="flex gap-2">
                {section.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="outline">{tag}</Badge>
                  </li>
                ))}
              </ul>
              <p className="flex-1 text-ink-muted">{section.text}</p>
              <Link
                to={section.to}
                className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
              >
                {section.linkLabel}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </Card>
          </CardGridItem>
        ))}
      </CardGrid>
    </Section>
  );
}

function TrainingVideo() {
  return (
    <Section aria-labelledby="video-heading" width="4xl">
      <SectionHeading id="video-heading" title={karateHome.videoHeading} />
      <VideoFacade
        url={trainingVideo.url}
        title={trainingVideo.title}
        poster={trainingVideo.poster}
        className="mt-8"
      />
    </Section>
  );
}

function BeginYourJourney() {
  return (
    <Section aria-labelledby="cta-heading">
      <div className="mx-auto max-w-4xl rounded-card bg-primary px-6 py-12 text-center text-on-primary shadow-raised">
        <h2 id="cta-heading" className="text-3xl font-bold sm:text-4xl">
          {karateHome.ctaHeading}
        </h2>
        <p className="mt-3 text-on-primary/90">{karateHome.ctaText}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild variant="accent">
            <Link to="/signup">{karateHome.signupLabel}</Link>
          </Button>
          <Button asChild variant="accent">
            <Link to="/camps">{karateHome.campsLabel}</Link>
          </Button>
          <Button asChild variant="accent">
            <Link to="/events">{karateHome.eventsLabel}</Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}

export default function KarateHome({ loaderData, matches }: Route.ComponentProps) {
  const shown = drawn(loaderData.drawnOnce);
  return (
    <>
      {loaderData.preview ? <PreviewBanner {...loaderData.preview} /> : null}
      <PageHero
        eyebrow={karateHome.eyebrow}
        title={karateHome.title}
        intro={<p>{karateHome.mission}</p>}
      >
        <OrientationLink size="lg">{karateHome.orientationLabel}</OrientationLink>
        <Button asChild variant="outline" size="lg">
          <Link to="/contact">{karateHome.contactLabel}</Link>
        </Button>
      </PageHero>
      <ScrollingStrip label={karateHome.stripLabel} items={shown.stripItems} />
      {loaderData.changes.length > 0 ? (
        <Section width="5xl">
          <ScheduleChanges changes={loaderData.changes} />
        </Section>
      ) : null}
      <Programs sections={shown.programSections} />
      <WidgetSection
        heading={karateHome.scheduleHeading}
        kind="schedule"
        title={karateHome.scheduleTitle}
      />
      <TrainingVideo />
      <Testimonials title={karateHome.testimonialsHeading} items={shown.testimonials} />
      <BeginYourJourney />
      <NewsletterSection side="karate" />
      <ContactBlock />
      <JsonLd
        data={
          import.meta.env.SSR
            ? studioJsonLd(studio, originFrom(matches), { hours: shown.hours })
            : undefined
        }
      />
    </>
  );
}
