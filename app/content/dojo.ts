import { provider } from "./provider";
import { studio } from "./studio";

// The dojo as the orientation and moms pages present it: why train here, the free pre-school
// trial, and the paths a student can take (spec §2).

export const whyDojo = {
  heading: `Why ${studio.shortName}?`,
  // @draft-copy: the four "Why" cards' texts (their subjects and figures are from the spec)
  reasons: [
    {
      icon: "legacy",
      title: `A Legacy Since ${studio.foundedYear}`,
      text: `Traditional Shotokan karate has been taught here since ${studio.foundedYear}.`,
    },
    {
      icon: "lineage",
      title: "Authentic Lineage",
      text: "Traditional Shotokan karate, kihon and kata taught the way they were handed down.",
    },
    {
      icon: "community",
      title: `A Community of ${studio.studentCount} Students`,
      text: "Children, teens and adults training side by side, and families who become friends.",
    },
    {
      icon: "holistic",
      title: "Holistic Development",
      text: "Body, mind and spirit trained together, on the mat and beyond it.",
    },
  ],
} as const;

export const preschoolTrial = {
  title: "Pre-School Free Trial",
  badge: "FREE",
  // @draft-copy: the pre-school trial card's text (the page lists the Tiny Tigers classes' times)
  text: "Tiny Tigers is our class for pre-K to age 6. Try your first class free.",
  action: "Book a Free Trial",
  url: provider.purchase.preschoolTrial,
} as const;

export type PathId = "traditional" | "kumite" | "camps" | "events" | "competitions";

// @draft-copy: the "Discover Your Path" blocks' texts (facts from the spec: kumite gear, camp ages, team by invitation)
export const discoverPaths: { id: PathId; title: string; text: string; to: string }[] = [
  {
    id: "traditional",
    title: "Traditional Karate Training",
    text: "Kihon and kata, the foundations of Shotokan, in classes grouped by belt.",
    to: "/calendar",
  },
  {
    id: "kumite",
    title: "Kumite Training",
    text: "Sparring with safety gear: headgear with shield, mouth piece, gloves and foot gear.",
    to: "/calendar",
  },
  {
    id: "camps",
    title: "Camps",
    text: "Summer camps for ages 6-12: karate, Japanese language, crafts and culture.",
    to: "/camps",
  },
  {
    id: "events",
    title: "Special Events and Workshops",
    text: "Workshops, ceremonies and community gatherings through the season.",
    to: "/events",
  },
  {
    id: "competitions",
    title: "Competitions",
    text: "Tournaments for our students; the competition team is by invitation only.",
    to: "/competitions",
  },
];
