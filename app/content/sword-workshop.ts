import { openRegistration } from "~/model/events";
import { seasonEvent } from "./season-events";
import { studio } from "./studio";

// The guest-instructor sword workshop, /sword-workshop (spec §2 "Sword workshop", §5, §9). Its
// title, date, time, length, price and registration link are the event's own
// (app/content/season-events.ts); the rest of its facts are here, each written once.

export const swordWorkshopEvent = seasonEvent("sword-workshop");

/** The workshop's registration: the page cannot show without a link, a price and a length. */
export const swordWorkshopRegistration = openRegistration(swordWorkshopEvent);

/** Spec §5: ages 13 and up with no experience; younger only as dojo students from Purple II. */
export const swordWorkshopEligibility = {
  minimumAge: 13,
  youngerStudentsFromBelt: "Purple II",
} as const;

/** Registering by this day guarantees the bokken (spec §9). */
export const swordWorkshopDeadline = "September 20";

const { minimumAge, youngerStudentsFromBelt } = swordWorkshopEligibility;

export const swordWorkshop = {
  eyebrow: "Guest Instructor Workshop",
  registrationDeadline: swordWorkshopDeadline,
  // @draft-copy: the workshop page's introduction
  intro:
    "An afternoon of traditional sword training with the wooden bokken, taught by a guest instructor, to raise funds for a local non-profit.",
  ageSummary: `ages ${minimumAge}+`,
  registerLabel: "Register Now",
  includedHeading: "What's Included",
  included: [
    `A wooden bokken (guaranteed only if you register by ${swordWorkshopDeadline})`,
    "A recording of the workshop",
    "Free course access",
  ],
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
  // @draft-copy: the closing call to action
  ctaText: `Register by ${swordWorkshopDeadline} to be sure of your bokken.`,
} as const;
