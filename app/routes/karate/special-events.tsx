import { Link } from "react-router";
import type { Route } from "./+types/special-events";
import { seasonEvents } from "~/content/season-events";
import { eventGroups, specialEventsFaq, specialEventsPage } from "~/content/special-events";
import { studio } from "~/content/studio";
import { dojoTimeToUtc, formatEventDate } from "~/lib/event-dates";
import { pageMeta } from "~/lib/meta";
import { FaqSection, faqJsonLd } from "~/components/sections/faq-section";
import { PageHero, SectionHeading } from "~/components/sections/page-hero";
import { Button } from "~/components/ui/button";
import { JsonLd } from "~/components/ui/json-ld";
import { Reveal } from "~/components/ui/reveal";

// The season's events, grouped and dated here (at build time: the page is prerendered), so the
// page's script carries none of the event list.
export function loader() {
  return {
    groups: eventGroups.map((group) => ({
      id: group.id,
      title: group.title,
      text: group.text,
      events: seasonEvents
        .filter((event) => group.categories.some((category) => category === event.category))
        .map((event) => ({
          slug: event.slug,
          title: event.title,
          when: formatEventDate(dojoTimeToUtc(event.startsAt)),
        })),
    })),
  };
}

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

function EventGroups({ groups }: { groups: Route.ComponentProps["loaderData"]["groups"] }) {
  return (
    <section aria-labelledby="groups-heading" className="bg-surface-muted px-4 py-16">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="groups-heading" title={specialEventsPage.groupsHeading} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {groups.map((group, index) => {
            return (
              <li key={group.id}>
                <Reveal step={index % 2} className="h-full">
                  <article className="h-full rounded-card border border-border bg-surface p-6 shadow-card">
                    <h3 className="text-2xl font-bold text-ink">{group.title}</h3>
                    <p className="mt-2 text-ink-muted">{group.text}</p>
                    <ul className="mt-4 flex flex-col divide-y divide-border">
                      {group.events.map((event) => (
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
                          <span className="text-ink-muted">{event.when}</span>
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

export default function SpecialEvents({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={faqJsonLd(specialEventsFaq)} />
      <PageHero
        eyebrow={specialEventsPage.eyebrow}
        title={specialEventsPage.title}
        intro={specialEventsPage.intro}
      />
      <EventGroups groups={loaderData.groups} />
      <Reveal>
        <FaqSection title={specialEventsPage.faqHeading} items={specialEventsFaq} />
      </Reveal>
    </>
  );
}
