import { z } from "./zod";
import { formatMinimumPrice, formatPrice } from "./prices";

// The birthday party's priced offers (spec §3 "Birthday offers"): the package and its add-ons.
// The visible price list and the page's structured data are both built from the same entries.

export const birthdayOfferSchema = z.object({
  id: z.enum(["package", "decor", "snacks", "cake"]),
  name: z.string().min(1),
  /** What the price buys. */
  detail: z.string(),
  priceCents: z.number().int().positive(),
  /** A lowest price ("from …"), not a fixed one. */
  minimum: z.boolean().optional(),
  /** "or bring your own": shown after the price. */
  alternative: z.string().optional(),
});

export type BirthdayOffer = z.infer<typeof birthdayOfferSchema>;

/** The price as the list writes it: "$450", or "from $130" for a minimum price. */
export function offerPrice(offer: BirthdayOffer): string {
  return offer.minimum ? formatMinimumPrice(offer.priceCents) : formatPrice(offer.priceCents);
}
