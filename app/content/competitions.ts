import type { Competition } from "~/model/competitions";
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
  individual: "Individual",
  team: "Team",
} as const;

/** Local start times; the in-dojo competition is also one of the season's events. */
export const competitionDates = { inDojo: "2026-04-19T09:00" } as const satisfies Record<
  string,
  LocalDateTime
>;

export const competitions: Competition[] = [
  {
    id: "open",
    title: "Open Tournament",
    when: "Saturday, September 21",
    award: "Trophies for 1st to 4th place",
    fees: [],
    note: null,
    // @placeholder: the open tournament's registration site
    registration: { status: "open", url: "https://tournaments.example.com/open-tournament" },
  },
  {
    id: "invitational",
    title: "Invitational Tournament",
    when: "Sunday, December 7 · Opening ceremony 9:00 AM",
    award: "Medals for 1st to 3rd place",
    fees: [
      { label: "Early registration", deadline: "by 10/31", individualCents: 7000, teamCents: 3000 },
      {
        label: "Regular registration",
        deadline: "by 12/5",
        individualCents: 8000,
        teamCents: 4500,
      },
    ],
    note: null,
    // @placeholder: the invitational's registration site
    registration: { status: "open", url: "https://tournaments.example.com/invitational" },
  },
  {
    id: "in-dojo",
    title: "In Dojo Competition",
    when: { startsLocal: competitionDates.inDojo },
    award: null,
    fees: [],
    // @draft-copy: the in-dojo competition's note
    note: "A friendly competition for the dojo's own students.",
    registration: { status: "soon", label: "Registration Opens Soon" },
  },
];
