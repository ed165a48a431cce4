import { CalendarDays } from "~/components/ui/icons";
import { Link } from "react-router";
import { eventsText } from "~/content/events";
import type { UpcomingEvent } from "~/model/events";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "./page-hero";

/**
 * The next few events (spec §2, §7: at most 4, earliest first). Not shown at all when there are
 * none, or when they could not be loaded.
 */
export function UpcomingEvents({
  events,
  id = "upcoming-events",
}: {
  events: UpcomingEvent[];
  id?: string;
}) {
  if (events.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <Section static deps={[events]} id={id} aria-labelledby={headingId} width="5xl">
      <SectionHeading id={headingId} title={eventsText.upcomingHeading} />
      <CardGrid as="ol" className="mt-10 gap-4 sm:grid-cols-2">
        {events.map((event, index) => (
          <CardGridItem key={event.id} step={index}>
            <Card as="article" className="flex h-full gap-4 p-5">
              <CalendarDays aria-hidden className="mt-1 size-6 shrink-0 text-accent" />
              <div className="flex flex-col gap-1">
                <h3 className="text-lg font-bold text-ink">{event.title}</h3>
                <p className="text-ink">
                  <time dateTime={event.startsAt}>{event.when}</time>
                </p>
                {event.category ? (
                  <p>
                    <Badge variant="outline">{event.category}</Badge>
                  </p>
                ) : null}
              </div>
            </Card>
          </CardGridItem>
        ))}
      </CardGrid>
      <div className="mt-8 text-center">
        <Button asChild variant="outline">
          <Link to="/events">{eventsText.allEvents}</Link>
        </Button>
      </div>
    </Section>
  );
}
