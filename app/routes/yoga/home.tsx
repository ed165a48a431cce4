import { CalendarDays, Flower2, HeartHandshake, Sparkles } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { yogaFaq, yogaHome, yogaInstructors, yogaPrograms, yogaStripItems } from "~/content/yoga";
import { offeringsToday } from "~/services/offerings/visitor-offerings.server";
import { priceWords } from "~/services/offerings/price-pages.server";
import { originFrom, metaFor } from "~/components/layout/page-meta";
import { programNames } from "~/content/navigation";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { visitorSchedule } from "~/services/schedule/visitor-schedule.server";
import { studio } from "~/content/studio";
import { drawn, sentHollow } from "~/lib/drawn-once";
import { studioJsonLd } from "~/lib/studio-json-ld";
import { openingHours } from "~/model/schedule";
import { FaqSection } from "~/components/sections/faq-section";
import { NewsletterSection } from "~/components/sections/newsletter-section";
import { PageHero, SectionHeading } from "~/components/sections/page-hero";
import { ScrollingStrip } from "~/components/sections/scrolling-strip";
import { WidgetSection } from "~/components/sections/widget-section";
import { YogaPrograms } from "~/components/sections/yoga-programs";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { JsonLd } from "~/components/ui/json-ld";
import { Section } from "~/components/ui/section";

// The lists are read here, so the page's script carries the behaviour and not the words; the
// opening hours (structured data) from the live season's classes.
export async function loader({ request }: Route.LoaderArgs) {
  const at = now();
  const [schedule, { offerings }] = await Promise.all([
    visitorSchedule(getDb(), at),
    offeringsToday(getDb(), at),
  ]);
  // The programmes' tabs are drawn by the app; the rest is static sections and structured data,
  // whose words travel in the HTML only (lib/drawn-once.ts).
  return {
    programTabs: yogaPrograms.map(({ id, tab, video }) => ({ id, tab, video })),
    drawnOnce: sentHollow(request, {
      programs: yogaPrograms,
      strip: yogaStripItems,
      instructors: yogaInstructors,
      faq: yogaFaq({
        aerial: priceWords(offerings, "aerial-single"),
        barre: priceWords(offerings, "barre-single"),
      }),
      hours: openingHours(schedule.classes),
    }),
  };
}

export const meta = metaFor({
  title: yogaHome.metaTitle,
  description: yogaHome.description,
  path: "/yoga",
  under: "home",
  crumb: programNames.yoga,
});

const instructorIcons = [Sparkles, Flower2, HeartHandshake];

function Instructors({
  instructors,
}: {
  instructors: Route.ComponentProps["loaderData"]["drawnOnce"]["instructors"];
}) {
  return (
    <Section static deps={[instructors]} aria-labelledby="instructors-heading" width="6xl">
      <SectionHeading id="instructors-heading" title={yogaHome.instructorsHeading} />
      <CardGrid className="mt-10 md:grid-cols-3">
        {instructors.map((instructor, index) => {
          const Icon = instructorIcons[index % instructorIcons.length] ?? Sparkles;
          return (
            <CardGridItem key={instructor.role} step={index}>
              <Card
                as="article"
                aria-labelledby={`instructor-${index}`}
                className="flex h-full flex-col items-center gap-3 p-6 text-center"
              >
                <span
                  aria-hidden
                  className="grid size-24 place-items-center rounded-full bg-surface-muted text-primary ring-4 ring-primary/15"
                >
                  <Icon className="size-10" strokeWidth={1.6} />
                </span>
                <h3 id={`instructor-${index}`} className="text-xl font-bold text-ink">
                  {instructor.role}
                </h3>
                <p className="text-sm font-semibold text-accent">{instructor.focus}</p>
                <p className="text-ink-muted">{instructor.text}</p>
              </Card>
            </CardGridItem>
          );
        })}
      </CardGrid>
    </Section>
  );
}

export default function YogaHome({ loaderData, matches }: Route.ComponentProps) {
  const { programs, strip, instructors, faq, hours } = drawn(loaderData.drawnOnce);
  return (
    <>
      <PageHero eyebrow={yogaHome.eyebrow} title={yogaHome.title} intro={<p>{yogaHome.mission}</p>}>
        <Button asChild size="lg">
          <Link to="/yoga/calendar">
            <CalendarDays aria-hidden />
            {yogaHome.scheduleLabel}
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/yoga/contact">{yogaHome.contactLabel}</Link>
        </Button>
      </PageHero>
      <ScrollingStrip label={yogaHome.stripLabel} items={strip} />
      <YogaPrograms
        title={yogaHome.programsHeading}
        intro={yogaHome.programsIntro}
        tabs={loaderData.programTabs}
        programs={programs}
      />
      <Instructors instructors={instructors} />
      <NewsletterSection side="yoga" id="newsletter" />
      <FaqSection title={yogaHome.faqHeading} items={faq} />
      <WidgetSection heading={yogaHome.eventsHeading} kind="events" title={yogaHome.eventsTitle} />
      <JsonLd
        data={
          import.meta.env.SSR
            ? studioJsonLd(studio, originFrom(matches), {
                side: "yoga",
                hours,
              })
            : undefined
        }
      />
    </>
  );
}
