import type { Event, Offer, Place, WithContext } from "schema-dts";
import { dojoLocation, eventPagePath, type EventRecord } from "~/content/events";
import { studio } from "~/content/studio";
import { dojoTimeWithOffset, eventEnd } from "./event-dates";
import { schemaPrice } from "./money";
import { studioPlace } from "./studio-json-ld";

// An event as search engines read it (schema.org Event, Google's event rich result), from the
// same record its card or page shows: name, start and end in New York time, place, and the
// registration offer while registration is open and the event is to come.

export type EventFacts = Pick<
  EventRecord,
  "slug" | "title" | "description" | "startsAt" | "durationMinutes" | "location" | "registration"
>;

/**
 * Where the event is: staff name another place, or none, which the site reads as the dojo (its
 * calendar entries and Add to calendar give the studio's address then too).
 */
function eventPlace(location: string | null): Place {
  if (location === null || location === dojoLocation) return studioPlace();
  return { "@type": "Place", name: location, address: location };
}

/** The registration, while it is open: its link and, when it has one, its price in dollars. */
function registrationOffer(registration: EventFacts["registration"]): Offer | undefined {
  const { status, url, priceCents } = registration;
  if (status !== "open" || url === null) return undefined;
  return {
    "@type": "Offer",
    url,
    priceCurrency: "USD",
    ...(priceCents === null ? {} : { price: schemaPrice(priceCents) }),
    availability: "https://schema.org/InStock",
  };
}

export function eventJsonLd(
  event: EventFacts,
  origin: string,
  now = new Date(),
): WithContext<Event> {
  const endsAt =
    event.durationMinutes === null ? undefined : eventEnd(event.startsAt, event.durationMinutes);
  const over = Date.parse(endsAt ?? event.startsAt) < now.getTime();
  const offers = over ? undefined : registrationOffer(event.registration);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    url: `${origin}${eventPagePath(event.slug)}`,
    image: [`${origin}/og-image.png`],
    startDate: dojoTimeWithOffset(event.startsAt),
    ...(endsAt ? { endDate: dojoTimeWithOffset(endsAt) } : {}),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: eventPlace(event.location),
    organizer: { "@type": "Organization", name: studio.name, url: `${origin}/` },
    ...(offers ? { offers } : {}),
  };
}
