import { Link } from "react-router";
import type { Route } from "./+types/special-events";
import { seasonEvents } from "~/content/events";
import { eventGroups, specialEventsFaq, specialEventsPage } from "~/content/special-events";
import { studio } from "~/content/studio";
import { dojoTimeToUtc, formatEventDate } from "~/lib/event-dates";
import { pageMeta } from "~/lib/meta";
import { FaqSection, faqJsonLd } from "~/components/sections/faq-section";
import { PageHero, SectionHeading } from "~/components/sections/page-hero";
import { Button } from "~/components/ui/button";
import { JsonLd } from "~/components/ui/json-ld";
import { Reveal } from "~/components/ui/reveal";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: `${specialEventsPage.title} | ${studio.name}`,
      description: specialEventsPage.description,
      path: "/special-events",
    },
    matches,
  );
}

function EventGroups() {
  return (
    <section aria-labelledby="groups-heading" className="bg-surface-muted px-4 py-16">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="groups-heading" title={specialEventsPage.groupsHeading} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {eventGroups.map((group, index) => {
            const events = seasonEvents.filter((event) =>
              group.categories.some((category) => category === event.category),
            );
            return (
              <li key={group.id}>
                <Reveal step={index % 2} className="h-full">
                  <article className="h-full rounded-card border border-border bg-surface p-6 shadow-card">
                    <h3 className="text-2xl font-bold text-ink">{group.title}</h3>
                    <p className="mt-2 text-ink-muted">{group.text}</p>
                    <ul className="mt-4 flex flex-col divide-y divide-border">
                      {events.map((event) => (
                        <li
                          key={event.slug}
                          className="flex flex-wrap justify-between gap-x-4 py-2"
                        >
                          {event.slug === "sword-workshop" ? (
                            <Link
                              to="/sword-workshop"
                              className="font-semibold text-primary underline underline-offset-4"
                            >
                              {event.title}
                            </Link>
                          ) : (
                            <span className="font-semibold text-ink">{event.title}</span>
                          )}
                          <span className="text-ink-muted">
                            {formatEventDate(dojoTimeToUtc(event.startsAt))}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </article>
                </Reveal>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 text-center">
          <Button asChild>
            <Link to="/events">{specialEventsPage.allEventsLabel}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

export default function SpecialEvents() {
  return (
    <>
      <JsonLd data={faqJsonLd(specialEventsFaq)} />
      <PageHero
        eyebrow={specialEventsPage.eyebrow}
        title={specialEventsPage.title}
        intro={specialEventsPage.intro}
      />
      <EventGroups />
      <Reveal>
        <FaqSection title={specialEventsPage.faqHeading} items={specialEventsFaq} />
      </Reveal>
    </>
  );
}
