import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/special-events";
import { eventPages } from "~/model/events";
import { seasonEvents } from "~/content/season-events";
import { eventGroups, specialEventsFaq, specialEventsPage } from "~/content/special-events";
import { studio } from "~/content/studio";
import { swordWorkshopEvent, swordWorkshopRegistration } from "~/content/sword-workshop";
import { dojoTimeToUtc, formatEventDate } from "~/model/times";
import { pageMeta } from "~/components/layout/page-meta";
import { formatPrice } from "~/model/prices";
import { FaqSection } from "~/components/sections/faq-section";
import { PageHero, SectionHeading } from "~/components/sections/page-hero";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { sectionHeight } from "~/lib/sections";

const workshopPath = "/sword-workshop";

// The page's words, the season's events grouped and dated, and the FAQ are read here (at build
// time: the page is prerendered), so the page's script carries none of them.
export function loader() {
  return {
    words: specialEventsPage,
    featured: {
      title: swordWorkshopEvent.title,
      when: formatEventDate(dojoTimeToUtc(swordWorkshopEvent.startsLocal)),
      price: formatPrice(swordWorkshopRegistration.priceCents),
    },
    groups: eventGroups.map((group) => ({
      id: group.id,
      title: group.title,
      text: group.text,
      events: seasonEvents
        .filter((event) => group.categories.some((category) => category === event.category))
        .map((event) => ({
          slug: event.slug,
          title: event.title,
          when: formatEventDate(dojoTimeToUtc(event.startsLocal)),
          page: eventPages[event.slug] ?? null,
        })),
    })),
    faq: specialEventsFaq,
  };
}

type SpecialEventsData = Route.ComponentProps["loaderData"];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { words } = loaderData;
  return pageMeta(
    {
      title: `${words.title} | ${studio.name}`,
      description: words.description,
      path: "/special-events",
    },
    matches,
  );
}

/** The one event open for registration, beside the heading. */
function FeaturedWorkshop({ data }: { data: SpecialEventsData }) {
  const { words, featured } = data;
  return (
    <Card className="p-6">
      <Badge variant="accent">{words.openNow}</Badge>
      <p className="mt-4 font-display text-2xl font-bold text-ink">{featured.title}</p>
      <p className="mt-2 text-ink-muted">{`${featured.when} · ${featured.price}`}</p>
      <Button asChild className="mt-6">
        <Link to={workshopPath}>
          {words.workshopLink}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </Card>
  );
}

function EventGroups({ data }: { data: SpecialEventsData }) {
  const { words, groups } = data;
  return (
    <Section aria-labelledby="groups-heading" tone="muted" style={sectionHeight(2700)} width="7xl">
      <SectionHeading id="groups-heading" title={words.groupsHeading} intro={words.groupsIntro} />
      <CardGrid className="mt-10 md:grid-cols-2">
        {groups.map((group, index) => (
          <CardGridItem key={group.id} step={index % 2}>
            <Card as="article" aria-labelledby={`group-${group.id}`} className="h-full p-6">
              <h3 id={`group-${group.id}`} className="text-2xl font-bold text-ink">
                {group.title}
              </h3>
              <p className="mt-2 text-ink-muted">{group.text}</p>
              <ul className="mt-4 flex flex-col divide-y divide-border">
                {group.events.map((event) => (
                  <li key={event.slug} className="flex flex-wrap justify-between gap-x-4 py-2">
                    {event.page ? (
                      <Link
                        to={event.page}
                        className="font-semibold text-primary underline underline-offset-4 hover:text-accent"
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
            </Card>
          </CardGridItem>
        ))}
      </CardGrid>
      <div className="mt-10 text-center">
        <Button asChild>
          <Link to="/events">{words.allEventsLabel}</Link>
        </Button>
      </div>
    </Section>
  );
}

export default function SpecialEvents({ loaderData }: Route.ComponentProps) {
  const { words, faq } = loaderData;
  return (
    <>
      <PageHero words={words} aside={<FeaturedWorkshop data={loaderData} />} />
      <EventGroups data={loaderData} />
      <Reveal>
        <FaqSection title={words.faqHeading} items={faq} />
      </Reveal>
    </>
  );
}
