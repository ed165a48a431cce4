import type { CompetitionRecord } from "~/model/offerings";
import type { LocalDateTime } from "~/model/times";
import { studio } from "./studio";

// The competitions page, /competitions (spec §2 "Competitions", §5, §9 "Competitions").

export const competitionsPage = {
  title: "Competitions",
  eyebrow: "Tournaments",
  // @draft-copy: the competitions page's introduction and description
  intro:
    "Our students test their kata and kumite at tournaments through the year, and at our own in-dojo competition in the spring.",
  description: `Karate tournaments for students of ${studio.name} in ${studio.address.locality}, NY: an open tournament, an invitational and our in-dojo competition.`,
  teamNote: "The competition team is by invitation only.",
  registerLabel: "Register",
  soonLabel: "Registration Opens Soon",
  opensLabel: (day: string) => `Registration opens ${day}`,
  fullLabel: "Full",
  closedLabel: "Registration closed",
  feeUntil: (day: string) => `by ${day}`,
  // @draft-copy: what the page says while no tournament is to come
  noneHeading: "Next Season's Tournaments",
  noneText:
    "The next tournaments will be posted here as soon as their dates are set. Join the newsletter to hear first.",
  individual: "Individual",
  team: "Team",
} as const;

/** Local start times; the in-dojo competition is also one of the season's events. */
export const competitionDates = { inDojo: "2026-04-19T09:00" } as const satisfies Record<
  string,
  LocalDateTime
>;

// The first seed of the tournaments staff keep (Tournaments in the staff area).
// @placeholder: the open tournament's day (the spec says Saturday September 21; in 2025 that date is a Sunday)
export const competitionSeeds: { id: string; record: CompetitionRecord }[] = [
  {
    id: "open",
    record: {
      title: "Open Tournament",
      day: "2025-09-21",
      time: null,
      timeLabel: "",
      award: "Trophies for 1st to 4th place",
      fees: [],
      note: "",
      // @placeholder: the open tournament's registration site
      registration: { state: "open", url: "https://tournaments.example.com/open-tournament" },
    },
  },
  {
    id: "invitational",
    record: {
      title: "Invitational Tournament",
      day: "2025-12-07",
      time: "09:00",
      timeLabel: "Opening ceremony",
      award: "Medals for 1st to 3rd place",
      fees: [
        {
          label: "Early registration",
          until: "2025-10-31",
          individualCents: 7000,
          teamCents: 3000,
        },
        {
          label: "Regular registration",
          until: "2025-12-05",
          individualCents: 8000,
          teamCents: 4500,
        },
      ],
      note: "",
      // @placeholder: the invitational's registration site
      registration: { state: "open", url: "https://tournaments.example.com/invitational" },
    },
  },
  {
    id: "in-dojo",
    record: {
      title: "In Dojo Competition",
      day: "2026-04-19",
      time: "09:00",
      timeLabel: "",
      award: "",
      fees: [],
      // @draft-copy: the in-dojo competition's note
      note: "A friendly competition for the dojo's own students.",
      registration: { state: "soon" },
    },
  },
];
