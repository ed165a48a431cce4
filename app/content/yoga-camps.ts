import type { CampTimetableEntry, YogaCampActivity } from "~/model/camps";
import type { CampRecord } from "~/model/offerings";
import { prices } from "./prices";
import { addressOneLine, studio } from "./studio";

// The yoga summer camp, /yoga/camps (spec §2 "Other yoga pages", §3 "Camp …", §9 "Yoga summer
// camp": 4 days at a starting price, 9:00 AM to 12:30 PM, small groups; 2026 registration opens
// in January).

/** The camp's first record (spec §9: 4 days, a starting price, 9:00 AM to 12:30 PM, small groups; 2026 registration opens in January). */
export const yogaCampSeed: { id: string; record: CampRecord } = {
  id: "yoga-camp",
  record: {
    side: "yoga",
    year: 2026,
    firstDay: null,
    lastDay: null,
    days: 4,
    hours: "9:00 AM to 12:30 PM",
    priceCents: prices.yogaCampFromCents,
    priceIsMinimum: true,
    places: "Small groups",
    registration: { state: "opens", on: "2026-01-01" },
  },
};

/**
 * Spec §3 "Camp summary": title, duration, location, dates, price, maxParticipants, description.
 * Its duration, hours, price, places and dates are the camp's record's, made into words here.
 */
export const yogaCampSummary = {
  title: "Yoga Summer Camp",
  duration: (days: number) => `${days} days`,
  location: addressOneLine(),
  /** "Summer 2027: registration opens in January" */
  opensIn: (year: number, month: string) => `Summer ${year}: registration opens in ${month}`,
  /** "Summer 2027: June 29 to July 2" */
  dates: (year: number, days: string) => `Summer ${year}: ${days}`,
  // @draft-copy: the camp's dates while next summer's are not set
  nextSummer: "Next summer: dates to be announced",
  toBeAnnounced: "To be announced",
  // @draft-copy: the camp's description
  description:
    "Four mornings of aerial yoga, barre, mindfulness, art and games, in small groups with plenty of care.",
} as const;

export const yogaCampsPage = {
  /** "Summer 2027"; "Summer Camp" while next summer is not set. */
  eyebrow: (year: number | null) => (year === null ? "Summer Camp" : `Summer ${year}`),
  // @draft-copy: the page's introduction and description
  intro: "A summer camp to move, breathe, create and make friends, one calm morning at a time.",
  description: (facts: string, registration: string) =>
    `Yoga summer camp in ${studio.address.locality}, NY${facts ? `: ${facts}` : ""}.${registration ? ` ${registration}` : ""}`,
  /** "2027 registration opens in January." */
  descriptionOpens: (year: number, month: string) => `${year} registration opens in ${month}.`,
  summaryHeading: "Camp at a Glance",
  summaryLabels: {
    duration: "Duration",
    hours: "Hours",
    price: "Price",
    group: "Group size",
    dates: "Dates",
    location: "Location",
  },
  activitiesHeading: "Camp Activities",
  timetableHeading: "A Sample Morning",
  timetableCaption: "A sample camp morning, 9:00 AM to 12:30 PM",
  timetableColumns: { time: "Time", activity: "Activity" },
  expectHeading: "What to Expect",
  joinLabel: "Join Our Community First",
  // @draft-copy: the call to action's text
  joinText:
    "Create your account with us before registration opens, and join the newsletter for the date.",
} as const;

// @placeholder: the camp's six activities, their descriptions and schedule lines (the spec names none), written from the studio's classes
export const yogaCampActivities: YogaCampActivity[] = [
  {
    icon: "aerial",
    title: "Aerial Yoga",
    description: "Swinging, stretching and resting in the hammock, safely and step by step.",
    schedule: ["Hammock safety", "Warm-up swings", "A new pose", "Rest in the cocoon"],
  },
  {
    icon: "barre",
    title: "Barre & Movement",
    description: "Balance, posture and strength at the barre, set to music.",
    schedule: ["Find your posture", "Balance work", "Strength to music", "Stretch"],
  },
  {
    icon: "mindfulness",
    title: "Mindfulness",
    description: "Breathing, listening and noticing: small habits for calm.",
    schedule: ["Settle in", "Breathing game", "Listening walk", "Quiet moment"],
  },
  {
    icon: "art",
    title: "Art & Journaling",
    description: "Drawing and writing about the day, to keep what they learned.",
    schedule: ["Today's theme", "Draw it", "Write a line", "Share, if you like"],
  },
  {
    icon: "games",
    title: "Games & Teamwork",
    description: "Active games that build balance, coordination and friendship.",
    schedule: ["Warm-up game", "Partner challenge", "Team game", "Cool-down"],
  },
  {
    icon: "snack",
    title: "Mindful Snack",
    description: "A break to refuel, slow down and talk together.",
    schedule: ["Wash hands", "Sit together", "Eat slowly", "Tidy up"],
  },
];

// @placeholder: the sample morning's timetable (the camp's hours are the spec's; its activities are not)
export const yogaCampTimetable: CampTimetableEntry[] = [
  { time: "9:00 AM", activity: "Arrival and welcome circle", icon: "arrive" },
  { time: "9:15 AM", activity: "Aerial yoga", icon: "aerial" },
  { time: "10:00 AM", activity: "Games and teamwork", icon: "games" },
  { time: "10:45 AM", activity: "Mindful snack", icon: "snack" },
  { time: "11:05 AM", activity: "Barre and movement", icon: "barre" },
  { time: "11:45 AM", activity: "Art and journaling", icon: "art" },
  { time: "12:10 PM", activity: "Mindfulness and goodbye circle", icon: "mindfulness" },
  { time: "12:30 PM", activity: "Pick-up", icon: "arrive" },
];

// @draft-copy: what to expect, written from the spec's facts and the activities
export const yogaCampExpectations = [
  "Small groups, so every child gets attention in the hammock.",
  "Four mornings from 9:00 AM to 12:30 PM.",
  // @placeholder: what campers bring, to be confirmed by the studio
  "Comfortable clothes and a water bottle.",
  "A calm, kind space where trying matters more than getting it right.",
];
