import { eventsText } from "~/content/events";
import { addressOneLine } from "~/content/studio";
import {
  bokkenDeadlineDaysBefore,
  swordWorkshop,
  swordWorkshopDated,
} from "~/content/sword-workshop";
import type { RegistrationStatus } from "~/model/events";
import { eventEnd } from "~/model/times";
import { googleCalendarUrl } from "~/lib/calendar-links";
import type { EventFacts } from "~/lib/event-json-ld";
import { deadlineOf, type EventOnPage } from "~/services/events/event-pages.server";

// What /sword-workshop shows, written by its loader from the workshop's event on a day
// (app/services/events/event-pages.server.ts) and the page's words: the facts beside the heading,
// Register and Add to calendar while they apply, or the line that says why not (it took place,
// registration is not open, none is scheduled), and the facts its structured data is built from.

/** The line where registration would be, while the workshop is to come but not open for it. */
const notOpen: Record<RegistrationStatus, string> = {
  open: eventsText.registrationSoon,
  soon: eventsText.registrationSoon,
  closed: eventsText.registrationClosed,
  invitation: eventsText.registrationByInvitation,
};

type Fact = { key: "when" | "length" | "price" | "deadline"; label: string; value: string };

export function swordWorkshopView(page: EventOnPage | null, checkedAt: Date) {
  const words = swordWorkshop;
  const dated = swordWorkshopDated;
  if (!page) {
    return {
      words,
      title: words.noneTitle,
      description: words.intro,
      notice: words.noneText,
      scheduled: false,
      facts: [] as Fact[],
      register: null,
      calendar: null,
      included: [words.bokken, ...words.included],
      ctaText: null,
      event: null,
      checkedAt: checkedAt.toISOString(),
    };
  }
  const { event, registration, past } = page;
  const when = `${page.day}, ${page.time}`;
  const deadline = deadlineOf(page, bokkenDeadlineDaysBefore);
  const facts: Fact[] = [
    { key: "when", label: words.whenLabel, value: when },
    ...(page.length
      ? [{ key: "length", label: words.lengthLabel, value: page.length } as const]
      : []),
    ...(page.price && !past
      ? [{ key: "price", label: words.priceLabel, value: page.price } as const]
      : []),
    ...(deadline
      ? [{ key: "deadline", label: words.deadlineLabel, value: deadline } as const]
      : []),
  ];
  const price = page.price ? ` ${page.price},` : "";
  const jsonLdFacts = {
    title: event.title,
    description: words.intro,
    startsAt: event.startsAt,
    durationMinutes: event.durationMinutes,
    location: event.location,
    // Structured data offers registration only while visitors can use it.
    registration: registration
      ? { status: "open", ...registration }
      : { status: "closed", url: null, priceCents: null },
  } satisfies EventFacts;
  return {
    words,
    title: event.title,
    description: past
      ? `${dated.tookPlace(page.day)} ${words.intro}`
      : `${when}: ${words.intro}${price} ${words.ageSummary}.`,
    notice: past
      ? dated.tookPlace(page.day)
      : registration
        ? null
        : notOpen[event.registration.status],
    scheduled: true,
    facts,
    register: registration
      ? {
          url: registration.url,
          label: page.price ? `${words.registerLabel} · ${page.price}` : words.registerLabel,
        }
      : null,
    calendar: past
      ? null
      : {
          ics: `/events.ics?event=${encodeURIComponent(event.slug)}`,
          google: googleCalendarUrl({
            title: event.title,
            startsAt: event.startsAt,
            endsAt: eventEnd(event.startsAt, event.durationMinutes ?? 60),
            details: event.description ?? words.intro,
            location: event.location ?? addressOneLine(),
          }),
        },
    included: [deadline ? dated.bokkenBy(deadline) : words.bokken, ...words.included],
    ctaText: registration ? (deadline ? dated.ctaText(deadline) : words.ctaTextLate) : null,
    event: jsonLdFacts,
    checkedAt: checkedAt.toISOString(),
  };
}
