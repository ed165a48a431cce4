import type { EventSeed } from "~/model/events";
import { dojoLocation } from "./events";
import { studio } from "./studio";

// The donation-based workshop on using artificial intelligence mindfully, a landing page of its
// own at /mindful-ai (spec §2 "Workshop landing page…", §9 "Artificial intelligence workshop").
// Its date, time, length and registration link are the event's own, in the events table (slug
// "mindful-ai", seeded once from `mindfulAiEvent` below and kept by staff); the sections' words
// are written here from the spec's facts.

export const mindfulAiPath = "/mindful-ai";

/** The workshop's event in the events table. */
export const mindfulAiSlug = "mindful-ai";

// @draft-copy: the workshop page's title
const title = "Mindful AI";

/**
 * The workshop as the events table is first seeded with it (app/services/seed.server.ts): spec
 * §9, Saturday Aug 2, 7:00pm-8:30pm EDT (2025: that date's Saturday), donation-based, at the
 * studio. Not one of the dojo's community events, so no /special-events group lists its category.
 */
export const mindfulAiEvent: EventSeed = {
  slug: mindfulAiSlug,
  title,
  // @draft-copy: the workshop's romanized Japanese subtitle
  japaneseTitle: "Kokoro to AI",
  category: "Mindfulness",
  // @draft-copy: the workshop's description on its event card and in calendars
  description:
    "An evening workshop on using artificial intelligence with intention, not on autopilot. Donation-based, with no upsells.",
  startsLocal: "2025-08-02T19:00",
  durationMinutes: 90,
  location: dojoLocation,
  tags: ["Workshop", "Mindfulness", "Donation-Based"],
  registration: {
    status: "open",
    // @placeholder: the workshop's page on the outside booking service
    url: "https://tickets.example.com/e/mindful-ai",
    priceCents: null,
  },
  motif: "lantern",
};

export const mindfulAi = {
  title,
  // @draft-copy: the workshop page's subtitle and description
  subtitle: "A workshop on using artificial intelligence with intention, not on autopilot",
  description: "A donation-based evening workshop on using artificial intelligence mindfully",
  eyebrow: "Donation-Based Workshop",
  // @draft-copy: the hero's line while no workshop is scheduled
  none: "No date is set for the next workshop yet.",
  donationNote: "Donation-based. No upsells.",
  registerLabel: "Register Now",
  reflectionHeading: "Take a Moment to Reflect",
  // @draft-copy: the reflection list
  reflection: [
    "How often do you reach for an AI tool before you have finished your own thought?",
    "Do you leave a conversation with a machine clearer, or only busier?",
    "Which of your skills would you like to keep sharp, whatever the tools can do?",
    "When did a quick answer last stand in for a question worth sitting with?",
    "What would it look like to choose, each time, whether to use AI at all?",
  ],
  beliefsHeading: "Beliefs and Reframes",
  beliefLabel: "Belief",
  reframeLabel: "Reframe",
  // @draft-copy: beliefs versus reframes
  beliefs: [
    {
      belief: "I have to use AI for everything, or I will fall behind.",
      reframe: "I can choose where AI helps me, and where my own attention matters more.",
    },
    {
      belief: "Technology is either good or bad for me.",
      reframe: "How I use a tool shapes what it does to me.",
    },
    {
      belief: "The fastest answer is the best answer.",
      reframe: "Some answers are worth the time it takes to find them myself.",
    },
    {
      belief: "I have no control over how much I use these tools.",
      reframe: "Small, deliberate habits give me back the choice.",
    },
  ],
  dayHeading: "A Day in the Life",
  // @draft-copy: the day-in-the-life cards
  day: [
    { time: "Dawn", text: "Wake without the screen: a few breaths and your own first thought." },
    { time: "Morning", text: "Decide the day's priorities yourself, then ask a tool for help." },
    { time: "Midday", text: "Pause before each prompt: what do I actually need here?" },
    { time: "Afternoon", text: "Check what the tool gave you against what you know." },
    { time: "Evening", text: "Put the devices down for conversation, training and rest." },
    { time: "Night", text: "Reflect on where technology served you today, and where it did not." },
  ],
  resistanceHeading: "Meeting Resistance",
  // @draft-copy: resistance
  resistance:
    "Changing a habit brings resistance: the pull to check, to ask, to hurry. In the workshop we notice that pull without judging it, and practise simple ways to pause and choose.",
  discoveryHeading: "Self-Discovery",
  // @draft-copy: self-discovery
  discovery:
    "Mindful use starts with knowing yourself: your values, your attention and what you want to keep doing with your own mind. We leave room for quiet reflection and honest conversation.",
  detailsHeading: "Workshop Details",
  // @draft-copy: the details box (the investment and contribution terms are the spec's)
  details: [
    {
      label: "Format",
      value: "An in-person evening session with guided reflection and discussion",
    },
    { label: "Includes", value: "Practical habits for using AI tools with intention" },
    { label: "Outcome", value: "A personal plan for where AI helps you, and where it does not" },
    { label: "Investment", value: "2 hours" },
    { label: "Contribution", value: "Optional, donation-based" },
  ],
  secondCtaHeading: "Save Your Seat",
  // @draft-copy: the second call to action
  secondCtaText: "Seats are limited. Registration is free; a donation is welcome and optional.",
  ticketsHeading: "Reserve Your Ticket",
  ticketsFallback: "Reserve your free ticket on our booking page.",
  faqHeading: "Frequently Asked Questions",
  /** Asked first: its answer is written from the event's date. */
  whenQuestion: "When is the workshop?",
  // @draft-copy: the workshop's FAQ answers (the date, time and terms are the spec's)
  faq: [
    {
      question: "Where does it take place?",
      answer: `At our studio: ${studio.address.street}, ${studio.address.locality}, ${studio.address.region} ${studio.address.postalCode}.`,
    },
    {
      question: "How much does it cost?",
      answer:
        "The workshop is donation-based. Your contribution is optional, and there are no upsells.",
    },
    {
      question: "Do I need to know anything about AI?",
      answer: "No. The workshop is about habits and attention, not technical skills.",
    },
    {
      question: "Should I bring a laptop or phone?",
      answer: "Bring whatever you normally use, or nothing at all. A notebook and pen are enough.",
    },
    {
      question: "Who is the workshop for?",
      answer:
        "Adults who use AI tools, or feel pressure to, and want to use them on their own terms.",
    },
  ],
  /** Asked last, while registration is open. */
  registerQuestion: {
    question: "How do I register?",
    answer: "Use Register Now on this page to reserve your seat with our booking service.",
  },
  footerCopyright: `© 2025 ${studio.name}. All rights reserved.`,
} as const;

/** The page's lines that name the workshop's date: written by the page's loader from the event. */
export const mindfulAiDated = {
  // @draft-copy: the page's note once the workshop has taken place
  tookPlace: (day: string) => `This workshop took place on ${day}.`,
};
