import type { z } from "zod";
import type { competitionFeeSchema } from "./schemas";

// A tournament on /competitions with its entry fees in cents (spec §9 "Competitions").

export type CompetitionFee = z.infer<typeof competitionFeeSchema>;

export type Competition = {
  id: "open" | "invitational" | "in-dojo";
  title: string;
  when: string;
  award: string | null;
  fees: CompetitionFee[];
  note: string | null;
  registration: { status: "open"; url: string } | { status: "soon"; label: string };
};
