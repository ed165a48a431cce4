import { provider } from "./provider";
import { studio } from "./studio";

// The chess program, /chess (spec §2 "Chess", §9 "Karate FAQ facts": twice a week, an
// instructor rated 2200).

export const chessPage = {
  eyebrow: "Chess Program",
  title: "Chess at the Studio",
  // @draft-copy: the chess page's introduction and description
  intro: "A chess program that meets twice a week, taught by an instructor rated 2200.",
  description: `Chess classes at ${studio.name} in ${studio.address.locality}, NY: twice a week with an instructor rated 2200.`,
  joinLabel: "Join Our Program",
  enrollLabel: "Enroll Today",
  backLabel: "Back to Home",
  scheduleUrl: provider.pages.schedule,
  overviewHeading: "Program Overview",
  // @draft-copy: the program overview
  overview: [
    "Classes meet twice a week, so skills build steadily from one lesson to the next.",
    "Players learn openings, tactics and endgames, and how to think a few moves ahead.",
  ],
  instructorHeading: "Your Instructor",
  // @placeholder: the chess instructor's name
  instructorName: "Chess Instructor",
  instructorRating: "Rated 2200",
  // @draft-copy: the instructor's introduction (the rating is the spec's)
  instructorText:
    "Our instructor is a rated player at 2200 who teaches the game with patience and care.",
  environmentHeading: "Learning Environment",
  // @draft-copy: the learning environment
  environment: [
    "Calm, focused play in the same studio as our karate and yoga classes.",
    "Respect for the opponent at the board, as on the mat.",
  ],
  ctaHeading: "Ready to Play?",
} as const;

export const chessFacts = [
  { label: "Classes", value: "Twice a week" },
  { label: "Instructor", value: "Rated 2200" },
] as const;
