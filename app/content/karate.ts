import { studio } from "./studio";

// The karate home, /karate (spec §1, §2 "Karate home").

export const karateHome = {
  eyebrow: `Traditional Shotokan Karate · Since ${studio.foundedYear}`,
  title: "Traditional Shotokan Karate",
  mission:
    "Our mission is to connect people to their innate spiritual nature through disciplined study of traditional Shotokan karate, integrating body, mind and spirit.",
  metaTitle: `Karate Classes in ${studio.address.locality}, NY | ${studio.name}`,
  /** With the orientation package's price, formatted. */
  description: (orientationPrice: string | null) =>
    `Traditional Shotokan karate classes for kids, teens and adults in ${studio.address.locality}, NY, since ${studio.foundedYear}. Start with ${orientationPrice ? `a ${orientationPrice}` : "an"} orientation.`,
  orientationLabel: "Book Your Orientation",
  contactLabel: "Contact Us",
  programsHeading: "Train With Us",
  stripLabel: "This week at the dojo",
  scheduleHeading: "Class Schedule",
  scheduleTitle: "This Week's Classes",
  videoHeading: "Inside the Dojo",
  testimonialsHeading: "What Our Community Says",
  ctaHeading: "Begin Your Journey",
  // @draft-copy: the closing call to action's text
  ctaText: "Every student starts with orientation. Come and see the dojo.",
  signupLabel: "Orientation",
  campsLabel: "Summer Camps",
  eventsLabel: "Community Events",
} as const;
