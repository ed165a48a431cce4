import type { Event, Offer, Place, WithContext } from "schema-dts";
import { minutesAfter, withNewYorkOffset } from "./new-york-time";
import { schemaPrice } from "./money";
import { studioPlace, type StudioFacts } from "./studio-json-ld";

// An event as search engines read it (schema.org Event, Google's event rich result), from the
// same record its card or page shows: name, start and end in New York time, place, and the
// registration offer while registration is open and the event is to come.

export type EventFacts = {
  title: string;
  description: string | null;
  /** When it starts: an ISO instant. */
  startsAt: string;
  durationMinutes: number | null;
  /** Null or the dojo's own name for itself: the studio. */
  location: string | null;
  registration: { status: string; url: string | null; priceCents: number | null };
};

/** The path of the page describing it, the studio, and the place name that means the dojo. */
export type EventSetting = {
  path: string;
  studio: StudioFacts;
  dojoLocation: string;
};

/**
 * Where the event is: staff name another place, or none, which the site reads as the dojo (its
 * calendar entries and Add to calendar give the studio's address then too).
 */
function eventPlace(location: string | null, { studio, dojoLocation }: EventSetting): Place {
  if (location === null || location === dojoLocation) return studioPlace(studio);
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
  setting: EventSetting,
  now = new Date(),
): WithContext<Event> {
  const endsAt =
    event.durationMinutes === null
      ? undefined
      : minutesAfter(event.startsAt, event.durationMinutes);
  const over = Date.parse(endsAt ?? event.startsAt) < now.getTime();
  const offers = over ? undefined : registrationOffer(event.registration);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    url: `${origin}${setting.path}`,
    image: [`${origin}/og-image.png`],
    startDate: withNewYorkOffset(event.startsAt),
    ...(endsAt ? { endDate: withNewYorkOffset(endsAt) } : {}),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: eventPlace(event.location, setting),
    organizer: { "@type": "Organization", name: setting.studio.name, url: `${origin}/` },
    ...(offers ? { offers } : {}),
  };
}
