import type { FaqItem } from "~/components/sections/faq-section";
import { studio } from "./studio";

// The special events and workshops page, /special-events (spec §2 "Special events"). Its events
// are the season's (app/content/events.ts), grouped by kind.

export const specialEventsPage = {
  title: "Special Events and Workshops",
  eyebrow: "Community · Workshops",
  // @draft-copy: the special events page's introduction and description
  intro:
    "Beyond weekly classes, the dojo comes together for workshops, ceremonies, celebrations and training days through the season.",
  description: `Karate workshops, promotion ceremonies, movie nights and community celebrations at ${studio.name} in ${studio.address.locality}, NY.`,
  groupsHeading: "Through the Season",
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

// @draft-copy: the FAQ answers, written from the spec's facts about the events
export const specialEventsFaq: FaqItem[] = [
  {
    question: "How do I register for an event?",
    answer:
      "Registration is open for the Traditional Sword Training Workshop. For the other events, registration will open soon: watch this page and our newsletter.",
  },
  {
    question: "Who can join the sword workshop?",
    answer:
      "Anyone aged 13 and up, with no experience needed. Students under 13 can join if they train at the dojo and hold Purple II belt or above.",
  },
  {
    question: "Is the bokken included with the sword workshop?",
    answer:
      "Yes. Registration ($40) includes a wooden bokken, a recording and free course access. The bokken is guaranteed only if you register by September 20.",
  },
  {
    question: "How does the Child Online Safety Workshop work?",
    answer:
      "Parents and kids work in separate groups for the first hour, then come together for a joint final 30 minutes.",
  },
  {
    question: "What should I bring to the Outdoor Training Session?",
    answer: "Your gi or athletic wear, a shirt, water and a towel.",
  },
  {
    question: "Do students need to attend the Year End Demonstrations & Enbu?",
    answer: "Yes. Attendance is expected for all students.",
  },
];
