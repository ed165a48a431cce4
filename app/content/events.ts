// Community events: their shape and the words around them. The 2025-26 season itself is in
// season-events.ts (kept apart so pages that only show events from the database do not carry it).

export type RegistrationStatus = "open" | "soon" | "invitation" | "closed";

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

export type CommunityEvent = {
  slug: string;
  title: string;
  /** Shown under the title, in romanized Japanese. */
  japaneseTitle: string;
  category: string;
  description: string;
  /** Local date and time at the dojo, YYYY-MM-DDTHH:MM. */
  startsAt: string;
  durationMinutes: number | null;
  location: string | null;
  tags: string[];
  registration: { status: RegistrationStatus; url: string | null; priceCents: number | null };
  motif: EventMotif;
};

/**
 * An event as the events table holds it (app/services/events/events.server.ts reads it), in the
 * shape the pages and the event card show.
 */
export type EventRecord = {
  id: number;
  slug: string;
  title: string;
  japaneseTitle: string | null;
  category: string | null;
  description: string | null;
  /** ISO-8601 instant in UTC. */
  startsAt: string;
  durationMinutes: number | null;
  location: string | null;
  tags: string[];
  registration: { status: RegistrationStatus; url: string | null; priceCents: number | null };
  image: EventMotif | null;
};

/** An upcoming event as an "Upcoming Events" section shows it, its date written for New York. */
export type UpcomingEvent = {
  id: number;
  title: string;
  category: string | null;
  startsAt: string;
  /** "Sat, Sep 27 · 3:00 PM · 2 hours" */
  when: string;
};

export const eventsText = {
  eyebrow: "2025-26 Season",
  heading: "Community Events & Gatherings",
  // @draft-copy: the introduction to the community events page
  intro:
    "Workshops, ceremonies, movie nights and celebrations that bring our students, families and neighbours together through the year.",
  upcomingHeading: "Upcoming Events",
  allEvents: "See All Events",
  watchVideo: "Watch Dojo Life",
  widgetHeading: "Book Through Our Events Calendar",
  widgetTitle: "Events Calendar",
  pastHeading: "Past Events",
  addToCalendar: "Add to calendar",
  googleCalendar: "Google Calendar",
  /** After either link, for screen readers: which event it adds. */
  forEvent: (name: string) => ` for ${name}`,
  pastBadge: "Past event",
  registrationSoon: "Registration will open soon",
  registrationByInvitation: "By invitation",
  registrationClosed: "Registration closed",
  register: "Register Now",
  learnMore: "Learn More",
  dojoLocation: "At the dojo",
} as const;

export const dojoLocation = eventsText.dojoLocation;

/** Where each event's "Learn More" goes, when it has a page of its own. */
export const eventPages: Record<string, string> = {
  "sword-workshop": "/sword-workshop",
};

/** The id of an event's card on /events. */
export const eventCardId = (slug: string) => `event-${slug}`;

/** The page that shows an event: its own, or its card on /events. */
export function eventPagePath(slug: string): string {
  return eventPages[slug] ?? `/events#${eventCardId(slug)}`;
}
