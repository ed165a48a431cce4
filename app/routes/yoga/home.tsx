import { CalendarDays, Flower2, HeartHandshake, Sparkles } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { yogaFaq, yogaHome, yogaInstructors, yogaPrograms, yogaStripItems } from "~/content/yoga";
import { originFrom, pageMeta } from "~/lib/meta";
import { programNames } from "~/content/navigation";
import { studioJsonLd } from "~/lib/studio-json-ld";
import { FaqSection } from "~/components/sections/faq-section";
import { NewsletterSection } from "~/components/sections/newsletter-section";
import { PageHero, SectionHeading } from "~/components/sections/page-hero";
import { ScrollingStrip } from "~/components/sections/scrolling-strip";
import { WidgetSection } from "~/components/sections/widget-section";
import { YogaPrograms } from "~/components/sections/yoga-programs";
import { Button } from "~/components/ui/button";
import { JsonLd } from "~/components/ui/json-ld";
import { Reveal } from "~/components/ui/reveal";

// The lists are read here, at build time (the page is prerendered), so the page's script
// carries the behaviour and not the words.
export function loader() {
  return {
    strip: yogaStripItems,
    programs: yogaPrograms,
    instructors: yogaInstructors,
    faq: yogaFaq,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: yogaHome.metaTitle,
      description: yogaHome.description,
      path: "/yoga",
      under: "home",
      crumb: programNames.yoga,
    },
    matches,
  );
}

const instructorIcons = [Sparkles, Flower2, HeartHandshake];

function Instructors({
  instructors,
}: {
  instructors: Route.ComponentProps["loaderData"]["instructors"];
}) {
  return (
    <section aria-labelledby="instructors-heading" className="px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="instructors-heading" title={yogaHome.instructorsHeading} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {instructors.map((instructor, index) => {
            const Icon = instructorIcons[index % instructorIcons.length] ?? Sparkles;
            return (
              <li key={instructor.role}>
                <Reveal step={index} className="h-full">
                  <article
                    aria-labelledby={`instructor-${index}`}
                    className="flex h-full flex-col items-center gap-3 rounded-card border border-border bg-surface p-6 text-center shadow-card"
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
                  </article>
                </Reveal>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export default function YogaHome({ loaderData, matches }: Route.ComponentProps) {
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
      <ScrollingStrip label={yogaHome.stripLabel} items={loaderData.strip} />
      <YogaPrograms
        title={yogaHome.programsHeading}
        intro={yogaHome.programsIntro}
        programs={loaderData.programs}
      />
      <Instructors instructors={loaderData.instructors} />
      <NewsletterSection side="yoga" id="newsletter" />
      <FaqSection title={yogaHome.faqHeading} items={loaderData.faq} />
      <WidgetSection
        id="yoga-events-heading"
        heading={yogaHome.eventsHeading}
        className="py-16"
        kind="events"
        title={yogaHome.eventsTitle}
      />
      <JsonLd
        data={import.meta.env.SSR ? studioJsonLd(originFrom(matches), { side: "yoga" }) : undefined}
      />
    </>
  );
}
