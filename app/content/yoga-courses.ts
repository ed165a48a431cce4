import type { CourseRecord } from "~/model/offerings";
import { prices } from "./prices";
import { provider } from "./provider";
import { studio } from "./studio";

// The aerial yoga and fitness courses, /yoga/courses (spec §3 "Course", §9 "Yoga courses").

export const coursesPage = {
  eyebrow: "Kids, Teens & Adults",
  title: "Aerial Yoga Courses",
  // @draft-copy: the courses page's introduction and description
  intro:
    "Courses of 8 or 12 weeks that build skills week by week, for children, teens and adults. Register early for the early-bird price.",
  /** With the first open course's price: "8 weeks for …, early bird …". */
  description: (offer: string | null) =>
    `Aerial yoga and fitness courses for ages 6-9, 10-12, 13+ and adults in ${studio.address.locality}, NY${offer ? `: ${offer}` : ""}.`,
  listHeading: "Courses This Season",
  // The state the spec gives when no course has dates to come.
  soonHeading: "Registration Opens Soon",
  // @draft-copy: what the page says while no course has dates to come
  soonText:
    "New course dates are on their way. Join our community or sign up for the newsletter to hear as soon as registration opens.",
  runningLabel: (lastDay: string) => `Under way: last class ${lastDay}`,
  openingLabel: (day: string) => `Registration opens ${day}`,
  fullLabel: "Full",
  closedLabel: "Registration closed",
  soonLabel: "Registration Opens Soon",
  makeupPolicy: "One makeup class rolls over to the next signup cycle.",
  pricePending: "Price to be announced",
  earlyBirdLabel: "Early bird",
  earlyBirdBy: (price: string, day: string) => `Early bird ${price} by ${day}`,
  register: "Register",
  whenLabel: "When",
  instructorLabel: "Instructor",
  ctaHeading: "Not Sure Which Course Fits?",
  // @draft-copy: the closing call to action
  ctaText: "Join our community, or ask us and we will help you choose.",
  joinLabel: "Join Our Community",
  learnMoreLabel: "Learn More",
  learnMoreContext: " about our courses",
} as const;

const coursePrice = prices.courseCents;
const earlyBirdPrice = prices.courseEarlyBirdCents;

// @placeholder: each course's registration page on the provider's site
const registerAt = (id: string) => ({
  state: "open" as const,
  url: `${provider.pages.signUp}?course=${id}`,
});
// @placeholder: the courses' start times (the spec gives days and dates, not times)
const timeToConfirm = "time to be confirmed";
// @placeholder: the courses' instructors (the spec names no one); their roles until then
const instructor = "Aerial Yoga Instructor";
const makeup = coursesPage.makeupPolicy;

// The first seed of the courses staff keep (Courses in the staff area).
// @draft-copy: the courses' titles, descriptions and features, written from the spec's facts
// @placeholder: the 12-week Saturday course's price and early-bird terms, not given in the spec
// @placeholder: the studio to confirm the age groups (the spec also shows a 9-11 group), which group meets on which day, and the Tuesday course's early-bird deadline (the spec says late September)
export const courseSeeds: { id: string; record: CourseRecord }[] = [
  {
    id: "kids-aerial-6-9",
    record: {
      title: "Kids Aerial Yoga",
      ages: "Ages 6-9",
      day: "Thursday",
      time: timeToConfirm,
      weeks: 8,
      sessions: { count: 8, first: "2025-10-23", last: "2025-12-18" },
      priceCents: coursePrice,
      earlyBird: { priceCents: earlyBirdPrice, until: "2025-10-12" },
      makeup,
      description: "Playful first steps in the hammock: balance, stretching and gentle inversions.",
      features: ["Small groups", "Games that build strength", "A calm cool-down every class"],
      instructor,
      art: "kids",
      registration: registerAt("kids-aerial-6-9"),
    },
  },
  {
    id: "kids-aerial-10-12",
    record: {
      title: "Aerial Yoga for Tweens",
      ages: "Ages 10-12",
      day: "Tuesday",
      time: timeToConfirm,
      weeks: 8,
      sessions: { count: 8, first: "2025-09-30", last: "2025-11-18" },
      priceCents: coursePrice,
      earlyBird: { priceCents: earlyBirdPrice, until: "2025-09-29" },
      makeup,
      description: "More time upside down: sequences that link poses and build confidence.",
      features: ["Inversions step by step", "Flexibility and core work", "Breathing to focus"],
      instructor,
      art: "tweens",
      registration: registerAt("kids-aerial-10-12"),
    },
  },
  {
    id: "teen-aerial-13",
    record: {
      title: "Teen Aerial Fitness",
      ages: "Ages 13+",
      day: "Thursday",
      time: timeToConfirm,
      weeks: 8,
      sessions: { count: 8, first: "2025-10-23", last: "2025-12-18" },
      priceCents: coursePrice,
      earlyBird: { priceCents: earlyBirdPrice, until: "2025-10-12" },
      makeup,
      description: "Aerial strength and conditioning for teens, with time to slow down and reset.",
      features: ["Strength and conditioning", "Longer aerial flows", "Stress relief and rest"],
      instructor,
      art: "teens",
      registration: registerAt("teen-aerial-13"),
    },
  },
  {
    id: "adult-aerial",
    record: {
      title: "Adult Aerial Yoga",
      ages: "Adults",
      day: "Saturday",
      time: timeToConfirm,
      weeks: 12,
      sessions: null,
      priceCents: null,
      earlyBird: null,
      makeup,
      description: "Twelve Saturdays to build a steady aerial practice from the ground up.",
      features: ["All levels welcome", "Builds week on week", "Restorative close"],
      instructor,
      art: "adults",
      registration: registerAt("adult-aerial"),
    },
  },
];
