import type { z } from "zod";
import type { competitionFeeSchema } from "./schemas";
import type { LocalDateTime } from "./times";

// A tournament on /competitions with its entry fees in cents (spec §9 "Competitions").

export type CompetitionFee = z.infer<typeof competitionFeeSchema>;

export type Competition = {
  id: "open" | "invitational" | "in-dojo";
  title: string;
  /** When, in words ("Saturday, September 21"), or a start time the page writes out. */
  when: string | { startsLocal: LocalDateTime };
  award: string | null;
  fees: CompetitionFee[];
  note: string | null;
  registration: { status: "open"; url: string } | { status: "soon"; label: string };
};
