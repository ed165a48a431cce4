import { Gift, Music, Wind, type IconComponent } from "~/components/ui/icons";
import type { Route } from "./+types/store";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { visitorSchedule } from "~/services/schedule/visitor-schedule.server";
import { passesPage } from "~/content/yoga-passes";
import { offeringsToday } from "~/services/offerings/visitor-offerings.server";
import { lowestSingleClass, passesWithPrices } from "~/services/offerings/price-pages.server";
import type { Pass, PassKind } from "~/model/passes";
import { openingHours } from "~/model/schedule";
import { studio } from "~/content/studio";
import { formatPrice } from "~/model/prices";
import { originFrom, pageMeta } from "~/components/layout/page-meta";
import { passesJsonLd } from "~/lib/passes-json-ld";
import { JsonLd } from "~/components/ui/json-ld";
import { PageHero } from "~/components/sections/page-hero";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { ExternalButton } from "~/components/ui/external-link";
import { sectionHeight } from "~/lib/sections";

// The passes with the prices staff keep, read when the page is rendered and kept by the server
// until a price or the schedule changes; the opening hours (structured data) from the live
// season's classes.
export async function loader() {
  const at = now();
  const [schedule, { offerings }] = await Promise.all([
    visitorSchedule(getDb(), at),
    offeringsToday(getDb(), at),
  ]);
  return {
    passes: passesWithPrices(offerings),
    from: lowestSingleClass(offerings),
    hours: openingHours(schedule.classes),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: `Class Passes | ${studio.yogaName}`,
      description: passesPage.description(loaderData?.from ?? null),
      path: "/yoga/store",
    },
    matches,
  );
}

const kinds: { kind: PassKind; icon: IconComponent }[] = [
  { kind: "aerial", icon: Wind },
  { kind: "barre", icon: Music },
  { kind: "gift", icon: Gift },
];

function PassCard({ pass, icon: Icon }: { pass: Pass; icon: IconComponent }) {
  const headingId = `pass-${pass.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="flex h-full flex-col gap-4 p-6">
      <div className="flex items-center justify-between gap-4">
        <h3 id={headingId} className="text-xl font-bold text-ink">
          {pass.title}
        </h3>
        <Icon aria-hidden className="size-7 shrink-0 text-accent" />
      </div>
      <p className="font-display text-4xl font-bold text-primary" data-pass-price>
        {pass.priceCents === null ? passesPage.selectAmount : formatPrice(pass.priceCents)}
      </p>
      <p className="flex-1 text-ink-muted" data-pass-validity>
        {pass.validity}
      </p>
      <ExternalButton
        href={pass.buyUrl}
        aria-label={`${passesPage.buyLabel}: ${pass.title}`}
        className="w-full"
      >
        {passesPage.buyLabel}
      </ExternalButton>
    </Card>
  );
}

export default function YogaStore({ loaderData, matches }: Route.ComponentProps) {
  return (
    <>
      <PageHero words={passesPage} />
      <div
        className="mx-auto flex max-w-7xl flex-col gap-14 px-4 pb-20"
        style={sectionHeight(2700)}
      >
        {kinds.map(({ kind, icon }) => {
          const group = loaderData.passes.filter((pass) => pass.kind === kind);
          return (
            <section key={kind} aria-labelledby={`passes-${kind}`}>
              <h2 id={`passes-${kind}`} className="text-3xl font-bold text-ink">
                {passesPage.groups[kind]}
              </h2>
              <CardGrid className="mt-6 sm:grid-cols-2 lg:grid-cols-3">
                {group.map((pass, index) => (
                  <CardGridItem key={pass.id} step={index % 3}>
                    <PassCard pass={pass} icon={icon} />
                  </CardGridItem>
                ))}
              </CardGrid>
            </section>
          );
        })}
      </div>
      <JsonLd
        data={
          import.meta.env.SSR
            ? passesJsonLd(loaderData.passes, passesPage, originFrom(matches), {
                facts: studio,
                hours: loaderData.hours,
              })
            : undefined
        }
      />
    </>
  );
}
