import { coursesPage } from "~/content/yoga-courses";
import {
  courseRegistrationUrl,
  courseStanding,
  earlyBirdToday,
  registrationToday,
  type CourseRecord,
} from "~/model/offerings";
import type { HolidayClosure } from "~/model/schedule";
import { formatPrice } from "~/model/prices";
import { courseClosedDays } from "~/model/courses";
import type { LocalDate } from "~/model/seasons";
import { visitorDay, visitorMonthOrDay, type OfferingsToday } from "./visitor-offerings.server";

// /yoga/courses as it stands today: the courses that have not ended, each with the words its
// card writes (its dates, the early-bird price while it lasts, where registration stands) and a
// Register link only while registration is open and the course has not begun. When no course
// has dates to come, the page shows the spec's "Registration Opens Soon".

export type ShownCourse = {
  id: string;
  title: string;
  ages: string;
  art: CourseRecord["art"];
  weeks: number;
  day: string;
  time: string;
  description: string;
  features: string[];
  instructor: string;
  /** Its own makeup rule; "" when the page says the one every course shares (`makeup`). */
  makeup: string;
  /** "8 sessions, Oct 23 to Dec 18" */
  dates: string | undefined;
  price: string | null;
  earlyBird: string | null;
  /** The Register link, while open. */
  registerUrl: string | null;
  /** Where registration stands when there is no link ("Registration Opens Soon"). */
  standing: string | null;
  /** Facts for structured data: only a course open now carries offers. */
  facts: {
    sessions: CourseRecord["sessions"];
    priceCents: number | null;
    earlyBird: { priceCents: number; until: LocalDate } | null;
    closedDays: string[];
  };
};

function shortDay(day: LocalDate, today: LocalDate): string {
  return visitorDay(day, today).replace(/^(\w{3})\w*/, "$1");
}

function standingWords(course: CourseRecord, today: LocalDate): string | null {
  const standing = courseStanding(course, today);
  if (standing === "running" && course.sessions)
    return coursesPage.runningLabel(visitorDay(course.sessions.last, today));
  const registration = registrationToday(course.registration, today);
  switch (registration.state) {
    case "open":
      return null;
    case "opens":
      return coursesPage.openingLabel(visitorMonthOrDay(registration.on, today));
    case "full":
      return coursesPage.fullLabel;
    case "closed":
      return coursesPage.closedLabel;
    case "soon":
      return coursesPage.soonLabel;
  }
}

export function coursesToday(
  { today, offerings }: OfferingsToday,
  closures: readonly HolidayClosure[],
): { courses: ShownCourse[]; comingSoon: boolean; makeup: string } {
  const shown = offerings.courses.filter(
    (course) => courseStanding(course.data, today) !== "ended",
  );
  const comingSoon = !shown.some((course) => courseStanding(course.data, today) === "upcoming");
  // One rule for every course is said once, under the heading; rules that differ, on each card.
  const rules = new Set(shown.map((course) => course.data.makeup));
  const makeup = rules.size === 1 ? ([...rules][0] ?? "") : "";
  return {
    comingSoon,
    makeup,
    courses: shown.map(({ id, data: course }) => {
      const earlyBird = earlyBirdToday(course, today);
      const registerUrl = courseRegistrationUrl(course, today);
      const { sessions } = course;
      return {
        id,
        title: course.title,
        ages: course.ages,
        art: course.art,
        weeks: course.weeks,
        day: course.day,
        time: course.time,
        description: course.description,
        features: course.features,
        instructor: course.instructor,
        makeup: makeup ? "" : course.makeup,
        dates: sessions
          ? `${sessions.count} sessions, ${shortDay(sessions.first, today)} to ${shortDay(sessions.last, today)}`
          : undefined,
        price: course.priceCents === null ? null : formatPrice(course.priceCents),
        earlyBird: earlyBird
          ? coursesPage.earlyBirdBy(
              formatPrice(earlyBird.priceCents),
              visitorDay(earlyBird.until, today),
            )
          : null,
        registerUrl,
        standing: registerUrl ? null : standingWords(course, today),
        facts: {
          sessions,
          priceCents: registerUrl ? course.priceCents : null,
          earlyBird: registerUrl ? earlyBird : null,
          closedDays: sessions ? courseClosedDays(course, closures) : [],
        },
      };
    }),
  };
}

/** The page's description: its price from the first course open now that has one. */
export function coursesDescriptionOffer(courses: readonly ShownCourse[]): string | null {
  const priced = courses.find((course) => course.registerUrl && course.facts.priceCents !== null);
  if (!priced || priced.facts.priceCents === null) return null;
  const early = priced.facts.earlyBird;
  return `${priced.weeks} weeks for ${formatPrice(priced.facts.priceCents)}${
    early ? `, early bird ${formatPrice(early.priceCents)}` : ""
  }`;
}
