import type { Offer, OfferCatalog, SportsActivityLocation, WithContext } from "schema-dts";
import { schemaPrice } from "./money";
import { studioJsonLd, type OpeningHours, type StudioFacts } from "./studio-json-ld";

// The class passes as search engines read them: the yoga centre (the same entity as on /yoga)
// with its passes as a catalogue of offers, grouped as the page groups them, each with the price
// and the purchase link its card shows.

export type PassFacts = {
  kind: string;
  title: string;
  priceCents: number | null;
  validity: string;
  buyUrl: string;
};

/** The page's title and its groups' names, by kind, in the page's order. */
export type PassCatalog = { title: string; groups: Record<string, string> };

function passOffer(pass: PassFacts): Offer {
  return {
    "@type": "Offer",
    name: pass.title,
    description: pass.validity,
    url: pass.buyUrl,
    priceCurrency: "USD",
    ...(pass.priceCents === null ? {} : { price: schemaPrice(pass.priceCents) }),
    itemOffered: { "@type": "Service", name: pass.title },
  };
}

export function passesJsonLd(
  passes: readonly PassFacts[],
  catalogue: PassCatalog,
  origin: string,
  studio: { facts: StudioFacts; hours: OpeningHours },
): WithContext<SportsActivityLocation> {
  const catalog: OfferCatalog = {
    "@type": "OfferCatalog",
    name: catalogue.title,
    url: `${origin}/yoga/store`,
    itemListElement: Object.entries(catalogue.groups).map(([kind, name]) => ({
      "@type": "OfferCatalog",
      name,
      itemListElement: passes.filter((pass) => pass.kind === kind).map(passOffer),
    })),
  };
  return studioJsonLd(studio.facts, origin, { side: "yoga", hours: studio.hours, offers: catalog });
}
