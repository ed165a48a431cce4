import { seasonEvent } from "./season-events";
import { studio } from "./studio";

// The guest-instructor sword workshop, /sword-workshop (spec §2 "Sword workshop", §5, §9). Its
// date, time, length, price and registration link are the event's own (app/content/events.ts).

export const swordWorkshopEvent = seasonEvent("sword-workshop");

export const swordWorkshop = {
  eyebrow: "Guest Instructor Workshop",
  registrationDeadline: "September 20",
  // @draft-copy: the workshop page's introduction
  intro:
    "An afternoon of traditional sword training with the wooden bokken, taught by a guest instructor, to raise funds for a local non-profit.",
  registerLabel: "Register Now",
  includedHeading: "What's Included",
  included: [
    "A wooden bokken (guaranteed only if you register by September 20)",
    "A recording of the workshop",
    "Free course access",
  ],
  eligibilityHeading: "Who Can Join",
  eligibility: [
    "Ages 13 and up: no experience needed",
    "Under 13: dojo students of Purple II belt and above only",
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
  dojoText: `${studio.name} has taught traditional Shotokan karate since ${studio.foundedYear}, and today trains a community of ${studio.studentCount} students.`,
  directionsHeading: "Directions",
  // @draft-copy: the directions note
  directionsText: "The workshop takes place at the dojo.",
  mapLabel: "Open in Maps",
  deadlineLabel: "Registration deadline",
  priceLabel: "Price",
  whenLabel: "When",
  lengthLabel: "Length",
} as const;
