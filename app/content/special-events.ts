import { formatPrice } from "~/model/prices";
import { eventsText } from "./events";
import type { FaqItem } from "./faq";
import { specialEventsHeading } from "./karate-lists";
import { seasonEvent } from "./season-events";
import { studio } from "./studio";
import {
  swordWorkshopDeadline,
  swordWorkshopEligibility,
  swordWorkshopEvent,
  swordWorkshopRegistration,
} from "./sword-workshop";

// The special events and workshops page, /special-events (spec §2 "Special events", §4, §9).
// Its title and tags are the karate home's section of the same name; its events are the
// season's (app/content/season-events.ts), grouped by kind. Read by the page's loader.

const { title, tags } = specialEventsHeading;

export const specialEventsPage = {
  title,
  eyebrow: tags.join(" · "),
  // @draft-copy: the special events page's introduction
  intro:
    "Beyond weekly classes, the dojo comes together for workshops, ceremonies, celebrations and training days through the season.",
  // @draft-copy: the page's description for search results and social cards
  description: `Karate workshops, promotion ceremonies, movie nights and community celebrations at ${studio.name} in ${studio.address.locality}, NY.`,
  openNow: "Registration open",
  workshopLink: "Workshop details",
  groupsHeading: "Through the Season",
  groupsIntro: `Registration is open for the ${swordWorkshopEvent.title}. For every other event: ${eventsText.registrationSoon.toLowerCase()}.`,
  allEventsLabel: "See All Event Dates",
  faqHeading: "Frequently Asked Questions",
} as const;

/** Which season events each group shows, by the events' categories. */
// @draft-copy: the group texts
export const eventGroups = [
  {
    id: "workshops",
    title: "Workshops",
    categories: ["Workshop"],
    text: "Focused sessions on one subject, sometimes with a guest instructor.",
  },
  {
    id: "ceremonies",
    title: "Ceremonies and Demonstrations",
    categories: ["Ceremony"],
    text: "Promotions ceremonies through the year, and the year-end demonstrations and enbu.",
  },
  {
    id: "community",
    title: "Community and Celebrations",
    categories: ["Community", "Celebration"],
    text: "Movie nights, origami and the Shogatsu party: time together off the mat.",
  },
  {
    id: "training",
    title: "Training Days and Competition",
    categories: ["Training", "Competition"],
    text: "The first training of the new year, outdoor training and our in-dojo competition.",
  },
] as const;

const sword = swordWorkshopEvent.title;
const { minimumAge, youngerStudentsFromBelt } = swordWorkshopEligibility;
const onlineSafety = seasonEvent("child-online-safety").title;
const outdoor = seasonEvent("outdoor-training").title;
const yearEnd = seasonEvent("year-end-enbu").title;

// @draft-copy: the FAQ, written from the spec's facts about the events
export const specialEventsFaq: FaqItem[] = [
  {
    question: "When does registration open?",
    answer: `Registration is open now for the ${sword}, through our booking site. For the other events, registration will open soon.`,
  },
  {
    question: "Who can join the sword workshop?",
    answer: `Anyone aged ${minimumAge} or older: no experience is needed. Children under ${minimumAge} can join if they train at the dojo and hold the ${youngerStudentsFromBelt} belt or above.`,
  },
  {
    question: "What does the sword workshop include?",
    answer: `Registration (${formatPrice(swordWorkshopRegistration.priceCents)}) includes a wooden bokken, a recording of the workshop and free course access, and the proceeds go to a local non-profit. The bokken is guaranteed only if you register by ${swordWorkshopDeadline}.`,
  },
  {
    question: `How does the ${onlineSafety} work?`,
    answer:
      "Parents and kids work in separate groups for the first hour, then come together for a joint final 30 minutes.",
  },
  {
    question: `What should I bring to the ${outdoor}?`,
    answer: "Your gi or athletic wear, a shirt, water and a towel.",
  },
  {
    question: `Do students need to attend the ${yearEnd}?`,
    answer: "Yes. Attendance is expected for all students.",
  },
];
