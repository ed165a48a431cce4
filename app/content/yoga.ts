import { provider } from "./provider";
import { studio } from "./studio";

// The yoga and mindfulness home, /yoga (spec §2 "Yoga home"). The page's words; its lists
// (yoga-lists.ts) are read by the page's loader so they are not carried in its script.

export const yogaHome = {
  eyebrow: "Yoga & Mindfulness",
  // @draft-copy: the yoga home's heading
  title: "Find Your Balance",
  // @draft-copy: the yoga side's mission, written from the spec's programs
  mission:
    "Aerial yoga, barre and mindfulness for children, teens and adults: classes that build strength and calm, in a studio by the sea.",
  metaTitle: `Aerial Yoga, Barre & Mindfulness in ${studio.address.locality}, NY | ${studio.yogaName}`,
  description: `Aerial yoga, barre, meditation and kids' aerial yoga courses in ${studio.address.locality}, NY. Class passes, summer camp and aerial yoga birthday parties.`,
  stripLabel: "This week at the studio",
  scheduleLabel: "View the Schedule",
  contactLabel: "Contact Us",
  programsHeading: "Our Programs",
  // @draft-copy: the programs section's introduction
  programsIntro: "Three ways to practise with us. Choose one to see what it offers.",
  instructorsHeading: "Meet Our Instructors",
  faqHeading: "Frequently Asked Questions",
  eventsHeading: "Upcoming Yoga Events",
  eventsTitle: "Yoga events",
} as const;

/** The weekly highlights (spec §2 "Yoga home"): day, class, and its tag where it has one. */
export const yogaStripItems: { title: string; detail: string; badge?: string }[] = [
  { title: "Barre for Beginners", detail: "Monday", badge: "Discounted Trial Class" },
  { title: "Aerial Yoga", detail: "Tuesday", badge: "All Levels" },
  { title: "Meditation & Mindfulness", detail: "Wednesday" },
  { title: "Restorative Yoga", detail: "Thursday" },
  { title: "Power Yoga", detail: "Friday" },
  { title: "Aerial Yoga Workshop", detail: "Saturday", badge: "Special" },
];

export type YogaProgramId = "aerial" | "barre" | "events";

/** Where a tab's button goes: a page of ours, or the provider's sign-up in a new tab. */
export type ProgramAction = { label: string } & (
  { kind: "page"; to: string } | { kind: "external"; href: string }
);

export type YogaProgram = {
  id: YogaProgramId;
  tab: string;
  title: string;
  description: string;
  points: [string, string, string, string];
  video: { url: string; title: string; poster: string };
  /** The Special Events tab shows cards that link to /yoga/events instead of one button. */
  action?: ProgramAction;
  events?: { title: string; when: string; text: string }[];
};

// @placeholder: the three programs' videos (a generated clip until the studio supplies its own)
const programClip = { url: "/media/dojo-clip.mp4", poster: "/media/dojo-clip-poster.webp" };

/** The tabbed programs (spec §2, §4 "Yoga programs tabs": aerial is the default). */
// @draft-copy: the programs' descriptions, points and event cards, written from the spec's classes
export const yogaPrograms: YogaProgram[] = [
  {
    id: "aerial",
    tab: "Aerial Yoga",
    title: "Aerial Yoga",
    description:
      "Yoga in a soft fabric hammock that holds part of your weight, so you can stretch, invert and rest in ways the mat alone does not allow.",
    points: [
      "All levels welcome on Tuesdays",
      "Builds strength, flexibility and balance",
      "Courses for kids and teens, classes for adults",
      "Single-class passes that never expire",
    ],
    video: { ...programClip, title: "Aerial yoga at the studio" },
    action: { kind: "page", label: "Start Aerial Yoga", to: "/yoga/signup" },
  },
  {
    id: "barre",
    tab: "Barre",
    title: "Barre",
    description:
      "A class at the barre that brings together strength, posture and control with small, precise movements.",
    points: [
      "Barre for Beginners every Monday",
      "A discounted trial class to start",
      "Posture, balance and core strength",
      "Single classes and 5- and 10-class bundles",
    ],
    video: { ...programClip, title: "Barre at the studio" },
    action: { kind: "external", label: "Sign Up for Barre", href: provider.pages.signUp },
  },
  {
    id: "events",
    tab: "Special Events",
    title: "Special Events",
    description:
      "Workshops and gatherings beyond the weekly classes: time to go deeper into a practice, or to try something new.",
    points: [
      "Aerial yoga workshops on Saturdays",
      "Meditation and mindfulness sessions",
      "Aerial yoga birthday parties",
      "A summer camp for kids",
    ],
    video: { ...programClip, title: "Special events at the studio" },
    events: [
      {
        title: "Aerial Yoga Workshop",
        when: "Saturdays",
        text: "A longer session to work on inversions and flow in the hammock.",
      },
      {
        title: "Meditation & Mindfulness",
        when: "Wednesdays",
        text: "Slow down, breathe and practise attention together.",
      },
    ],
  },
];

export type Instructor = { role: string; focus: string; text: string };

/** Three instructor cards, by role (the spec names no one). */
// @placeholder: the yoga instructors' names, photographs and who teaches what; roles and classes until then
export const yogaInstructors: Instructor[] = [
  {
    role: "Aerial Yoga Instructor",
    focus: "Aerial yoga · Kids courses",
    // @draft-copy: the instructors' short introductions
    text: "Teaches aerial yoga for all levels and leads the children's and teens' courses.",
  },
  {
    role: "Barre Instructor",
    focus: "Barre · Power yoga",
    text: "Leads barre, from Monday's beginners' class up, and the Friday power yoga class.",
  },
  {
    role: "Mindfulness Instructor",
    focus: "Meditation · Restorative yoga",
    text: "Guides the Wednesday meditation and the Thursday restorative yoga class.",
  },
];

/** The five questions (spec §2 "Yoga home"): one open at a time; the passes' prices are the staff's. */
// @draft-copy: the yoga FAQ, answered from the spec's facts
export const yogaFaq = (singles: { aerial: string | null; barre: string | null }) => [
  {
    question: "Do I need experience to try aerial yoga?",
    answer: "No. Tuesday's aerial yoga class is for all levels.",
  },
  {
    question: "How do class passes work?",
    answer: `${
      singles.aerial && singles.barre
        ? `A single aerial class is ${singles.aerial} and a single barre class ${singles.barre}; neither expires.`
        : "Single aerial and barre classes never expire."
    } 5-class bundles are valid for 3 months and 10-class bundles for 4 months.`,
  },
  {
    question: "Do you have classes for children and teens?",
    answer:
      "Yes. Our aerial yoga courses run for 8 or 12 weeks for ages 6-9, 10-12 and 13+, and there is an adult course too. See Kids Courses for days and prices.",
  },
  {
    question: "What if I miss a course session?",
    answer: "One makeup class rolls over to the next signup cycle.",
  },
  {
    question: "Can we celebrate a birthday at the studio?",
    answer:
      "Yes. Our aerial yoga birthday party is a 1-hour class plus a 1-hour celebration for up to 12 guests. See Birthdays for the details.",
  },
];
