import { Gift, Music, Wind, type IconComponent } from "~/components/ui/icons";
import type { Route } from "./+types/store";
import { passes, passesPage, type Pass, type PassKind } from "~/content/yoga-passes";
import { studio } from "~/content/studio";
import { formatPrice } from "~/lib/money";
import { originFrom, pageMeta } from "~/lib/meta";
import { passesJsonLd } from "~/lib/passes-json-ld";
import { JsonLd } from "~/components/ui/json-ld";
import { PageHero } from "~/components/sections/page-hero";
import { ExternalButton } from "~/components/ui/external-link";
import { Reveal } from "~/components/ui/reveal";
import { sectionHeight } from "~/lib/sections";

// The passes are read here, at build time (the page is prerendered), not carried in the script.
export function loader() {
  return { passes };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: `Class Passes | ${studio.yogaName}`,
      description: passesPage.description,
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
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-card"
    >
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
    </article>
  );
}

export default function YogaStore({ loaderData, matches }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={passesPage.eyebrow} title={passesPage.title} intro={passesPage.intro} />
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
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {group.map((pass, index) => (
                  <li key={pass.id}>
                    <Reveal step={index % 3} className="h-full">
                      <PassCard pass={pass} icon={icon} />
                    </Reveal>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <JsonLd
        data={
          import.meta.env.SSR ? passesJsonLd(loaderData.passes, originFrom(matches)) : undefined
        }
      />
    </>
  );
}
