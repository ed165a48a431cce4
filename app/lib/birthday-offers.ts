import { birthdaysPage, birthdaysPath, type BirthdayOffer } from "~/content/yoga-birthdays";
import { addressOneLine, studio } from "~/content/studio";
import { formatPrice } from "./money";

// The birthday party's prices, as the page lists them and as structured data (spec §2
// "/yoga/birthdays": a Service with its offers). Both read the same entries.

/** "$450", or "from $130" for a minimum price. */
export function offerPrice(offer: BirthdayOffer): string {
  return offer.minimum ? `from ${formatPrice(offer.priceCents)}` : formatPrice(offer.priceCents);
}

/** schema.org Service with one Offer per visible price: the same entries as the list. */
export function birthdayServiceJsonLd(offers: BirthdayOffer[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: birthdaysPage.serviceName,
    description: birthdaysPage.description,
    url: `${origin}${birthdaysPath}`,
    provider: {
      "@type": "LocalBusiness",
      name: studio.yogaName,
      telephone: studio.phone.display,
      address: addressOneLine(),
    },
    offers: offers.map((offer) => ({
      "@type": "Offer",
      name: offer.name,
      description: offer.detail,
      priceCurrency: "USD",
      ...(offer.minimum
        ? {
            priceSpecification: {
              "@type": "PriceSpecification",
              minPrice: offer.priceCents / 100,
              priceCurrency: "USD",
            },
          }
        : { price: offer.priceCents / 100 }),
    })),
  };
}
