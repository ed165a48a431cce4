import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/special-events";
import { eventPages } from "~/model/events";
import {
  eventGroups,
  specialEventsDated,
  specialEventsFaq,
  specialEventsPage,
} from "~/content/special-events";
import type { FaqItem } from "~/content/faq";
import { studio } from "~/content/studio";
import { bokkenDeadlineDaysBefore, swordWorkshopSlug } from "~/content/sword-workshop";
import { now } from "~/infra/clock.server";
import { getDb } from "~/infra/db.server";
import {
  deadlineOf,
  eventOnPage,
  listedEvents,
  type EventOnPage,
  type ListedEvent,
} from "~/services/events/event-pages.server";
import { pageMeta } from "~/components/layout/page-meta";
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

// The events table's events on New York's date (the server keeps the page until the events or
// the date change: site-pages.ts, render "data"): those to come, grouped by kind, the workshop
// beside the heading while its registration is open, and the FAQ written from the same events.
export async function loader() {
  const at = now();
  const db = getDb();
  const [events, workshop] = await Promise.all([
    listedEvents(db, at),
    eventOnPage(db, swordWorkshopSlug, at),
  ]);
  const open = workshop?.registration ? workshop : null;
  return {
    words: specialEventsPage,
    groupsIntro: open
      ? specialEventsDated.groupsIntroOpen(open.event.title)
      : specialEventsPage.groupsIntro,
    featured: open
      ? {
          title: open.event.title,
          when: events.find((event) => event.slug === open.event.slug)?.when ?? open.day,
          price: open.price,
        }
      : null,
    groups: eventGroups.map((group) => ({
      id: group.id,
      title: group.title,
      text: group.text,
      events: events
        .filter(
          (event) =>
            !event.past && group.categories.some((category) => category === event.category),
        )
        .map((event) => ({
          slug: event.slug,
          title: event.title,
          when: event.when,
          page: eventPages[event.slug] ?? null,
        })),
    })),
    faq: faqOf(events, workshop),
  };
}

/**
 * The FAQ: when registration opens (the open event named while it is open), the sword workshop's
 * questions while the table has it (its price and bokken deadline only while they are current),
 * and one question about each of three events, asked by the event's title while it is listed.
 */
function faqOf(events: ListedEvent[], workshop: EventOnPage | null): FaqItem[] {
  const { registration, swordWorkshop: sword, aboutEvents } = specialEventsFaq;
  const items: FaqItem[] = [
    {
      question: registration.question,
      answer: workshop?.registration
        ? registration.open(workshop.event.title)
        : registration.notOpen,
    },
  ];
  if (workshop) {
    const price = workshop.registration && workshop.price;
    const deadline = deadlineOf(workshop, bokkenDeadlineDaysBefore);
    items.push(sword.who, {
      question: sword.includedQuestion,
      answer: [
        `${price ? sword.registration(price) : sword.registrationUnpriced} ${sword.included}`,
        ...(deadline ? [sword.bokkenBy(deadline)] : []),
      ].join(" "),
    });
  }
  for (const about of aboutEvents) {
    const event = events.find((each) => each.slug === about.slug);
    if (event) items.push({ question: about.question(event.title), answer: about.answer });
  }
  return items;
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

/** The workshop beside the heading, while its registration is open. */
function FeaturedWorkshop({
  words,
  featured,
}: {
  words: SpecialEventsData["words"];
  featured: NonNullable<SpecialEventsData["featured"]>;
}) {
  return (
    <Card className="p-6">
      <Badge variant="accent">{words.openNow}</Badge>
      <p className="mt-4 font-display text-2xl font-bold text-ink">{featured.title}</p>
      <p className="mt-2 text-ink-muted">
        {featured.price ? `${featured.when} · ${featured.price}` : featured.when}
      </p>
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
  const { words, groups, groupsIntro } = data;
  return (
    <Section aria-labelledby="groups-heading" tone="muted" style={sectionHeight(2700)} width="7xl">
      <SectionHeading id="groups-heading" title={words.groupsHeading} intro={groupsIntro} />
      <CardGrid className="mt-10 md:grid-cols-2">
        {groups.map((group, index) => (
          <CardGridItem key={group.id} step={index % 2}>
            <Card as="article" aria-labelledby={`group-${group.id}`} className="h-full p-6">
              <h3 id={`group-${group.id}`} className="text-2xl font-bold text-ink">
                {group.title}
              </h3>
              <p className="mt-2 text-ink-muted">{group.text}</p>
              {group.events.length === 0 ? (
                <p className="mt-4 border-t border-border pt-4 text-ink-muted">{words.noDates}</p>
              ) : (
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
              )}
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
  const { words, faq, featured } = loaderData;
  return (
    <>
      <PageHero
        words={words}
        aside={featured ? <FeaturedWorkshop words={words} featured={featured} /> : undefined}
      />
      <EventGroups data={loaderData} />
      <Reveal>
        <FaqSection title={words.faqHeading} items={faq} />
      </Reveal>
    </>
  );
}
