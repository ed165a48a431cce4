import { CalendarDays, Medal, Trophy, Users } from "~/components/ui/icons";
import type { Route } from "./+types/competitions";
import { competitionsPage } from "~/content/competitions";
import { studio } from "~/content/studio";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { offeringsToday } from "~/services/offerings/visitor-offerings.server";
import {
  competitionsToday,
  type CompetitionShown,
} from "~/services/offerings/competition-page.server";
import { metaFor } from "~/components/layout/page-meta";
import { PageHero } from "~/components/sections/page-hero";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { ExternalButton } from "~/components/ui/external-link";

// The tournaments staff keep, as they stand today: read when the page is rendered and kept by the
// server until a tournament or the day changes (site-pages.ts, render "data").
export async function loader() {
  return { competitions: competitionsToday(await offeringsToday(getDb(), now())) };
}

export const meta = metaFor({
  title: `Karate ${competitionsPage.title} | ${studio.name}`,
  description: competitionsPage.description,
  path: "/competitions",
});

function Fees({ competition }: { competition: CompetitionShown }) {
  if (competition.fees.length === 0) return null;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{`${competition.title} registration fees`}</caption>
      <thead>
        <tr className="border-b border-border text-ink-muted">
          <th scope="col" className="py-2 font-semibold">
            <span className="sr-only">Registration</span>
          </th>
          {[competitionsPage.individual, competitionsPage.team].map((column) => (
            <th key={column} scope="col" className="py-2 font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {competition.fees.map((fee) => (
          <tr key={fee.label} className="border-b border-border last:border-0">
            <th scope="row" className="py-2 font-normal text-ink">
              {fee.label} <span className="text-ink-muted">{fee.deadline}</span>
            </th>
            <td className="py-2 font-semibold text-ink">{fee.individual}</td>
            <td className="py-2 font-semibold text-ink">{fee.team}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CompetitionCard({ competition }: { competition: CompetitionShown }) {
  const headingId = `competition-${competition.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="flex h-full flex-col gap-5 p-6">
      <span className="grid size-14 place-items-center rounded-full bg-primary text-on-primary">
        <Trophy aria-hidden className="size-7" />
      </span>
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        {competition.title}
      </h2>
      <ul className="flex flex-col gap-2 text-ink">
        <li className="flex gap-2">
          <CalendarDays aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          {competition.when}
        </li>
        {competition.award ? (
          <li className="flex gap-2">
            <Medal aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
            {competition.award}
          </li>
        ) : null}
      </ul>
      {competition.note ? <p className="text-ink-muted">{competition.note}</p> : null}
      <Fees competition={competition} />
      <div className="mt-auto pt-2">
        {competition.registerUrl ? (
          <ExternalButton
            href={competition.registerUrl}
            aria-label={`${competitionsPage.registerLabel} for the ${competition.title}`}
          >
            {competitionsPage.registerLabel}
          </ExternalButton>
        ) : (
          <Button type="button" variant="outline" disabled>
            {competition.standing}
          </Button>
        )}
      </div>
    </Card>
  );
}

export default function Competitions({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero words={competitionsPage}>
        <p className="flex items-center gap-2 rounded-control bg-surface-muted px-4 py-2 font-semibold text-ink">
          <Users aria-hidden className="size-5 text-accent" />
          {competitionsPage.teamNote}
        </p>
      </PageHero>
      {loaderData.competitions.length === 0 ? (
        <section aria-labelledby="no-competitions" className="mx-auto max-w-3xl px-4 pb-20">
          <Card className="p-6">
            <h2 id="no-competitions" className="text-2xl font-bold text-ink">
              {competitionsPage.noneHeading}
            </h2>
            <p className="mt-2 text-ink-muted">{competitionsPage.noneText}</p>
          </Card>
        </section>
      ) : null}
      <CardGrid className="mx-auto max-w-7xl px-4 pb-20 lg:grid-cols-3">
        {loaderData.competitions.map((competition, index) => (
          <CardGridItem key={competition.id} step={index}>
            <CompetitionCard competition={competition} />
          </CardGridItem>
        ))}
      </CardGrid>
    </>
  );
}
