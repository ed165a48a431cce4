import {
  Apple,
  BookOpen,
  Brush,
  Footprints,
  Languages,
  Mail,
  PenTool,
  Swords,
  Trees,
  type IconComponent,
} from "~/components/ui/icons";
import type { Route } from "./+types/camps";
import { campActivities, campRegistrationWords, campsPage } from "~/content/camps";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { offeringsToday } from "~/services/offerings/visitor-offerings.server";
import { campToday, type CampToday } from "~/services/offerings/camp-pages.server";
import { ExternalButton } from "~/components/ui/external-link";
import { offeredActivities, type CampActivityIcon } from "~/model/camps";
import { studio } from "~/content/studio";
import { metaFor } from "~/components/layout/page-meta";
import { revealTiming } from "~/lib/motion";
import { CampActivityCard } from "~/components/sections/camp-activity-card";
import { NewsletterSection } from "~/components/sections/newsletter-section";
import { PageHero, SectionHeading } from "~/components/sections/page-hero";
import { Button } from "~/components/ui/button";
import { type MotifTone } from "~/components/ui/motif";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { sectionHeight } from "~/lib/sections";

// The camp's record as it stands today, read when the page is rendered and kept by the server
// until the camp or the day changes (site-pages.ts, render "data").
export async function loader() {
  return { camp: campToday(await offeringsToday(getDb(), now()), "karate") };
}

export const meta = metaFor({
  title: `${campsPage.title} for Kids | ${studio.name}`,
  description: campsPage.description,
  path: "/camps",
});

const icons: Record<CampActivityIcon, IconComponent> = {
  karate: Swords,
  language: Languages,
  crafts: Brush,
  games: Footprints,
  outdoor: Trees,
  meal: Apple,
  story: BookOpen,
  writing: PenTool,
};

const tones: MotifTone[] = ["indigo", "vermilion", "sea"];
const newsletterId = "newsletter";

function Activities({ chosen }: { chosen: string[] | undefined }) {
  return (
    <Section aria-labelledby="activities-heading" style={sectionHeight(4700)} width="7xl">
      <SectionHeading id="activities-heading" title={campsPage.activitiesHeading} />
      <CardGrid className="mt-10 sm:grid-cols-2 lg:grid-cols-4">
        {offeredActivities(campActivities, chosen).map((activity, index) => (
          <CardGridItem key={activity.title} step={index % 4}>
            <CampActivityCard
              icon={icons[activity.icon]}
              tone={tones[index % tones.length]}
              title={activity.title}
              description={activity.description}
              schedule={activity.schedule}
            />
          </CardGridItem>
        ))}
      </CardGrid>
    </Section>
  );
}

function RegistrationBanner({ camp }: { camp: CampToday | undefined }) {
  const words = campRegistrationWords;
  return (
    <Reveal threshold={revealTiming.bannerThreshold} className="px-4">
      <section
        aria-labelledby="camp-registration-heading"
        className="mx-auto flex max-w-5xl flex-col items-start gap-4 rounded-card bg-accent p-8 text-on-accent shadow-raised sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="camp-registration-heading" className="text-2xl font-bold sm:text-3xl">
            {camp?.title ?? words.overTitle}
          </h2>
          <p className="mt-2 text-on-accent/95">{camp?.text ?? words.over}</p>
          {camp?.dates ? <p className="mt-1 font-semibold">{camp.dates}</p> : null}
        </div>
        {camp?.registerUrl ? (
          <ExternalButton href={camp.registerUrl} variant="primary">
            {words.registerLabel}
          </ExternalButton>
        ) : (
          <Button asChild variant="primary">
            <a href={`#${newsletterId}`}>
              <Mail aria-hidden />
              {campsPage.banner.action}
            </a>
          </Button>
        )}
      </section>
    </Reveal>
  );
}

export default function Camps({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero words={campsPage} />
      <Activities chosen={loaderData.camp?.activities} />
      <RegistrationBanner camp={loaderData.camp} />
      <NewsletterSection side="karate" id={newsletterId} />
    </>
  );
}
