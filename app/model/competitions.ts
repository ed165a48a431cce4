import { z } from "./zod";

// A tournament on /competitions with its entry fees in cents (spec §9 "Competitions").

export const competitionFeeSchema = z.object({
  label: z.string(),
  deadline: z.string(),
  individualCents: z.number().int().nonnegative(),
  teamCents: z.number().int().nonnegative(),
});

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
