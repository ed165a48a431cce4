import { CalendarDays } from "~/components/ui/icons";
import { Link } from "react-router";
import { eventsText, type UpcomingEvent } from "~/content/events";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "./page-hero";
import { Static } from "~/components/ui/static";

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
    <Static as="section" deps={[events]} id={id} aria-labelledby={headingId} className="px-4 py-16">
      <div className="mx-auto max-w-5xl">
        <SectionHeading id={headingId} title={eventsText.upcomingHeading} />
        <ol className="mt-10 grid gap-4 sm:grid-cols-2">
          {events.map((event, index) => {
            return (
              <li key={event.id}>
                <Reveal step={index} className="h-full">
                  <article className="flex h-full gap-4 rounded-card border border-border bg-surface p-5 shadow-card">
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
                  </article>
                </Reveal>
              </li>
            );
          })}
        </ol>
        <div className="mt-8 text-center">
          <Button asChild variant="outline">
            <Link to="/events">{eventsText.allEvents}</Link>
          </Button>
        </div>
      </div>
    </Static>
  );
}
