import { studio } from "./studio";

// The guest-instructor sword workshop, /sword-workshop (spec §2 "Sword workshop", §5, §9). Its
// title, date, time, length, price and registration are the event's own, in the events table
// (slug "sword-workshop", seeded from app/content/season-events.ts and kept by staff); the rest
// of its facts are here, each written once.

/** The workshop's event in the events table. */
export const swordWorkshopSlug = "sword-workshop";

/** Spec §5: ages 13 and up with no experience; younger only as dojo students from Purple II. */
export const swordWorkshopEligibility = {
  minimumAge: 13,
  youngerStudentsFromBelt: "Purple II",
} as const;

/**
 * Registering this many days before the workshop guarantees the bokken (spec §9: by September
 * 20 for September 27). The day is worked out from the event's date, so it moves with the event.
 */
export const bokkenDeadlineDaysBefore = 7;

const { minimumAge, youngerStudentsFromBelt } = swordWorkshopEligibility;

export const swordWorkshop = {
  eyebrow: "Guest Instructor Workshop",
  // @draft-copy: the page's heading while no workshop is in the events table
  noneTitle: "Traditional Sword Training Workshop",
  // @draft-copy: the page's note while no workshop is scheduled
  noneText:
    "There is no sword workshop scheduled right now. Our community events page lists what is coming up.",
  noneLink: "See Community Events",
  // @draft-copy: the workshop page's introduction
  intro:
    "An afternoon of traditional sword training with the wooden bokken, taught by a guest instructor, to raise funds for a local non-profit.",
  ageSummary: `ages ${minimumAge}+`,
  registerLabel: "Register Now",
  includedHeading: "What's Included",
  bokken: "A wooden bokken",
  included: ["A recording of the workshop", "Free course access"],
  eligibilityHeading: "Who Can Join",
  eligibility: [
    `Ages ${minimumAge} and up: no experience needed`,
    `Under ${minimumAge}: dojo students of ${youngerStudentsFromBelt} belt and above only`,
  ],
  fundraiserHeading: "A Fundraiser",
  fundraiserText: "The workshop's proceeds go to a local non-profit.",
  instructorHeading: "Your Instructor",
  // @placeholder: the guest instructor's name
  instructorName: "Guest Instructor",
  // @draft-copy: the instructor's bio (the spec names no instructor or credentials)
  instructorBio:
    "Our guest instructor leads this workshop in traditional sword training with the bokken, open to newcomers and experienced students alike.",
  dojoHeading: "About the Dojo",
  // @draft-copy: the dojo's introduction for workshop guests
  dojoText: `${studio.name} has taught traditional Shotokan karate since ${studio.foundedYear}, and today trains a community of ${studio.studentCount} students.`,
  directionsHeading: "Directions",
  // @draft-copy: the directions note
  directionsText: "The workshop takes place at the dojo.",
  mapLabel: "Open in Maps",
  whenLabel: "When",
  lengthLabel: "Length",
  priceLabel: "Price",
  deadlineLabel: "Registration deadline",
  ctaHeading: "Reserve Your Place",
  // @draft-copy: the closing call to action once the bokken's deadline has passed
  ctaTextLate: "Places remain: register to join the workshop.",
} as const;

/** The page's lines that name a day: written by the page's loader from the event's date. */
export const swordWorkshopDated = {
  // @draft-copy: the page's note once the workshop has taken place
  tookPlace: (day: string) => `This workshop took place on ${day}.`,
  /** The bokken, while registering by the deadline still guarantees it. */
  bokkenBy: (deadline: string) =>
    `A wooden bokken (guaranteed only if you register by ${deadline})`,
  // @draft-copy: the closing call to action, before the bokken's deadline
  ctaText: (deadline: string) => `Register by ${deadline} to be sure of your bokken.`,
};
