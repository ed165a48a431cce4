import { z } from "./zod";

// A class pass on /yoga/store (spec §3 "Pass"): its price in cents, or none for the gift card,
// whose amount the buyer chooses.

export const passKinds = ["aerial", "barre", "gift"] as const;
export type PassKind = (typeof passKinds)[number];

export const passSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(passKinds),
  title: z.string().min(1),
  /** Null for the gift card, whose amount the buyer chooses. */
  priceCents: z.number().int().positive().nullable(),
  classes: z.number().int().positive().nullable(),
  validity: z.string(),
  buyUrl: z.string().url(),
});

export type Pass = z.infer<typeof passSchema>;
