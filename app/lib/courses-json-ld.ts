import type { Course as CourseThing, DayOfWeek, ItemList, Offer, WithContext } from "schema-dts";
import { schemaPrice } from "./money";
import { studioPlace, type StudioFacts } from "./studio-json-ld";

// The yoga courses as search engines read them (schema.org Course with its CourseInstance and
// offers, Google's course info), from the same entries the cards show, each with the days the
// studio is closed within its dates. Only a course open for registration now carries offers; the
// early-bird offer ends on its last day (validThrough).

export type CourseFacts = {
  id: string;
  title: string;
  ages: string;
  description: string;
  day: string;
  weeks: number;
  /** The Register link while registration is open; null: no offer. */
  registerUrl: string | null;
  facts: {
    sessions: { count: number; first: string; last: string } | null;
    priceCents: number | null;
    earlyBird: { priceCents: number; until: string } | null;
    /** Its weekdays the studio is closed, within its dates ("2025-11-27"). */
    closedDays: string[];
  };
};

function courseOffers(course: CourseFacts): Offer[] {
  if (course.registerUrl === null) return [];
  const shared = {
    "@type": "Offer",
    category: "Paid",
    priceCurrency: "USD",
    url: course.registerUrl,
  } as const;
  const { priceCents, earlyBird } = course.facts;
  if (priceCents === null) return [shared];
  const offers: Offer[] = [{ ...shared, price: schemaPrice(priceCents) }];
  if (earlyBird) {
    offers.push({
      ...shared,
      name: "Early bird",
      price: schemaPrice(earlyBird.priceCents),
      validThrough: earlyBird.until,
    });
  }
  return offers;
}

function courseJsonLd(course: CourseFacts, origin: string, studio: StudioFacts): CourseThing {
  const { sessions, closedDays: closed } = course.facts;
  const { weeks } = course;
  const offers = courseOffers(course);
  return {
    "@type": "Course",
    name: `${course.title} (${course.ages})`,
    description: course.description,
    url: `${origin}/yoga/courses#course-${course.id}`,
    // The yoga centre, as /yoga describes it.
    provider: {
      "@type": "Organization",
      "@id": `${origin}/yoga#studio`,
      name: studio.yogaName,
      url: `${origin}/yoga`,
    },
    ...(offers.length > 0 ? { offers } : {}),
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Onsite",
      location: studioPlace(studio, "yoga"),
      ...(sessions ? { startDate: sessions.first, endDate: sessions.last } : {}),
      courseSchedule: {
        "@type": "Schedule",
        repeatFrequency: "Weekly",
        repeatCount: sessions?.count ?? weeks,
        byDay: `https://schema.org/${course.day}` as DayOfWeek,
        ...(sessions ? { startDate: sessions.first, endDate: sessions.last } : {}),
        ...(closed.length > 0 ? { exceptDate: closed } : {}),
      },
    },
  };
}

/** Every course on the page, in its order, as one list. */
export function coursesJsonLd(
  courses: readonly CourseFacts[],
  origin: string,
  studio: StudioFacts,
): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: courses.map((course, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: courseJsonLd(course, origin, studio),
    })),
  };
}
