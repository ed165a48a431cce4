import type { z } from "zod";
import type { birthdayOfferSchema } from "./schemas";
import { formatMinimumPrice, formatPrice } from "./prices";

// The birthday party's priced offers (spec §3 "Birthday offers"): the package and its add-ons.
// The visible price list and the page's structured data are both built from the same entries.

export type BirthdayOffer = z.infer<typeof birthdayOfferSchema>;

/** The price as the list writes it: "$450", or "from $130" for a minimum price. */
export function offerPrice(offer: BirthdayOffer): string {
  return offer.minimum ? formatMinimumPrice(offer.priceCents) : formatPrice(offer.priceCents);
}

/** An offer as content writes it: its price and whether it is a lowest one are the staff's. */
export type BirthdayOfferWords = Omit<BirthdayOffer, "priceCents" | "minimum">;
