import { TZDate } from "@date-fns/tz";
import type { ICalCalendar } from "ical-generator";
import { calendarFeedText } from "~/content/calendar";
import { addressOneLine } from "~/content/studio";
import { eventPagePath, feedKeepsDays, type EventRecord } from "~/model/events";
import { dojoTimeZone } from "~/model/times";
import { newCalendar } from "./feeds.server";

// The community events as iCalendar: /events.ics (those to come and those of the last 90 days)
// and one event for "Add to calendar". The classes' and closures' feeds are in feeds.server.ts.

/** Where an event is described on the site: its own page, or its card on /events. */
export function eventPageUrl(origin: string, event: Pick<EventRecord, "slug">): string {
  return `${origin}${eventPagePath(event.slug)}`;
}

function addEvent(
  calendar: ICalCalendar,
  origin: string,
  event: EventRecord,
  { now, revised }: { now: Date; revised: Date },
) {
  const start = new TZDate(Date.parse(event.startsAt), dojoTimeZone);
  const minutes = event.durationMinutes ?? 60;
  const end = start.getTime() + minutes * 60_000;
  const page = eventPageUrl(origin, event);
  // An event that has ended asks nobody to register: its page says what it was.
  const registration =
    event.registration.status === "open" && event.registration.url && end >= now.getTime()
      ? event.registration.url
      : null;
  const description = [
    event.description,
    registration ? `${calendarFeedText.register}: ${registration}` : null,
    `${calendarFeedText.more}: ${page}`,
  ]
    .filter(Boolean)
    .join("\n\n");
  calendar.createEvent({
    id: `event-${event.slug}@${new URL(origin).hostname}`,
    stamp: new TZDate(revised.getTime(), dojoTimeZone),
    summary: event.title,
    start,
    end: new TZDate(end, dojoTimeZone),
    timezone: dojoTimeZone,
    location: event.location ?? addressOneLine(),
    description,
    url: registration ?? page,
  });
}

/**
 * The community events: those still to come and those of the last 90 days. `revised` is when
 * any of them last changed.
 */
export function eventsCalendar(
  origin: string,
  events: EventRecord[],
  { now = new Date(), revised = new Date(0) }: { now?: Date; revised?: Date } = {},
): string {
  const calendar = newCalendar(calendarFeedText.eventsName, `${origin}/events`);
  const since = now.getTime() - feedKeepsDays * 86_400_000;
  for (const event of events) {
    if (Date.parse(event.startsAt) >= since) addEvent(calendar, origin, event, { now, revised });
  }
  return calendar.toString();
}

/** One event, for "Add to calendar". */
export function eventCalendar(
  origin: string,
  event: EventRecord,
  { now = new Date(), revised = new Date(0) }: { now?: Date; revised?: Date } = {},
): string {
  const calendar = newCalendar(event.title, eventPageUrl(origin, event));
  addEvent(calendar, origin, event, { now, revised });
  return calendar.toString();
}
