import {
  Brain,
  Dumbbell,
  HeartHandshake,
  ShieldCheck,
  Sparkles,
  Target,
  type IconComponent,
  Check,
} from "~/components/ui/icons";
import type { Route } from "./+types/karate-moms";
import { karateMoms as momsContent, newsletterSignupId } from "~/content/karate-moms";
import { momsClip } from "~/content/media";
import { studio } from "~/content/studio";
import { pageMeta } from "~/components/layout/page-meta";
import { loadUpcomingEvents } from "~/services/events/upcoming-events.server";
import { AmbientVideo, clipPosterPreload } from "~/components/embeds/ambient-video";
import { GuideBar } from "~/components/sections/guide-bar";
import { IconCards } from "~/components/sections/icon-cards";
import { NewsletterSection } from "~/components/sections/newsletter-section";
import { PageHero, SectionHeading } from "~/components/sections/page-hero";
import { PreschoolTrial } from "~/components/sections/preschool-trial";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { visitorSchedule } from "~/services/schedule/visitor-schedule.server";
import { classTimes } from "~/model/schedule";
import { UpcomingEvents } from "~/components/sections/upcoming-events";
import { WhyDojo } from "~/components/sections/why-dojo";
import { ExternalButton } from "~/components/ui/external-link";
import { Section } from "~/components/ui/section";
import { drawn, sentHollow } from "~/lib/drawn-once";

// The page's words come with its data, so its script carries the behaviour only.
export async function loader({ request }: Route.LoaderArgs) {
  return {
    page: momsContent,
    // Static sections: their words travel in the HTML only (lib/drawn-once.ts).
    upcomingEvents: sentHollow(request, await loadUpcomingEvents()),
    preschoolTimes: classTimes((await visitorSchedule(getDb(), now())).classes, "tiny-tigers"),
  };
}

export function links() {
  return [clipPosterPreload(momsClip)];
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const karateMoms = loaderData.page;
  return [
    ...pageMeta(
      {
        title: `${karateMoms.title} | ${studio.name}`,
        description: karateMoms.description,
        path: "/karate-moms",
        type: "article",
      },
      matches,
    ),
    { property: "og:image:alt", content: karateMoms.socialImageAlt },
    { name: "twitter:image:alt", content: karateMoms.socialImageAlt },
  ];
}

type MomsPage = typeof momsContent;

const benefitIcons: Record<MomsPage["benefits"][number]["icon"], IconComponent> = {
  confidence: Sparkles,
  focus: Target,
  character: Brain,
  fitness: Dumbbell,
  community: HeartHandshake,
  "self-defense": ShieldCheck,
};

function Benefits({ karateMoms }: { karateMoms: MomsPage }) {
  return (
    <>
      <IconCards
        id="benefits"
        title={karateMoms.benefitsHeading}
        columns={3}
        cards={karateMoms.benefits.map((benefit) => ({
          ...benefit,
          icon: benefitIcons[benefit.icon],
        }))}
      />
      <div className="-mt-6 px-4 pb-16 text-center">
        <ExternalButton href={karateMoms.bookUrl} size="lg">
          {karateMoms.bookLabel}
        </ExternalButton>
      </div>
    </>
  );
}

function MindsetGuide({ karateMoms }: { karateMoms: MomsPage }) {
  return (
    <Section aria-labelledby="guide-heading" tone="muted" width="3xl">
      <SectionHeading
        id="guide-heading"
        title={karateMoms.guide.heading}
        intro={karateMoms.guide.text}
      />
      <ul className="mx-auto mt-8 flex max-w-md flex-col gap-3">
        {karateMoms.guide.points.map((point) => (
          <li key={point} className="flex items-center gap-3 text-lg text-ink">
            <Check aria-hidden className="size-5 text-accent" />
            {point}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function KarateMoms({ loaderData }: Route.ComponentProps) {
  const karateMoms = loaderData.page;
  return (
    <>
      <PageHero
        words={karateMoms}
        aside={<AmbientVideo clip={momsClip} className="mx-auto max-w-md" />}
      >
        <ExternalButton href={karateMoms.bookUrl} size="lg">
          {karateMoms.bookLabel}
        </ExternalButton>
      </PageHero>
      <Benefits karateMoms={karateMoms} />
      <MindsetGuide karateMoms={karateMoms} />
      <NewsletterSection side="karate" id={newsletterSignupId} />
      <WhyDojo />
      <PreschoolTrial times={loaderData.preschoolTimes} />
      <UpcomingEvents events={drawn(loaderData.upcomingEvents)} />
      <GuideBar
        text={karateMoms.bar.text}
        action={karateMoms.bar.action}
        target={newsletterSignupId}
      />
    </>
  );
}
