import { eventsText } from "./events";
import { specialEventsHeading } from "./karate-lists";
import { studio } from "./studio";
import { swordWorkshopEligibility, swordWorkshopSlug } from "./sword-workshop";

// The special events and workshops page, /special-events (spec §2 "Special events", §4, §9).
// Its title and tags are the karate home's section of the same name; its events are the events
// table's (the season's, seeded from app/content/season-events.ts), those to come grouped by kind.
// Read by the page's loader, which writes the lines that name an event or a date from the data.

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
  // @draft-copy: the introduction to the groups while no event is open for registration
  groupsIntro: `For the events to come: ${eventsText.registrationSoon.toLowerCase()}.`,
  // @draft-copy: a group with no event to come
  noDates: "No dates scheduled right now.",
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

/** The lines that name an event open for registration: written by the loader from the data. */
export const specialEventsDated = {
  groupsIntroOpen: (eventTitle: string) =>
    `Registration is open for the ${eventTitle}. For every other event: ${eventsText.registrationSoon.toLowerCase()}.`,
};

const { minimumAge, youngerStudentsFromBelt } = swordWorkshopEligibility;

// @draft-copy: the FAQ, written from the spec's facts about the events. Its questions about one
// event name it by its title in the events table and are asked only while the table has it.
export const specialEventsFaq = {
  registration: {
    question: "When does registration open?",
    open: (eventTitle: string) =>
      `Registration is open now for the ${eventTitle}, through our booking site. For the other events, registration will open soon.`,
    notOpen:
      "Registration for each event opens ahead of it, through our booking site. For the events to come, registration will open soon.",
  },
  swordWorkshop: {
    slug: swordWorkshopSlug,
    who: {
      question: "Who can join the sword workshop?",
      answer: `Anyone aged ${minimumAge} or older: no experience is needed. Children under ${minimumAge} can join if they train at the dojo and hold the ${youngerStudentsFromBelt} belt or above.`,
    },
    includedQuestion: "What does the sword workshop include?",
    included:
      "includes a wooden bokken, a recording of the workshop and free course access, and the proceeds go to a local non-profit.",
    /** "Registration (…) includes …", with the price, while registration is open. */
    registration: (price: string) => `Registration (${price})`,
    registrationUnpriced: "Registration",
    bokkenBy: (deadline: string) => `The bokken is guaranteed only if you register by ${deadline}.`,
  },
  aboutEvents: [
    {
      slug: "child-online-safety",
      question: (eventTitle: string) => `How does the ${eventTitle} work?`,
      answer:
        "Parents and kids work in separate groups for the first hour, then come together for a joint final 30 minutes.",
    },
    {
      slug: "outdoor-training",
      question: (eventTitle: string) => `What should I bring to the ${eventTitle}?`,
      answer: "Your gi or athletic wear, a shirt, water and a towel.",
    },
    {
      slug: "year-end-enbu",
      question: (eventTitle: string) => `Do students need to attend the ${eventTitle}?`,
      answer: "Yes. Attendance is expected for all students.",
    },
  ],
};
