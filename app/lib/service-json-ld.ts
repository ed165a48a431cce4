// A service with priced offers as search engines read it (schema.org Service): the birthday
// party on /yoga/birthdays, with one Offer per price the page lists, from the same entries.

export type ServiceOffer = {
  name: string;
  detail: string;
  priceCents: number;
  /** The lowest price, not a fixed one. */
  minimum?: boolean;
};

export type ServiceFacts = {
  name: string;
  description: string;
  url: string;
  provider: { name: string; telephone: string; address: string };
};

/** schema.org Service with one Offer per visible price: the same entries as the list. */
export function serviceJsonLd(service: ServiceFacts, offers: readonly ServiceOffer[]) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    url: service.url,
    provider: { "@type": "LocalBusiness", ...service.provider },
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
