// The landing page (spec §2 "Landing page", §9 "Interface").

import { programNames } from "./navigation";

export type ProgramId = "karate" | "yoga" | "chess";

export type ProgramCard = {
  id: ProgramId;
  to: string;
  title: string;
  /** A short Japanese-influenced label shown above the title. */
  eyebrow: string;
  description: string;
  highlights: string[];
  buttonLabel: string;
};

/** How long a chosen card shows its loading state before the browser moves on. */
export const cardNavigationDelayMs = 300;

export const landing = {
  // @draft-copy: the landing heading
  title: "Karate, Yoga & Chess",
  // @draft-copy: landing introduction, written from the spec's facts
  intro:
    "Traditional Shotokan karate since 1979, yoga, aerial yoga and barre, and a chess program, all in one studio by the sea.",
  chooseHeading: "Choose your path",
  loadingLabel: "Loading...",
  programs: [
    {
      id: "karate",
      to: "/karate",
      title: programNames.karate,
      eyebrow: "Traditional · Shotokan",
      // @draft-copy: karate card, written from the spec's facts
      description: "Traditional Shotokan karate for all ages, integrating body, mind and spirit.",
      highlights: ["Classes from age 4", "Since 1979", "80+ students"],
      buttonLabel: "Start Your Journey",
    },
    {
      id: "yoga",
      to: "/yoga",
      title: programNames.yoga,
      eyebrow: "Aerial · Barre",
      // @draft-copy: yoga card, written from the spec's facts
      description: "Aerial yoga, barre and mindfulness classes, with courses for kids and teens.",
      highlights: ["Aerial yoga", "Barre", "Kids courses"],
      buttonLabel: "Start Your Journey",
    },
    {
      id: "chess",
      to: "/chess",
      title: programNames.chess,
      eyebrow: "Strategy · Focus",
      // @draft-copy: chess card, written from the spec's facts
      description: "A chess program that meets twice a week, taught by an instructor rated 2200.",
      highlights: ["Twice a week", "Instructor rated 2200"],
      buttonLabel: "Learn More",
    },
  ] satisfies ProgramCard[],
} as const;

export function programCard(id: ProgramId): ProgramCard {
  const card = landing.programs.find((program) => program.id === id);
  if (!card) throw new Error(`No program card "${id}"`);
  return card;
}
