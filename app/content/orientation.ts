import { provider } from "./provider";
import { studio } from "./studio";

// The orientation page, /signup (spec §2 "Orientation page", §9 "Orientation").

export { orientationScrollDelayMs, orientationSectionId } from "./orientation-anchor";

export const orientationPage = {
  title: "Orientation Journey",
  eyebrow: "Start Here",
  // @draft-copy: the orientation page's introduction
  intro: `Every new student begins with orientation: a first, unhurried step into traditional Shotokan karate at a dojo that has taught since ${studio.foundedYear}.`,
  bookLabel: "Book Your Orientation",
  /** With the orientation package's price, formatted. */
  description: (price: string | null) =>
    `Begin traditional Shotokan karate in ${studio.address.locality}, NY: ${price ? `a ${price}` : "an"} orientation with your first class and a free t-shirt. Tuesday sessions for ages 7-12, teens and adults.`,
  expectHeading: "What to Expect During Orientation",
  // @draft-copy: the four orientation cards' texts (their subjects are from the spec)
  expectations: [
    {
      icon: "bow",
      title: "Dojo Etiquette",
      text: "How we enter the dojo, bow and train with respect for one another.",
    },
    {
      icon: "language",
      title: "First Japanese Terms",
      text: "The words you will hear in every class, from counting to basic commands.",
    },
    {
      icon: "kick",
      title: "First Blocks and Kicks",
      text: "Your first stances, blocks and kicks, taught step by step.",
    },
    { icon: "shirt", title: "A Free T-Shirt", text: "Yours to keep, and to train in." },
  ],
  packageEyebrow: "Your First Step",
  stepsHeading: "Three Steps to Begin",
  steps: [
    {
      title: "Contact the Dojo",
      // @draft-copy: the first step's text
      text: "Call, text or email us, or send a message. We reply within 24 hours.",
    },
    {
      title: "Attend a Tuesday Orientation",
      // @draft-copy: the second step's text (the times are from the weekly schedule)
      text: "Come to the orientation session for your age group:",
    },
    {
      title: "Begin Training",
      // @draft-copy: the third step's text (two classes a week is the spec's recommendation)
      text: "Join your first class. We recommend at least 2 classes per week.",
    },
  ],
  messageLabel: "Send a message",
  discoverHeading: "Discover Your Path",
} as const;

export const orientationPackage = {
  title: "Complete Orientation Package",
  /** Its price is the staff's (Prices: "orientation"). */
  priceId: "orientation",
  includes: ["Orientation session", "First training class", "Free t-shirt"],
  purchaseLabel: "Purchase Orientation Pass",
  purchaseUrl: provider.purchase.orientationPass,
} as const;
