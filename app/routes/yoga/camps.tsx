import {
  Apple,
  Clock,
  DoorOpen,
  Flower2,
  Music,
  Palette,
  Sparkles,
  Users,
  Wind,
  type IconComponent,
} from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/camps";
import {
  yogaCampActivities,
  yogaCampExpectations,
  yogaCampsPage,
  yogaCampSummary,
  yogaCampTimetable,
} from "~/content/yoga-camps";
import { offeredActivities, type CampTimetableEntry } from "~/model/camps";
import { studio } from "~/content/studio";
import { campRegistrationWords } from "~/content/camps";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { offeringsToday } from "~/services/offerings/visitor-offerings.server";
import { campFacts, campToday, type CampToday } from "~/services/offerings/camp-pages.server";
import { pageMeta } from "~/components/layout/page-meta";
import { ExternalButton } from "~/components/ui/external-link";
import { CampActivityCard } from "~/components/sections/camp-activity-card";
import { NewsletterSection } from "~/components/sections/newsletter-section";
import { PageHero, SectionHeading } from "~/components/sections/page-hero";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { type MotifTone } from "~/components/ui/motif";
import { Section } from "~/components/ui/section";
import { drawn, sentHollow } from "~/lib/drawn-once";
import { sectionHeight } from "~/lib/sections";

// The camp's record as it stands today and the page's lists, read when the page is rendered and
// kept by the server until the camp or the day changes (site-pages.ts, render "data").
export async function loader({ request }: Route.LoaderArgs) {
  const camp = campToday(await offeringsToday(getDb(), now()), "yoga");
  return {
    camp,
    description: yogaCampsPage.description(
      camp ? campFacts(camp) : "",
      camp?.registrationSentence ?? "",
    ),
    // Static sections: their words travel in the HTML only (lib/drawn-once.ts).
    drawnOnce: sentHollow(request, {
      activities: offeredActivities(yogaCampActivities, camp?.activities),
      timetable: yogaCampTimetable,
      expectations: yogaCampExpectations,
    }),
  };
}

// The canonical link is the site's origin plus /yoga/camps (spec §2).
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: `${yogaCampSummary.title} | ${studio.yogaName}`,
      description: loaderData?.description ?? yogaCampsPage.description("", ""),
      path: "/yoga/camps",
    },
    matches,
  );
}

const icons: Record<CampTimetableEntry["icon"], IconComponent> = {
  aerial: Wind,
  barre: Music,
  mindfulness: Flower2,
  art: Palette,
  games: Users,
  snack: Apple,
  arrive: DoorOpen,
};

const tones: MotifTone[] = ["sea", "vermilion", "indigo"];

function Summary({ camp }: { camp: CampToday | undefined }) {
  const labels = yogaCampsPage.summaryLabels;
  const toCome = yogaCampSummary.toBeAnnounced;
  const facts = [
    { label: labels.duration, value: camp?.duration ?? toCome },
    { label: labels.hours, value: camp?.hours ?? toCome },
    { label: labels.price, value: camp?.price ?? toCome },
    { label: labels.group, value: camp?.places ?? toCome },
  ];
  return (
    <Card className="p-6">
      <h2 className="text-2xl font-bold text-ink">{yogaCampsPage.summaryHeading}</h2>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm text-ink-muted">{fact.label}</dt>
            <dd className="font-display text-xl font-bold text-ink">{fact.value}</dd>
          </div>
        ))}
        <div className="col-span-2">
          <dt className="text-sm text-ink-muted">{labels.dates}</dt>
          <dd className="font-semibold text-ink" data-camp-dates>
            {camp?.summaryDates ?? yogaCampSummary.nextSummer}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-sm text-ink-muted">{labels.location}</dt>
          <dd className="text-ink">{yogaCampSummary.location}</dd>
        </div>
      </dl>
      <p className="mt-4 border-t border-border pt-4 text-ink-muted">
        {yogaCampSummary.description}
      </p>
      {camp?.registerUrl ? (
        <ExternalButton href={camp.registerUrl} className="mt-4">
          {campRegistrationWords.registerLabel}
        </ExternalButton>
      ) : null}
    </Card>
  );
}

function Activities({
  activities,
}: {
  activities: Route.ComponentProps["loaderData"]["drawnOnce"]["activities"];
}) {
  return (
    <Section
      static
      deps={[activities]}
      aria-labelledby="activities-heading"
      style={sectionHeight(3500)}
      width="7xl"
    >
      <SectionHeading id="activities-heading" title={yogaCampsPage.activitiesHeading} />
      <CardGrid className="mt-10 sm:grid-cols-2 lg:grid-cols-3">
        {activities.map((activity, index) => (
          <CardGridItem key={activity.title} step={index % 3}>
            <CampActivityCard
              icon={icons[activity.icon]}
              tone={tones[index % tones.length]}
              title={activity.title}
              description={activity.description}
              schedule={activity.schedule}
              artClassName="aspect-[16/9]"
            />
          </CardGridItem>
        ))}
      </CardGrid>
    </Section>
  );
}

function Timetable({ entries }: { entries: CampTimetableEntry[] }) {
  const columns = yogaCampsPage.timetableColumns;
  return (
    <Section static deps={[entries]} aria-labelledby="timetable-heading" tone="muted" width="3xl">
      <SectionHeading id="timetable-heading" title={yogaCampsPage.timetableHeading} />
      <Card as="table" edge="none" className="mt-8 w-full overflow-hidden">
        <caption className="sr-only">{yogaCampsPage.timetableCaption}</caption>
        <thead className="bg-primary text-left text-on-primary">
          <tr>
            {[columns.time, columns.activity].map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const Icon = icons[entry.icon];
            return (
              <tr key={entry.time} className="border-t border-border">
                <th
                  scope="row"
                  className="px-4 py-3 text-left font-semibold whitespace-nowrap text-ink"
                >
                  <Clock aria-hidden className="mr-2 inline size-4 text-accent" />
                  {entry.time}
                </th>
                <td className="px-4 py-3 text-ink">
                  <span className="flex items-center gap-3">
                    <Icon aria-hidden className="size-5 shrink-0 text-primary" />
                    {entry.activity}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Card>
    </Section>
  );
}

function Expectations({ items }: { items: string[] }) {
  return (
    <Section static deps={[items]} aria-labelledby="expect-heading">
      <div className="mx-auto grid max-w-5xl items-center gap-10 md:grid-cols-[1.2fr_1fr]">
        <div>
          <h2 id="expect-heading" className="text-3xl font-bold text-ink sm:text-4xl">
            {yogaCampsPage.expectHeading}
          </h2>
          <ul className="mt-6 flex flex-col gap-3">
            {items.map((item) => (
              <li key={item} className="flex items-start gap-3 text-lg text-ink">
                <Sparkles aria-hidden className="mt-1.5 size-4 shrink-0 text-accent" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-card bg-primary p-6 text-on-primary shadow-raised sm:p-8">
          <p className="text-lg">{yogaCampsPage.joinText}</p>
          <Button asChild variant="accent" size="lg" className="mt-6">
            <Link to="/yoga/signup">{yogaCampsPage.joinLabel}</Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}

export default function YogaCamps({ loaderData }: Route.ComponentProps) {
  const { activities, timetable, expectations } = drawn(loaderData.drawnOnce);
  return (
    <>
      <PageHero
        eyebrow={yogaCampsPage.eyebrow(loaderData.camp?.year ?? null)}
        title={yogaCampSummary.title}
        intro={yogaCampsPage.intro}
        aside={<Summary camp={loaderData.camp} />}
      />
      <Activities activities={activities} />
      <Timetable entries={timetable} />
      <Expectations items={expectations} />
      <NewsletterSection side="yoga" />
    </>
  );
}
