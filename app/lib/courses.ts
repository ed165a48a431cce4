import type { Course as CourseThing, DayOfWeek, ItemList, Offer, WithContext } from "schema-dts";
import { studio } from "~/content/studio";
import type { Course } from "~/content/yoga-courses";
import { studioPlace } from "./studio-json-ld";

// The yoga courses' dates as the cards write them, and the courses as search engines read them
// (schema.org Course with its CourseInstance and offers, Google's course info): both from the
// same entries in content/yoga-courses.ts.

const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "2025-10-23" → "Oct 23" */
function shortDay(isoDay: string): string {
  return dayFormat.format(new Date(`${isoDay}T00:00:00Z`));
}

/** "8 sessions, Oct 23 to Dec 18", where the course's dates are known. */
export function courseDates(course: Course): string | undefined {
  const { sessions } = course.duration;
  if (!sessions) return undefined;
  return `${sessions.count} sessions, ${shortDay(sessions.first)} to ${shortDay(sessions.last)}`;
}

function courseOffers(course: Course): Offer[] {
  const shared = {
    "@type": "Offer",
    category: "Paid",
    priceCurrency: "USD",
    url: course.registrationUrl,
  } as const;
  if (course.priceCents === null) return [shared];
  const offers: Offer[] = [{ ...shared, price: (course.priceCents / 100).toFixed(2) }];
  if (course.earlyBird) {
    offers.push({
      ...shared,
      name: `Early bird, by ${course.earlyBird.deadline}`,
      price: (course.earlyBird.priceCents / 100).toFixed(2),
    });
  }
  return offers;
}

function courseJsonLd(course: Course, origin: string): CourseThing {
  const { sessions, weeks } = course.duration;
  return {
    "@type": "Course",
    name: `${course.title} (${course.ages})`,
    description: course.description,
    url: `${origin}/yoga/courses#course-${course.id}`,
    provider: { "@type": "Organization", name: studio.yogaName, sameAs: `${origin}/yoga` },
    offers: courseOffers(course),
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Onsite",
      location: studioPlace("yoga"),
      ...(sessions ? { startDate: sessions.first, endDate: sessions.last } : {}),
      courseSchedule: {
        "@type": "Schedule",
        repeatFrequency: "Weekly",
        repeatCount: sessions?.count ?? weeks,
        byDay: `https://schema.org/${course.day}` as DayOfWeek,
        ...(sessions ? { startDate: sessions.first, endDate: sessions.last } : {}),
      },
    },
  };
}

/** Every course on the page, in its order, as one list. */
export function coursesJsonLd(courses: Course[], origin: string): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: courses.map((course, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: courseJsonLd(course, origin),
    })),
  };
}
