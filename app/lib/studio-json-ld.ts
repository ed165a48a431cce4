import type {
  DayOfWeek,
  OfferCatalog,
  OpeningHoursSpecification,
  Place,
  PostalAddress,
  SportsActivityLocation,
  WithContext,
} from "schema-dts";

// The studio as search engines read it (schema.org SportsActivityLocation, a LocalBusiness): the
// same name, address, phone and email the footer shows, and the opening hours it is given (the
// class schedule's: on each day with classes, from the first class to the end of the last).

/** The studio's facts the structured data names (app/content/studio.ts has them). */
export type StudioFacts = {
  name: string;
  yogaName: string;
  phone: { display: string };
  email: string;
  address: { street: string; locality: string; region: string; postalCode: string };
  foundedYear: number;
  social: { facebook: string; instagram: string };
};

/** On each day with classes: when the first starts and the last ends ("16:00", "18:50"). */
export type OpeningHours = { day: string; opens: string; closes: string }[];

/** The studio's address, as the footer shows it. */
export function studioAddress(studio: StudioFacts): PostalAddress {
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
export function studioPlace(studio: StudioFacts, side: "studio" | "yoga" = "studio"): Place {
  return {
    "@type": "Place",
    name: side === "yoga" ? studio.yogaName : studio.name,
    address: studioAddress(studio),
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
  studio: StudioFacts,
  origin: string,
  {
    side = "studio",
    hours = [],
    offers,
    brief = false,
  }: {
    side?: "studio" | "yoga";
    /** When it is open: every full entry names it; the brief one leaves it to /karate. */
    hours?: OpeningHours;
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
    address: studioAddress(studio),
  } as const;
  if (brief) return identity;
  const specification: OpeningHoursSpecification[] = hours.map(({ day, opens, closes }) => ({
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
    openingHoursSpecification: specification,
    ...(offers ? { hasOfferCatalog: offers } : {}),
  };
}
