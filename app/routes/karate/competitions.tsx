import { formatPrice } from "~/model/prices";
import { formatLocalDayAndTime } from "~/model/times";
import { CalendarDays, Medal, Trophy, Users } from "~/components/ui/icons";
import type { Route } from "./+types/competitions";
import { competitions, competitionsPage } from "~/content/competitions";
import type { Competition } from "~/model/competitions";
import { studio } from "~/content/studio";

import { metaFor } from "~/components/layout/page-meta";
import { PageHero } from "~/components/sections/page-hero";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { ExternalButton } from "~/components/ui/external-link";

/** A competition as the page shows it: its day and its fees written out. */
type CompetitionShown = Omit<Competition, "fees" | "when"> & {
  when: string;
  fees: { label: string; deadline: string; individual: string; team: string }[];
};

// The competitions are read and their prices written here (at build time: the page is
// prerendered), so the page's script carries neither the list nor the price formatter.
export function loader() {
  const shown: CompetitionShown[] = competitions.map((competition) => ({
    ...competition,
    when:
      typeof competition.when === "string"
        ? competition.when
        : formatLocalDayAndTime(competition.when.startsLocal),
    fees: competition.fees.map((fee) => ({
      label: fee.label,
      deadline: fee.deadline,
      individual: formatPrice(fee.individualCents),
      team: formatPrice(fee.teamCents),
    })),
  }));
  return { competitions: shown };
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
        {competition.registration.status === "open" ? (
          <ExternalButton
            href={competition.registration.url}
            aria-label={`${competitionsPage.registerLabel} for the ${competition.title}`}
          >
            {competitionsPage.registerLabel}
          </ExternalButton>
        ) : (
          <Button type="button" variant="outline" disabled>
            {competition.registration.label}
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
