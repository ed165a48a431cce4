import type { Offer, OfferCatalog, SportsActivityLocation, WithContext } from "schema-dts";
import { passesPage, type Pass, type PassKind } from "~/content/yoga-passes";
import { schemaPrice } from "./money";
import { studioJsonLd } from "./studio-json-ld";

// The class passes as search engines read them: the yoga centre (the same entity as on /yoga)
// with its passes as a catalogue of offers, grouped as the page groups them, each with the price
// and the purchase link its card shows.

function passOffer(pass: Pass): Offer {
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

export function passesJsonLd(passes: Pass[], origin: string): WithContext<SportsActivityLocation> {
  const kinds = Object.keys(passesPage.groups) as PassKind[];
  const catalog: OfferCatalog = {
    "@type": "OfferCatalog",
    name: passesPage.title,
    url: `${origin}/yoga/store`,
    itemListElement: kinds.map((kind) => ({
      "@type": "OfferCatalog",
      name: passesPage.groups[kind],
      itemListElement: passes.filter((pass) => pass.kind === kind).map(passOffer),
    })),
  };
  return studioJsonLd(origin, { side: "yoga", offers: catalog });
}
