import { provider } from "./provider";
import { studio } from "./studio";

// The yoga side's smaller pages: /yoga/events, /yoga/calendar and /yoga/signup (spec §2 "Other
// yoga pages").

export const yogaEventsPage = {
  eyebrow: "Workshops & Gatherings",
  title: "Yoga Events",
  // @draft-copy: the events page's introduction and description
  intro:
    "Aerial yoga workshops, meditation sessions and community gatherings. Register on our booking site.",
  description: `Yoga and mindfulness events at ${studio.yogaName} in ${studio.address.locality}, NY: aerial yoga workshops and meditation sessions.`,
  widgetHeading: "Upcoming Events",
  widgetTitle: "Yoga events and registration",
} as const;

export const yogaCalendarPage = {
  eyebrow: "Weekly Classes",
  title: "Class Schedule",
  // @draft-copy: the calendar page's introduction and description
  intro: "See this week's aerial yoga, barre and mindfulness classes, and book your spot.",
  description: `The weekly class schedule at ${studio.yogaName}: aerial yoga, barre, meditation, restorative and power yoga in ${studio.address.locality}, NY.`,
  widgetTitle: "Yoga class schedule",
  ctaHeading: "New to the Studio?",
  // @draft-copy: the call to action's text
  ctaText: "Create your account and book your first class.",
  signUpLabel: "Sign Up Today",
} as const;

export const yogaSignupPage = {
  eyebrow: "Join Us",
  title: "Start Your Practice",
  // @draft-copy: the sign-up page's introduction, steps and checklist, written from the spec's facts
  intro: `Accounts, bookings and passes live on our booking site. Sign up once, and you can book any class at ${studio.yogaName}.`,
  description: `Sign up at ${studio.yogaName} to book aerial yoga, barre and mindfulness classes and buy class passes.`,
  signUpLabel: "Sign Up/In",
  signUpHref: provider.pages.signUp,
  signUpNote: "Opens our booking site in a new tab.",
  stepsHeading: "What Happens Next",
  steps: [
    {
      title: "Create your account",
      text: "Sign up on our booking site, or sign in if you already have an account.",
    },
    {
      title: "Choose a pass or course",
      text: "A single class, a 5- or 10-class bundle, or one of our kids' courses.",
    },
    {
      title: "Book your class",
      text: "Pick a class on the schedule. Barre for Beginners on Monday is a discounted trial class.",
    },
  ],
  bringHeading: "What to Bring",
  // @placeholder: the studio's own what-to-bring list
  bring: [
    "Comfortable clothes you can move and stretch in",
    "A water bottle",
    "Your questions: tell your instructor if it is your first class",
  ],
  questions: "Questions before you start?",
  contactLabel: "Contact us",
} as const;
