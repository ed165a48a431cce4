import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import {
  eventDay,
  hasTakenPlace,
  inAnotherYear,
  registrationOnOffer,
  type EventRecord,
} from "~/model/events";
import { formatPrice } from "~/model/prices";
import { addDays, formatDay, newYorkDate, type LocalDate } from "~/model/seasons";
import {
  formatDuration,
  formatEventDate,
  formatEventDateWithYear,
  formatLongDate,
  formatLongDay,
  formatTime,
} from "~/model/times";
import { listEvents, shownEvent } from "./event-reads.server";

// The events pages read from the events table, as they stand on New York's date at `now`: the
// pages of single events (/sword-workshop, /mindful-ai) and the season's list on /special-events.
// An event is current through its own day and past after it (model/events.ts hasTakenPlace); a
// past one offers no registration, and a date is written with its year when that is not this one.

/** An event as its own page shows it on a day. */
export type EventOnPage = {
  event: EventRecord;
  /** New York's date the page was worked out for. */
  today: LocalDate;
  past: boolean;
  /** The registration visitors can use today: null once it is past or while it is not open. */
  registration: { url: string; priceCents: number | null } | null;
  /** Whether its dates are written with their year: it is not this year's. */
  withYear: boolean;
  /** "Saturday, September 27", or "Saturday, September 27, 2025" in another year. */
  day: string;
  /** "3:00 PM" */
  time: string;
  /** "2 hours"; null when it has no set length. */
  length: string | null;
  /** "$40"; null when it has no price. */
  price: string | null;
};

/** The event with this slug on `now`'s date in New York; null when there is none or it is hidden. */
export async function eventOnPage(
  db: Kysely<Database>,
  slug: string,
  now: Date,
): Promise<EventOnPage | null> {
  const event = await shownEvent(db, slug);
  if (!event) return null;
  const today = newYorkDate(now);
  const withYear = inAnotherYear(eventDay(event), today);
  const { priceCents } = event.registration;
  return {
    event,
    today,
    past: hasTakenPlace(event, today),
    registration: registrationOnOffer(event, today),
    withYear,
    day: withYear ? formatLongDate(event.startsAt) : formatLongDay(event.startsAt),
    time: formatTime(event.startsAt),
    length: event.durationMinutes === null ? null : formatDuration(event.durationMinutes),
    price: priceCents === null ? null : formatPrice(priceCents),
  };
}

/**
 * The last day to register by for what needs notice (the sword workshop's bokken, spec §9: a
 * week before), "September 20", while that day is still to come and registration is on offer;
 * otherwise null, so no page names a deadline that has passed.
 */
export function deadlineOf(page: EventOnPage, daysBefore: number): string | null {
  if (!page.registration) return null;
  const deadline = addDays(eventDay(page.event), -daysBefore);
  if (deadline < page.today) return null;
  return formatDay(deadline, inAnotherYear(deadline, page.today) ? "date" : "monthDay");
}

/** An event in a list of the season's events on a day. */
export type ListedEvent = {
  slug: string;
  title: string;
  category: string | null;
  /** "Sat, Sep 27, 3:00 PM", or "Fri, Jan 2, 2026, 9:00 AM" in another year. */
  when: string;
  past: boolean;
  /** Whether visitors can register for it today. */
  registrationOpen: boolean;
};

/** Every event visitors see (none hidden), earliest first, as it stands on `now`'s date. */
export async function listedEvents(db: Kysely<Database>, now: Date): Promise<ListedEvent[]> {
  const today = newYorkDate(now);
  return (await listEvents(db)).map((event) => ({
    slug: event.slug,
    title: event.title,
    category: event.category,
    when: inAnotherYear(eventDay(event), today)
      ? formatEventDateWithYear(event.startsAt)
      : formatEventDate(event.startsAt),
    past: hasTakenPlace(event, today),
    registrationOpen: registrationOnOffer(event, today) !== null,
  }));
}
