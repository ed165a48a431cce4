import type { CampActivity } from "~/model/camps";
import type { CampRecord } from "~/model/offerings";
import { studio } from "./studio";

// The summer camps page, /camps (spec §2 "Summer camps", §4, §5).

export const campsPage = {
  title: "Summer Camps",
  eyebrow: "Ages 6-12 · No prior experience needed",
  // @draft-copy: the camps page's introduction and description
  intro:
    "Summer days of karate, Japanese language and culture, crafts, games and time outdoors, with friends old and new.",
  description: `Summer karate camp for kids ages 6-12 in ${studio.address.locality}, NY: karate, Japanese language, crafts, games and outdoor training. No prior experience needed.`,
  activitiesHeading: "A Day at Camp",
  banner: { action: "Get Camp Updates" },
} as const;

/**
 * What both camps pages say of registration, made from the camp's record (its year, the day
 * registration opens) and today's date, never a year written here.
 */
export const campRegistrationWords = {
  title: (year: number) => `Summer ${year} Camp Registration`,
  opens: (when: string) => `Registration opens ${when}. Stay updated via the newsletter below.`,
  // @draft-copy: the registration states the spec does not show
  soon: "Registration opens soon. Stay updated via the newsletter below.",
  open: "Registration is open.",
  full: "This summer's camp is full. Stay updated via the newsletter below for the next one.",
  closed: "Registration is closed. Stay updated via the newsletter below for the next camp.",
  overTitle: "Summer Camp Registration",
  over: "Next summer's camp dates are on their way. Stay updated via the newsletter below.",
  registerLabel: "Register for Camp",
} as const;

/** The karate camp's first record (spec §2: Summer 2026 registration opens January 2026). */
export const karateCampSeed: { id: string; record: CampRecord } = {
  id: "karate-camp",
  record: {
    side: "karate",
    year: 2026,
    firstDay: null,
    lastDay: null,
    days: null,
    hours: "",
    priceCents: null,
    priceIsMinimum: false,
    places: "",
    registration: { state: "opens", on: "2026-01-01" },
  },
};

// @draft-copy: the activity descriptions and their four schedule lines, written from the activity names
export const campActivities: CampActivity[] = [
  {
    icon: "karate",
    title: "Main Karate Training",
    description: "Traditional Shotokan karate at the heart of every camp day.",
    schedule: [
      "Warm-up and stretching",
      "Kihon: basic techniques",
      "Kata practice",
      "Bow out and reflection",
    ],
  },
  {
    icon: "language",
    title: "Learning Japanese Language",
    description: "The words of the dojo and everyday Japanese, learned through play.",
    schedule: ["Greetings", "Counting", "Dojo words", "A new phrase to take home"],
  },
  {
    icon: "crafts",
    title: "Japanese Crafts",
    description: "Hands-on crafts from Japanese tradition.",
    schedule: ["See the craft", "Gather materials", "Make it step by step", "Share what we made"],
  },
  {
    icon: "games",
    title: "Games and Movement",
    description: "Active games that build balance, speed and teamwork.",
    schedule: ["Warm-up game", "Balance and agility", "Team challenge", "Cool-down"],
  },
  {
    icon: "outdoor",
    title: "Outdoor Training",
    description: "Training together in the open air.",
    schedule: ["Head outside", "Outdoor warm-up", "Training drills", "Water and rest"],
  },
  {
    icon: "meal",
    title: "Making Sushi and Sharing A Mindful Meal",
    description: "Campers make sushi together, then sit down to share a mindful meal.",
    schedule: ["Wash hands and prepare", "Learn to roll", "Make your own", "Share a mindful meal"],
  },
  {
    icon: "story",
    title: "Japanese Story Time",
    description: "Traditional Japanese stories, read and talked about together.",
    schedule: ["Settle in", "Listen to the story", "Talk about it", "Draw a favourite moment"],
  },
  {
    icon: "writing",
    title: "Japanese Writing",
    description: "First characters written with care, one stroke at a time.",
    schedule: ["Stroke order", "Practise the strokes", "Write a character", "Take your work home"],
  },
];
