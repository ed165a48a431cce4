import type { Course as CourseThing, DayOfWeek, ItemList, Offer, WithContext } from "schema-dts";
import { holidayClosures } from "~/content/schedule";
import { studio } from "~/content/studio";
import type { Course } from "~/content/yoga-courses";
import { daysFromTo } from "./event-dates";
import { schemaPrice } from "./money";
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

/** Every day from `first` to `last` (ISO days) that falls on the course's weekday. */
function courseWeekdays(course: Course, first: string, last: string): string[] {
  return daysFromTo(first, last)
    .filter(({ weekday }) => weekday === course.day)
    .map(({ day }) => day);
}

/** The course's weeks the studio is closed (its holiday closures), within its dates. */
export function courseClosedDays(course: Course): string[] {
  const { sessions } = course.duration;
  if (!sessions) return [];
  return courseWeekdays(course, sessions.first, sessions.last).filter((day) =>
    holidayClosures.some((closure) => closure.from <= day && day <= closure.to),
  );
}

/** How many times the course meets by its dates: its weekdays, less the closed ones. */
export function courseMeetings(course: Course): number | undefined {
  const { sessions } = course.duration;
  if (!sessions) return undefined;
  return (
    courseWeekdays(course, sessions.first, sessions.last).length - courseClosedDays(course).length
  );
}

function courseOffers(course: Course): Offer[] {
  const shared = {
    "@type": "Offer",
    category: "Paid",
    priceCurrency: "USD",
    url: course.registrationUrl,
  } as const;
  if (course.priceCents === null) return [shared];
  const offers: Offer[] = [{ ...shared, price: schemaPrice(course.priceCents) }];
  if (course.earlyBird) {
    offers.push({
      ...shared,
      name: `Early bird, by ${course.earlyBird.deadline}`,
      price: schemaPrice(course.earlyBird.priceCents),
    });
  }
  return offers;
}

function courseJsonLd(course: Course, origin: string): CourseThing {
  const { sessions, weeks } = course.duration;
  const closed = courseClosedDays(course);
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
        ...(closed.length > 0 ? { exceptDate: closed } : {}),
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
