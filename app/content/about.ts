import { studio } from "./studio";

// The about page, /about (spec §2 "About"). The spec gives the page's sections and a few facts
// (1979, the 2024 change of ownership and name, over 80 students, the interview's date and
// length); everything else here is written from those facts and marked for the studio.

const foundedYear = studio.foundedYear;

export const aboutPage = {
  eyebrow: `Since ${foundedYear}`,
  title: "About Our Dojo",
  // @draft-copy: the about page's introduction and description
  intro: `A traditional Shotokan karate dojo in ${studio.address.locality}, teaching children, teens and adults since ${foundedYear}.`,
  description: `The story of ${studio.name}: a traditional Shotokan karate dojo since ${foundedYear}, its leadership and its founder's interview.`,
  founderQuote: {
    // @placeholder: the studio's chosen quote from the founder of Shotokan (a widely cited line of his until the studio confirms it)
    text: "The ultimate aim of karate lies not in victory or defeat, but in the perfection of the character of its participants.",
    author: "Gichin Funakoshi",
    role: "Founder of Shotokan Karate",
    portraitAlt:
      "An ink-and-paper portrait of a karateka in a white gi and black belt before a red sun",
  },
  joinLabel: "Join Our Dojo",
  timelineHeading: "Our Journey",
  timeline: [
    {
      year: String(foundedYear),
      title: "Foundation",
      // @draft-copy: the timeline's texts (the years and facts are the spec's)
      text: `The dojo opens its doors in ${studio.address.locality} and begins teaching traditional Shotokan karate.`,
    },
    {
      year: "1980s–2010s",
      title: "Community",
      text: "Generations of neighbourhood families train together, and the dojo grows into a community.",
    },
    {
      year: "2024",
      title: "New Ownership",
      text: "The dojo passes to new ownership and takes a new name, meaning Blissful Tiger.",
    },
    {
      year: "Today",
      title: "Over 80 Students",
      text: "More than 80 students, from Tiny Tigers to black belts, train in kihon, kata and kumite.",
    },
  ],
  philosophyHeading: "Our Philosophy",
  // The karate mission, from the spec (§1).
  philosophyQuote:
    "To connect people to their innate spiritual nature through disciplined study of traditional Shotokan karate, integrating body, mind and spirit.",
  philosophySource: "The mission of our dojo",
  leadershipHeading: "Our Leadership",
  // @placeholder: the four leaders' names (shown by role until the studio supplies them)
  leaders: [
    {
      role: "Founder",
      name: "Dojo Founder",
      // @draft-copy: the leadership profiles (the roles are the spec's)
      text: `Founded the dojo in ${foundedYear} and taught traditional Shotokan karate to the neighbourhood for decades.`,
    },
    {
      role: "Lead Instructor",
      name: "Lead Instructor",
      text: "Leads the dojo's training in kihon, kata and kumite, from beginners to the advanced classes.",
    },
    {
      role: "Owner / Instructor",
      name: "Owner and Instructor",
      text: "Took over the dojo in 2024, renamed it Blissful Tiger, and teaches on the mat every week.",
    },
    {
      role: "Junior Instructor",
      name: "Junior Instructor",
      text: "A dojo student who helps teach, bringing the next generation of karateka into the classes.",
    },
  ],
  interviewHeading: "An Interview with Our Founder",
  interviewDate: "2024-03-24",
  interviewDateLabel: "March 24, 2024",
  // @placeholder: the founder interview's transcript (11 questions; these answers restate the spec's facts until the studio supplies the real words)
  interview: [
    {
      question: "When did the dojo begin?",
      answer: `In ${foundedYear}. The dojo has taught traditional Shotokan karate in the neighbourhood ever since.`,
    },
    {
      question: "What style of karate does the dojo teach?",
      answer: "Traditional Shotokan karate: kihon (basics), kata (forms) and kumite (sparring).",
    },
    {
      question: "What is the dojo's purpose?",
      answer:
        "To connect people to their innate spiritual nature through disciplined study, integrating body, mind and spirit.",
    },
    {
      question: "Who trains at the dojo?",
      answer: "Children from age 4, teens and adults, in classes grouped by age and belt.",
    },
    {
      question: "How did the dojo grow through the 1980s to the 2010s?",
      answer: "As a community: families and neighbours training side by side for decades.",
    },
    {
      question: "How often should a student train?",
      answer: "At least twice a week.",
    },
    {
      question: "How long does the path to black belt take?",
      answer:
        "Typically four to five years, with belt promotions every three to four months, and six or more at the higher belts.",
    },
    {
      question: "What part do competitions play?",
      answer:
        "The dojo holds its own competition each spring and sends a competition team, by invitation, to tournaments.",
    },
    {
      question: "What changed in 2024?",
      answer: "The dojo passed to new ownership and took a new name, meaning Blissful Tiger.",
    },
    {
      question: "What stays the same?",
      answer: "The traditional training, the respect on the mat and the community around the dojo.",
    },
    {
      question: "Where is the dojo today?",
      answer:
        "Over 80 students train here, and the dojo keeps welcoming new ones through orientation.",
    },
  ],
  legacyHeading: "Continuing the Legacy",
  // @draft-copy: "Continuing the Legacy"
  legacy: [
    `Since ${foundedYear}, the dojo has been a place to train body, mind and spirit. Under its new name, it keeps the same traditional Shotokan training and the same welcome.`,
    "Every new student begins with an orientation, and every class carries the lessons of those who trained before.",
  ],
  orientationLabel: "Join Our Orientation",
  visitLabel: "Schedule a Visit",
} as const;
