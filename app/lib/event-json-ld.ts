import type { Event, Offer, Place, WithContext } from "schema-dts";
import { dojoLocation, type EventRecord } from "~/content/events";
import { studio } from "~/content/studio";
import { dojoTimeWithOffset } from "./event-dates";
import { studioPlace } from "./studio-json-ld";

// An event as search engines read it (schema.org Event, Google's event rich result), from the
// same record its card or page shows: name, start and end in New York time, place, and the
// registration offer while registration is open.

export type EventFacts = Pick<
  EventRecord,
  "title" | "description" | "startsAt" | "durationMinutes" | "location" | "registration"
> & {
  /** The page that shows the event, absolute. */
  url: string;
};

/** "At the dojo" is the studio and its address; any other place is named as staff wrote it. */
function eventPlace(location: string | null): Place | undefined {
  if (location === null) return undefined;
  if (location === dojoLocation) return studioPlace();
  return { "@type": "Place", name: location, address: location };
}

/** The registration, when it is open: its link and, when it has one, its price in dollars. */
function registrationOffer(registration: EventFacts["registration"]): Offer | undefined {
  const { status, url, priceCents } = registration;
  if (status !== "open" || url === null) return undefined;
  return {
    "@type": "Offer",
    url,
    priceCurrency: "USD",
    ...(priceCents === null ? {} : { price: (priceCents / 100).toFixed(2) }),
    availability: "https://schema.org/InStock",
  };
}

export function eventJsonLd(event: EventFacts, origin: string): WithContext<Event> {
  const location = eventPlace(event.location);
  const offers = registrationOffer(event.registration);
  const endsAt =
    event.durationMinutes === null
      ? undefined
      : new Date(Date.parse(event.startsAt) + event.durationMinutes * 60_000).toISOString();
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    url: event.url,
    image: [`${origin}/og-image.png`],
    startDate: dojoTimeWithOffset(event.startsAt),
    ...(endsAt ? { endDate: dojoTimeWithOffset(endsAt) } : {}),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    ...(location ? { location } : {}),
    organizer: { "@type": "Organization", name: studio.name, url: `${origin}/` },
    ...(offers ? { offers } : {}),
  };
}
