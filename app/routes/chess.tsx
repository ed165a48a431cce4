import { ArrowLeft, Crown, Sparkles, Users } from "~/components/ui/icons";
import { Link } from "react-router";
import { chessFacts, chessPage } from "~/content/chess";
import { studio } from "~/content/studio";
import { metaFor } from "~/components/layout/page-meta";
import { programNames } from "~/content/navigation";
import { PageHero } from "~/components/sections/page-hero";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { ExternalButton } from "~/components/ui/external-link";

export const meta = metaFor({
  title: `Chess Classes | ${studio.name}`,
  description: chessPage.description,
  path: "/chess",
  under: "home",
  crumb: programNames.chess,
});

function Facts() {
  return (
    <Card as="dl" className="grid gap-4 p-6 sm:grid-cols-2">
      {chessFacts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-sm text-ink-muted">{fact.label}</dt>
          <dd className="font-display text-2xl font-bold text-ink">{fact.value}</dd>
        </div>
      ))}
    </Card>
  );
}

const blocks = [
  { id: "overview", icon: Sparkles, title: chessPage.overviewHeading, lines: chessPage.overview },
  {
    id: "instructor",
    icon: Crown,
    title: chessPage.instructorHeading,
    lines: [
      `${chessPage.instructorName} · ${chessPage.instructorRating}`,
      chessPage.instructorText,
    ],
  },
  {
    id: "environment",
    icon: Users,
    title: chessPage.environmentHeading,
    lines: chessPage.environment,
  },
];

export default function Chess() {
  return (
    <>
      <PageHero words={chessPage} aside={<Facts />}>
        <ExternalButton href={chessPage.scheduleUrl} size="lg">
          {chessPage.joinLabel}
        </ExternalButton>
        <Button asChild variant="outline" size="lg">
          <Link to="/">
            <ArrowLeft aria-hidden />
            {chessPage.backLabel}
          </Link>
        </Button>
      </PageHero>
      <CardGrid className="mx-auto max-w-7xl px-4 pb-16 md:grid-cols-3">
        {blocks.map((block, index) => (
          <CardGridItem key={block.id} step={index}>
            <Card as="section" aria-labelledby={`${block.id}-heading`} className="h-full p-6">
              <block.icon aria-hidden className="size-8 text-accent" />
              <h2 id={`${block.id}-heading`} className="mt-4 text-2xl font-bold text-ink">
                {block.title}
              </h2>
              {block.lines.map((line) => (
                <p key={line} className="mt-2 text-ink-muted">
                  {line}
                </p>
              ))}
            </Card>
          </CardGridItem>
        ))}
      </CardGrid>
      <section aria-labelledby="chess-cta-heading" className="px-4 pb-20 text-center">
        <h2 id="chess-cta-heading" className="text-3xl font-bold text-ink">
          {chessPage.ctaHeading}
        </h2>
        <ExternalButton href={chessPage.scheduleUrl} variant="accent" size="lg" className="mt-6">
          {chessPage.enrollLabel}
        </ExternalButton>
      </section>
    </>
  );
}
