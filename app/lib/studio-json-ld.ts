import type {
  DayOfWeek,
  OpeningHoursSpecification,
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

/** The studio (on `/` and `/karate`), or its yoga centre (on `/yoga`, `side: "yoga"`). */
export function studioJsonLd(
  origin: string,
  side: "studio" | "yoga" = "studio",
): WithContext<SportsActivityLocation> {
  const name = side === "yoga" ? studio.yogaName : studio.name;
  const hours: OpeningHoursSpecification[] = openingHours().map(({ day, opens, closes }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: `https://schema.org/${day}` as DayOfWeek,
    opens,
    closes,
  }));
  return {
    "@context": "https://schema.org",
    "@type": "SportsActivityLocation",
    "@id": side === "yoga" ? `${origin}/yoga#studio` : `${origin}/#studio`,
    name,
    url: side === "yoga" ? `${origin}/yoga` : `${origin}/`,
    telephone: studio.phone.display,
    email: studio.email,
    foundingDate: String(studio.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: studio.address.street,
      addressLocality: studio.address.locality,
      addressRegion: studio.address.region,
      postalCode: studio.address.postalCode,
      addressCountry: "US",
    },
    sameAs: [studio.social.facebook, studio.social.instagram],
    openingHoursSpecification: hours,
  };
}
