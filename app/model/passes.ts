import type { z } from "zod";
import type { passSchema } from "./schemas";

// A class pass on /yoga/store (spec §3 "Pass"): its price in cents, or none for the gift card,
// whose amount the buyer chooses.

export const passKinds = ["aerial", "barre", "gift"] as const;
export type PassKind = (typeof passKinds)[number];

export type Pass = z.infer<typeof passSchema>;

/** A pass as content writes it: everything but its price, which staff keep. */
export type PassWords = Omit<Pass, "priceCents">;
