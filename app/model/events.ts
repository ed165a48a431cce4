import { newYorkDate, type LocalDate } from "./seasons";
import type { Instant, LocalDateTime } from "./times";

// Community events. The season's events are written as the dojo's local time (EventSeed,
// `startsLocal`); the events table stores an instant (EventRecord, `startsAt`), which is what
// the pages, the feeds and the staff area read.

export const registrationStatuses = ["open", "soon", "invitation", "closed"] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

export const eventMotifs = [
  "sword",
  "shield",
  "belt",
  "film",
  "lantern",
  "sunrise",
  "crane",
  "trophy",
  "mountain",
  "fan",
] as const;

/** The drawn symbol on an event's card (components/sections/event-card.tsx). */
export type EventMotif = (typeof eventMotifs)[number];

export function isEventMotif(value: string): value is EventMotif {
  return eventMotifs.some((motif) => motif === value);
}

export type EventRegistration = {
  status: RegistrationStatus;
  url: string | null;
  priceCents: number | null;
};

/** An event as the season's list writes it, to seed the events table. */
export type EventSeed = {
  slug: string;
  title: string;
  /** Shown under the title, in romanized Japanese. */
  japaneseTitle: string;
  category: string;
  description: string;
  /** When it starts, at the dojo in New York. */
  startsLocal: LocalDateTime;
  durationMinutes: number | null;
  location: string | null;
  tags: string[];
  registration: EventRegistration;
  motif: EventMotif;
};

/** An event as the events table holds it (app/services/events/events.server.ts reads it). */
export type EventRecord = {
  id: number;
  slug: string;
  title: string;
  japaneseTitle: string | null;
  category: string | null;
  description: string | null;
  startsAt: Instant;
  durationMinutes: number | null;
  location: string | null;
  tags: string[];
  registration: EventRegistration;
  motif: EventMotif | null;
};

/** An upcoming event as an "Upcoming Events" section shows it, its date written for New York. */
export type UpcomingEvent = {
  id: number;
  title: string;
  category: string | null;
  startsAt: Instant;
  /** "Sat, Sep 27 · 3:00 PM · 2 hours" */
  when: string;
};

/** The day an event starts on, in New York. */
export function eventDay(event: Pick<EventRecord, "startsAt">): LocalDate {
  return newYorkDate(new Date(event.startsAt));
}

/**
 * Whether an event has taken place by `today` (New York's date): it is current through its own
 * day and past from the next. Pages that show events are kept by the events' data version and
 * New York's date (app/site-pages.ts, render "data"), so a rule by day reads the same whether a
 * page is rendered for this request or was rendered earlier the same day.
 */
export function hasTakenPlace(event: Pick<EventRecord, "startsAt">, today: LocalDate): boolean {
  return eventDay(event) < today;
}

/** The registration a visitor can use on `today`: open, with a link, and the event not past. */
export function registrationOnOffer(
  event: Pick<EventRecord, "startsAt" | "registration">,
  today: LocalDate,
): { url: string; priceCents: number | null } | null {
  const { status, url, priceCents } = event.registration;
  if (status !== "open" || url === null || hasTakenPlace(event, today)) return null;
  return { url, priceCents };
}

/** Whether a date is written with its year on `today`: when it falls in another year. */
export function inAnotherYear(day: LocalDate, today: LocalDate): boolean {
  return day.slice(0, 4) !== today.slice(0, 4);
}

/** The event with this slug in a list; throws when there is none. */
export function eventBySlug<T extends { slug: string }>(events: readonly T[], slug: string): T {
  const event = events.find((entry) => entry.slug === slug);
  if (!event) throw new Error(`No event "${slug}"`);
  return event;
}

/** Where each event's "Learn More" goes, when it has a page of its own. */
export const eventPages: Record<string, string> = {
  "sword-workshop": "/sword-workshop",
  "mindful-ai": "/mindful-ai",
};

/** The id of an event's card on /events. */
export const eventCardId = (slug: string) => `event-${slug}`;

/** The page that shows an event: its own, or its card on /events. */
export function eventPagePath(slug: string): string {
  return eventPages[slug] ?? `/events#${eventCardId(slug)}`;
}

/** How long after its start an event stays in the calendar feed (spec: the last 90 days). */
export const feedKeepsDays = 90;
