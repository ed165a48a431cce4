import { birthdayOffers } from "~/content/yoga-birthdays";
import { passes } from "~/content/yoga-passes";
import type { BirthdayOffer } from "~/model/birthday-offers";
import { priceOf, type Offerings } from "~/model/offerings";
import type { Pass } from "~/model/passes";
import { formatPrice } from "~/model/prices";

// The prices the pages show, from the price records staff keep (Prices): a pass's and a birthday
// offer's by their ids, and the words that name a price. A price staff have not set (its record
// missing) is never made up: its pass or offer is left out, and a sentence is written without it.

/** A price as a page writes it ("$30"), or null when there is none. */
export function priceWords(offerings: Offerings, id: string): string | null {
  const cents = priceOf(offerings.prices, id);
  return cents === undefined ? null : formatPrice(cents);
}

/** The passes with their prices; the gift card's amount is the buyer's. */
export function passesWithPrices(offerings: Offerings): Pass[] {
  return passes.flatMap((pass): Pass[] => {
    if (pass.kind === "gift") return [{ ...pass, priceCents: null }];
    const cents = priceOf(offerings.prices, pass.id);
    return cents === undefined ? [] : [{ ...pass, priceCents: cents }];
  });
}

/** The lowest single-class price ("$22"), for the store's description. */
export function lowestSingleClass(offerings: Offerings): string | null {
  const singles = ["aerial-single", "barre-single"]
    .map((id) => priceOf(offerings.prices, id))
    .filter((cents): cents is number => cents !== undefined);
  return singles.length === 0 ? null : formatPrice(Math.min(...singles));
}

/** The birthday package and its add-ons with their prices. */
export function birthdayOffersWithPrices(offerings: Offerings): BirthdayOffer[] {
  return birthdayOffers.flatMap((offer): BirthdayOffer[] => {
    const price = offerings.prices.find((entry) => entry.id === `birthday-${offer.id}`);
    if (!price) return [];
    return [
      { ...offer, priceCents: price.data.cents, ...(price.data.minimum ? { minimum: true } : {}) },
    ];
  });
}
