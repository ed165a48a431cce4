import { Cake, Gift, PartyPopper, Wind, type IconComponent } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/birthdays";
import {
  birthdayFacts,
  birthdayInfo,
  birthdaysPage,
  birthdaysPath,
} from "~/content/yoga-birthdays";
import { addressOneLine, studio } from "~/content/studio";
import { serviceJsonLd } from "~/lib/service-json-ld";
import { offerPrice, type BirthdayOffer } from "~/model/birthday-offers";
import { originFrom, pageMeta } from "~/components/layout/page-meta";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { offeringsToday } from "~/services/offerings/visitor-offerings.server";
import { birthdayOffersWithPrices, priceWords } from "~/services/offerings/price-pages.server";
import { PageHero, SectionHeading } from "~/components/sections/page-hero";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { JsonLd } from "~/components/ui/json-ld";
import { Motif, type MotifTone } from "~/components/ui/motif";
import { Section } from "~/components/ui/section";

// The offers with the prices staff keep, read when the page is rendered and kept by the server
// until a price changes (site-pages.ts, render "data").
export async function loader() {
  const { offerings } = await offeringsToday(getDb(), now());
  const offers = birthdayOffersWithPrices(offerings);
  return {
    offers,
    info: birthdayInfo(priceWords(offerings, "aerial-single")),
    description: birthdaysPage.description(priceWords(offerings, "birthday-package")),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: `Aerial Yoga Birthday Parties | ${studio.yogaName}`,
      description: loaderData?.description ?? birthdaysPage.description(null),
      path: birthdaysPath,
    },
    matches,
  );
}

const gallery: { icon: IconComponent; tone: MotifTone }[] = [
  { icon: Wind, tone: "sea" },
  { icon: PartyPopper, tone: "vermilion" },
  { icon: Cake, tone: "indigo" },
  { icon: Gift, tone: "sea" },
];

function Gallery() {
  return (
    <Section aria-labelledby="gallery-heading" flush width="7xl">
      <h2 id="gallery-heading" className="sr-only">
        {birthdaysPage.galleryHeading}
      </h2>
      <CardGrid className="grid-cols-2 gap-4 lg:grid-cols-4">
        {gallery.map((item, index) => (
          <li key={birthdaysPage.galleryCaptions[index]}>
            <Card as="figure" className="overflow-hidden">
              <Motif icon={item.icon} tone={item.tone} className="aspect-square" />
              <figcaption className="px-3 py-2 text-sm font-semibold text-ink">
                {birthdaysPage.galleryCaptions[index]}
              </figcaption>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

function Info({ info }: { info: Route.ComponentProps["loaderData"]["info"] }) {
  return (
    <Section aria-labelledby="info-heading" tone="muted" width="6xl">
      <SectionHeading id="info-heading" title={birthdaysPage.infoHeading} />
      <CardGrid as="ol" className="mt-10 md:grid-cols-3">
        {info.map((card, index) => (
          <CardGridItem key={card.id} step={index}>
            <Card as="article" aria-labelledby={`info-${card.id}`} className="h-full p-6">
              <h3 id={`info-${card.id}`} className="text-xl font-bold text-ink">
                {card.title}
              </h3>
              <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-ink-muted marker:text-accent">
                {card.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </Card>
          </CardGridItem>
        ))}
      </CardGrid>
    </Section>
  );
}

function Prices({ offers }: { offers: BirthdayOffer[] }) {
  const [main, ...addOns] = offers;
  return (
    <Section aria-labelledby="prices-heading">
      <Card className="mx-auto max-w-3xl p-8">
        <h2 id="prices-heading" className="text-3xl font-bold text-ink">
          {birthdaysPage.pricesHeading}
        </h2>
        {main ? (
          <div className="mt-6 rounded-card bg-primary p-6 text-on-primary" data-offer={main.id}>
            <p className="text-sm font-semibold tracking-widest uppercase">
              {birthdaysPage.includedLabel}
            </p>
            <p className="mt-1 flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-xl font-bold">{main.name}</span>
              <span className="font-display text-4xl font-bold" data-offer-price>
                {offerPrice(main)}
              </span>
            </p>
            <ul className="mt-3 flex flex-col gap-1 text-on-primary/90">
              <li>{birthdayFacts.guests}</li>
              <li>{birthdayFacts.format}</li>
              <li>{birthdayFacts.arrival}</li>
            </ul>
          </div>
        ) : null}
        <h3 className="mt-8 text-xl font-bold text-ink">{birthdaysPage.addOnsLabel}</h3>
        <ul className="mt-3 divide-y divide-border">
          {addOns.map((offer) => (
            <li
              key={offer.id}
              data-offer={offer.id}
              className="flex flex-wrap items-baseline justify-between gap-2 py-3"
            >
              <span className="font-semibold text-ink">{offer.name}</span>
              <span className="text-ink">
                <span className="font-display text-2xl font-bold text-primary" data-offer-price>
                  {offerPrice(offer)}
                </span>
                {offer.alternative ? (
                  <span className="ml-2 text-ink-muted">{offer.alternative}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-8 border-t border-border pt-6 text-center">
          <p className="text-ink-muted">{birthdaysPage.inquireText}</p>
          <Button asChild size="lg" className="mt-4">
            <Link to="/yoga/contact">{birthdaysPage.inquireLabel}</Link>
          </Button>
        </div>
      </Card>
    </Section>
  );
}

export default function YogaBirthdays({ loaderData, matches }: Route.ComponentProps) {
  const origin = originFrom(matches);
  return (
    <>
      <PageHero words={birthdaysPage}>
        <Button asChild size="lg">
          <Link to="/yoga/contact">{birthdaysPage.inquireLabel}</Link>
        </Button>
      </PageHero>
      <Gallery />
      <Info info={loaderData.info} />
      <Prices offers={loaderData.offers} />
      <JsonLd
        data={
          import.meta.env.SSR
            ? birthdayServiceJsonLd(loaderData.offers, loaderData.description, origin)
            : undefined
        }
      />
    </>
  );
}

/** The party as a schema.org Service, its offers the same entries as the list. */
function birthdayServiceJsonLd(offers: BirthdayOffer[], description: string, origin: string) {
  return serviceJsonLd(
    {
      name: birthdaysPage.serviceName,
      description,
      url: `${origin}${birthdaysPath}`,
      provider: {
        name: studio.yogaName,
        telephone: studio.phone.display,
        address: addressOneLine(),
      },
    },
    offers,
  );
}
