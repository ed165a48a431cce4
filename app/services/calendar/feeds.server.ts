import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalEventRepeatingFreq, type ICalCalendar } from "ical-generator";
import { calendarFeedText } from "~/content/calendar";
import { eventPagePath, type EventRecord } from "~/model/events";
import {
  classGroups,
  holidayClosures,
  season,
  weeklySchedule,
  type ClassGroupId,
} from "~/content/schedule";
import { classesInGroups, weekdays, type ScheduledClass } from "~/model/schedule";
import { addressOneLine, studio } from "~/content/studio";
import { daysFromTo } from "~/lib/new-york-time";
import { dojoTimeZone } from "~/model/times";

// The dojo's calendars in iCalendar form (RFC 5545): the weekly classes, each one event that
// repeats weekly through the season with the closures left out; the closures as all-day events;
// and the community events staff publish. Class times are the dojo's local time
// (America/New_York) with its VTIMEZONE, so 4:00 PM stays 4:00 PM across the clock change.

/**
 * DTSTAMP, when the information was last revised, is fixed by what the feed is made from (not
 * the time of the request), so an unchanged feed is the same text and answers 304.
 */
const scheduleRevised = () => atDojo(dayOf(season.firstDay));

/** How often a subscribed calendar application should look again (REFRESH-INTERVAL, TTL). */
const refreshSeconds = 6 * 60 * 60;

function newCalendar(name: string, url: string): ICalCalendar {
  return ical({
    name,
    prodId: { company: studio.name, product: "Website", language: "EN" },
    // Each event names its time zone, and the zone's VTIMEZONE comes with it. The calendar
    // names none of its own: with one, the library writes DTSTAMP and a repeat's UNTIL in local
    // time, where RFC 5545 requires UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
    url,
    ttl: refreshSeconds,
  });
}

type Day = { year: number; month: number; day: number };

function dayOf(iso: string): Day {
  const [year = 0, month = 1, day = 1] = iso.split("-").map(Number);
  return { year, month, day };
}

/** A wall-clock time at the dojo on a day ("16:00" on 2025-09-01). */
function atDojo({ year, month, day }: Day, time = "00:00"): TZDate {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new TZDate(year, month - 1, day, hours, minutes, dojoTimeZone);
}

/** Every day from `from` to `to` inclusive. */
function daysBetween(from: string, to: string): Day[] {
  return daysFromTo(from, to).map(({ day }) => dayOf(day));
}

function nextDay({ year, month, day }: Day): Day {
  const date = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function weekdayOf({ year, month, day }: Day): string {
  return weekdays[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] ?? "";
}

function classDescription(entry: ScheduledClass): string {
  return `${entry.audience}. ${studio.name}, ${addressOneLine()}. ${calendarFeedText.classNote}`;
}

/** The weekly classes of the given groups (all when none), through the season. */
export function classesCalendar(origin: string, groups: readonly ClassGroupId[] = []): string {
  const calendar = newCalendar(calendarFeedText.classesName, `${origin}/calendar`);
  const seasonDays = daysBetween(season.firstDay, season.lastDay);
  const closedDays = holidayClosures.flatMap((closure) => daysBetween(closure.from, closure.to));
  const host = new URL(origin).hostname;
  for (const entry of classesInGroups(weeklySchedule, classGroups, groups)) {
    const first = seasonDays.find((day) => weekdayOf(day) === entry.day);
    if (!first) continue;
    calendar.createEvent({
      id: `${season.label}-${entry.day}-${entry.start}-${entry.kind}@${host}`.toLowerCase(),
      stamp: scheduleRevised(),
      summary: `${entry.name} (${entry.audience})`,
      start: atDojo(first, entry.start),
      end: atDojo(first, entry.end),
      timezone: dojoTimeZone,
      location: addressOneLine(),
      description: classDescription(entry),
      url: `${origin}/calendar`,
      repeating: {
        freq: ICalEventRepeatingFreq.WEEKLY,
        until: atDojo(dayOf(season.lastDay), "23:59"),
        exclude: closedDays
          .filter((day) => weekdayOf(day) === entry.day)
          .map((day) => atDojo(day, entry.start)),
      },
    });
  }
  return calendar.toString();
}

/** The season's holiday closures, as all-day events. */
export function closuresCalendar(origin: string): string {
  const calendar = newCalendar(calendarFeedText.closuresName, `${origin}/calendar`);
  const host = new URL(origin).hostname;
  for (const closure of holidayClosures) {
    // All-day events end on the day after their last (DTEND is exclusive).
    const after = nextDay(dayOf(closure.to));
    calendar.createEvent({
      id: `closed-${closure.from}@${host}`,
      stamp: scheduleRevised(),
      summary: calendarFeedText.closedSummary,
      description: calendarFeedText.closedDescription(closure.label),
      start: atDojo(dayOf(closure.from)),
      end: atDojo(after),
      allDay: true,
      timezone: dojoTimeZone,
    });
  }
  return calendar.toString();
}

/** Where an event is described on the site: its own page, or its card on /events. */
export function eventPageUrl(origin: string, event: Pick<EventRecord, "slug">): string {
  return `${origin}${eventPagePath(event.slug)}`;
}

function addEvent(calendar: ICalCalendar, origin: string, event: EventRecord, revised: Date) {
  const start = new TZDate(Date.parse(event.startsAt), dojoTimeZone);
  const minutes = event.durationMinutes ?? 60;
  const page = eventPageUrl(origin, event);
  const registration =
    event.registration.status === "open" && event.registration.url ? event.registration.url : null;
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
    end: new TZDate(start.getTime() + minutes * 60_000, dojoTimeZone),
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
  const since = now.getTime() - 90 * 86_400_000;
  for (const event of events) {
    if (Date.parse(event.startsAt) >= since) addEvent(calendar, origin, event, revised);
  }
  return calendar.toString();
}

/** One event, for "Add to calendar". */
export function eventCalendar(origin: string, event: EventRecord, revised = new Date(0)): string {
  const calendar = newCalendar(event.title, eventPageUrl(origin, event));
  addEvent(calendar, origin, event, revised);
  return calendar.toString();
}
