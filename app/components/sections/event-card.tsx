import { formatPrice } from "~/model/prices";
import { CalendarDays, Clock, MapPin } from "~/components/ui/icons";
import { Link } from "react-router";
import { eventsText } from "~/content/events";
import { eventCardId, eventPages, type EventRecord } from "~/model/events";
import { addressOneLine } from "~/content/studio";
import { googleCalendarUrl } from "~/lib/calendar-links";
import { eventDayAndTime, eventEnd, formatDuration } from "~/model/times";
import { AddToCalendar } from "~/components/ui/add-to-calendar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ExternalButton } from "~/components/ui/external-link";
import { Motif, type MotifTone } from "~/components/ui/motif";
import { motifIcons } from "./event-motifs";

const tones: MotifTone[] = ["indigo", "vermilion", "sea"];

/**
 * The event's call to action: registration when it is open, otherwise a disabled notice; then a
 * link to the event's own page where it has one. A past event keeps only the link.
 */
function EventAction({ event, past }: { event: EventRecord; past: boolean }) {
  const { status, url, priceCents } = event.registration;
  const page = eventPages[event.slug];
  const notOpen =
    status === "invitation"
      ? eventsText.registrationByInvitation
      : status === "closed"
        ? eventsText.registrationClosed
        : eventsText.registrationSoon;
  if (past && !page) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {past ? null : status === "open" && url ? (
        <ExternalButton href={url} variant="accent">
          {priceCents === null
            ? eventsText.register
            : `${eventsText.register} · ${formatPrice(priceCents)}`}
        </ExternalButton>
      ) : (
        <Button type="button" variant="outline" disabled>
          {notOpen}
        </Button>
      )}
      {page ? (
        <Button asChild variant="link" className="px-0">
          <Link to={page}>
            {eventsText.learnMore}
            <span className="sr-only">{` about the ${event.title}`}</span>
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

/** One event as a card (spec §3 "Event card"); a past one is marked and offers no registration. */
export function EventCard({
  event,
  index,
  past = false,
}: {
  event: EventRecord;
  index: number;
  past?: boolean;
}) {
  const { day, time } = eventDayAndTime(event.startsAt);
  const headingId = `event-${event.id}-title`;
  return (
    <Card
      as="article"
      id={eventCardId(event.slug)}
      aria-labelledby={headingId}
      className="grid h-full overflow-hidden md:grid-cols-[2fr_3fr]"
    >
      <Motif
        icon={event.motif ? motifIcons[event.motif] : CalendarDays}
        tone={tones[index % tones.length]}
        className="aspect-[16/9] md:aspect-auto md:min-h-full"
      />
      <div className="flex flex-col gap-4 p-6">
        <div>
          {past ? (
            <Badge variant="neutral" className="mb-2">
              {eventsText.pastBadge}
            </Badge>
          ) : null}
          <h3 id={headingId} className="text-2xl font-bold text-ink">
            {event.title}
          </h3>
          {event.japaneseTitle ? (
            <p lang="ja-Latn" className="mt-1 font-display text-accent italic">
              {event.japaneseTitle}
            </p>
          ) : null}
        </div>
        <ul className="flex flex-col gap-1.5 text-ink">
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden className="size-4 text-accent" />
            <time dateTime={event.startsAt}>{`${day} · ${time}`}</time>
          </li>
          {event.durationMinutes !== null ? (
            <li className="flex items-center gap-2">
              <Clock aria-hidden className="size-4 text-accent" />
              {formatDuration(event.durationMinutes)}
            </li>
          ) : null}
          {event.location ? (
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4 text-accent" />
              {event.location}
            </li>
          ) : null}
        </ul>
        {event.description ? <p className="text-ink-muted">{event.description}</p> : null}
        {event.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-2">
            {event.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-col gap-3 pt-2 empty:hidden">
          <EventAction event={event} past={past} />
          {past ? null : (
            <AddToCalendar
              eventName={event.title}
              icsHref={`/events.ics?event=${encodeURIComponent(event.slug)}`}
              googleHref={googleCalendarUrl({
                title: event.title,
                startsAt: event.startsAt,
                endsAt: eventEnd(event.startsAt, event.durationMinutes ?? 60),
                details: event.description ?? "",
                location: event.location ?? addressOneLine(),
              })}
            />
          )}
        </div>
      </div>
    </Card>
  );
}
