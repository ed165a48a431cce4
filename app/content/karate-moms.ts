import { provider } from "./provider";
import { studio } from "./studio";

// The karate for moms page, /karate-moms (spec §2 "Karate for moms page").

export const newsletterSignupId = "newsletter-signup";

export const karateMoms = {
  title: "The Karate Mindset for Moms & Warrior Women",
  eyebrow: "Karate for Moms",
  // @draft-copy: the moms page's introduction and description
  intro: `Traditional Shotokan karate for mothers and women who want strength, calm and confidence, at a dojo that has taught since ${studio.foundedYear}.`,
  description: `Karate for moms and warrior women in ${studio.address.locality}, NY: confidence, focus, fitness and self-defense through traditional Shotokan karate. Book your orientation today.`,
  socialImageAlt: "The dojo's rising sun over the sea",
  bookLabel: "Book Orientation Today",
  bookUrl: provider.purchase.orientationPass,
  benefitsHeading: "What Karate Gives You",
  // @draft-copy: the six benefit cards' texts (their subjects are from the spec)
  benefits: [
    {
      icon: "confidence",
      title: "Confidence",
      text: "Stand taller. Each new technique shows you what you can do.",
    },
    { icon: "focus", title: "Focus", text: "An hour where your whole attention is on one thing." },
    {
      icon: "character",
      title: "Character",
      text: "Discipline, respect and patience, practised in every class.",
    },
    {
      icon: "fitness",
      title: "Fitness",
      text: "Strength, balance and stamina built at your own pace.",
    },
    {
      icon: "community",
      title: "Community",
      text: `Train alongside a community of ${studio.studentCount} students and their families.`,
    },
    {
      icon: "self-defense",
      title: "Self-Defense",
      text: "Blocks, strikes and awareness you can rely on.",
    },
  ],
  guide: {
    heading: "Free Karate Mindset Guide",
    // @draft-copy: the guide section's text
    text: "Our short guide to bringing the karate mindset into everyday life: focus, calm under pressure, and confidence. Sign up for our newsletter and we will send it to you.",
    // @placeholder: the guide itself, a document the studio supplies and sends to new subscribers
    points: ["Focus in a busy day", "Calm under pressure", "Confidence that lasts"],
  },
  bar: {
    text: "Get Your Free Karate Mindset Guide",
    action: "Download",
  },
} as const;
