// The words around community events. Their shape is app/model/events.ts; the 2025-26 season
// itself is in season-events.ts (kept apart so pages that only show events from the database do
// not carry it).

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
