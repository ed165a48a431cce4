import { dojoTimeToUtc, formatLongDay, formatTime } from "~/lib/event-dates";
import { seasonEvent } from "./events";
import { studio } from "./studio";

// The competitions page, /competitions (spec §2 "Competitions", §5, §9 "Competitions").

export type CompetitionFee = {
  label: string;
  deadline: string;
  individualCents: number;
  teamCents: number;
};

export type Competition = {
  id: "open" | "invitational" | "in-dojo";
  title: string;
  when: string;
  award: string | null;
  fees: CompetitionFee[];
  note: string | null;
  registration: { status: "open"; url: string } | { status: "soon"; label: string };
};

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

const inDojo = seasonEvent("in-dojo-competition");
const inDojoStart = dojoTimeToUtc(inDojo.startsAt);

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
    title: inDojo.title,
    when: `${formatLongDay(inDojoStart)} · ${formatTime(inDojoStart)}`,
    award: null,
    fees: [],
    note: inDojo.description,
    registration: { status: "soon", label: "Registration Opens Soon" },
  },
];
