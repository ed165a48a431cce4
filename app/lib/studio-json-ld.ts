import type {
  DayOfWeek,
  OfferCatalog,
  OpeningHoursSpecification,
  Place,
  PostalAddress,
  SportsActivityLocation,
  WithContext,
} from "schema-dts";
import { weekdays, weeklySchedule } from "~/content/schedule";
import { studio } from "~/content/studio";

// The studio as search engines read it (schema.org SportsActivityLocation, a LocalBusiness): the
// same name, address, phone and email the footer shows, and opening hours derived from the
// class schedule (on each day with classes, from the first class to the end of the last).

/** Each weekday with classes: when the first starts and the last ends ("16:00", "18:50"). */
export function openingHours(): { day: string; opens: string; closes: string }[] {
  return weekdays.flatMap((day) => {
    const classes = weeklySchedule.filter((entry) => entry.day === day);
    if (classes.length === 0) return [];
    const opens = classes.map((entry) => entry.start).sort()[0] ?? "";
    const closes =
      classes
        .map((entry) => entry.end)
        .sort()
        .at(-1) ?? "";
    return [{ day, opens, closes }];
  });
}

/** The studio's address, as the footer shows it. */
export function studioAddress(): PostalAddress {
  const { street, locality, region, postalCode } = studio.address;
  return {
    "@type": "PostalAddress",
    streetAddress: street,
    addressLocality: locality,
    addressRegion: region,
    postalCode,
    addressCountry: "US",
  };
}

/** The studio as the place where a class or an event happens. */
export function studioPlace(side: "studio" | "yoga" = "studio"): Place {
  return {
    "@type": "Place",
    name: side === "yoga" ? studio.yogaName : studio.name,
    address: studioAddress(),
  };
}

/**
 * The studio (on `/karate`), or its yoga centre (on `/yoga`, `side: "yoga"`). On the landing
 * page, `brief`: who and where (name, address, phone), the rest read from /karate under the same
 * `@id`. The landing page's HTML must fit the first round trip of a slow connection (about
 * 14.6 KB with its headers, checked by tests/e2e/structured-data.spec.ts): the full entry would
 * cost it a second one, 0.15 s of its largest paint.
 */
export function studioJsonLd(
  origin: string,
  {
    side = "studio",
    offers,
    brief = false,
  }: {
    side?: "studio" | "yoga";
    /** What it sells, where a page lists it (the passes on /yoga/store). */
    offers?: OfferCatalog;
    brief?: boolean;
  } = {},
): WithContext<SportsActivityLocation> {
  const name = side === "yoga" ? studio.yogaName : studio.name;
  const identity = {
    "@context": "https://schema.org",
    "@type": "SportsActivityLocation",
    "@id": side === "yoga" ? `${origin}/yoga#studio` : `${origin}/#studio`,
    name,
    url: side === "yoga" ? `${origin}/yoga` : `${origin}/`,
    telephone: studio.phone.display,
    address: studioAddress(),
  } as const;
  if (brief) return identity;
  const hours: OpeningHoursSpecification[] = openingHours().map(({ day, opens, closes }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: `https://schema.org/${day}` as DayOfWeek,
    opens,
    closes,
  }));
  return {
    ...identity,
    email: studio.email,
    foundingDate: String(studio.foundedYear),
    sameAs: [studio.social.facebook, studio.social.instagram],
    openingHoursSpecification: hours,
    ...(offers ? { hasOfferCatalog: offers } : {}),
  };
}
