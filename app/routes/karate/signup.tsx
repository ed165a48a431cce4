import {
  Check,
  Footprints,
  Handshake,
  Languages,
  Shirt,
  type IconComponent,
} from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/signup";
import { orientationClip } from "~/content/media";
import { orientationPackage, orientationPage, orientationSectionId } from "~/content/orientation";
import { calendarFeedText } from "~/content/calendar";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { addDays, newYorkDate, weekdayOf, type LocalDate } from "~/model/seasons";
import { visitorSchedule, type VisitorSchedule } from "~/services/schedule/visitor-schedule.server";
import { classesOfKind, classTimes } from "~/model/schedule";
import { addressOneLine, studio } from "~/content/studio";
import { siteOrigin } from "~/infra/env.server";
import { googleCalendarUrl } from "~/lib/calendar-links";
import { dojoTimeToUtc, localDateTime } from "~/model/times";

import { pageMeta } from "~/components/layout/page-meta";
import { offeringsToday } from "~/services/offerings/visitor-offerings.server";
import { priceWords } from "~/services/offerings/price-pages.server";
import { loadUpcomingEvents } from "~/services/events/upcoming-events.server";
import { AmbientVideo, clipPosterPreload } from "~/components/embeds/ambient-video";
import { ContactBlock } from "~/components/sections/contact-block";
import { DiscoverPaths } from "~/components/sections/discover-paths";
import { IconCards } from "~/components/sections/icon-cards";
import { PageHero } from "~/components/sections/page-hero";
import { PreschoolTrial } from "~/components/sections/preschool-trial";
import { UpcomingEvents } from "~/components/sections/upcoming-events";
import { WhyDojo } from "~/components/sections/why-dojo";
import { AddToCalendar } from "~/components/ui/add-to-calendar";
import { Button } from "~/components/ui/button";
import { ExternalButton } from "~/components/ui/external-link";
import { Section } from "~/components/ui/section";
import { drawn, sentHollow } from "~/lib/drawn-once";

/**
 * The Tuesday orientations for a calendar: weekly through the live season from its next one (the
 * first of the season, or the first from today once it is under way). None once the season is
 * over: a past date is never offered as a coming one.
 */
function orientationCalendarLinks(schedule: VisitorSchedule, today: LocalDate): string[] {
  const { firstDay, lastDay, standing } = schedule;
  if (!firstDay || !lastDay || (standing !== "current" && standing !== "upcoming")) return [];
  const from = firstDay > today ? firstDay : today;
  return classesOfKind(schedule.classes, "orientation").map((entry) => {
    let day = from;
    while (weekdayOf(day) !== entry.day) day = addDays(day, 1);
    return googleCalendarUrl({
      title: `${orientationPackage.title} (${entry.audience})`,
      startsAt: dojoTimeToUtc(localDateTime(day, entry.start)),
      endsAt: dojoTimeToUtc(localDateTime(day, entry.end)),
      details: `${orientationPackage.includes.join(", ")}. ${siteOrigin()}/signup`,
      location: addressOneLine(),
      weeklyUntil: lastDay,
    });
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const at = now();
  const [schedule, offerings] = await Promise.all([
    visitorSchedule(getDb(), at),
    offeringsToday(getDb(), at),
  ]);
  return {
    orientationPrice: priceWords(offerings.offerings, orientationPackage.priceId),
    // Static sections: their words travel in the HTML only (lib/drawn-once.ts).
    upcomingEvents: sentHollow(request, await loadUpcomingEvents()),
    orientationInGoogle: orientationCalendarLinks(schedule, newYorkDate(at)),
    orientationTimes: classTimes(schedule.classes, "orientation"),
    preschoolTimes: classTimes(schedule.classes, "tiny-tigers"),
  };
}

export function links() {
  return [clipPosterPreload(orientationClip)];
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: `${orientationPage.title} | ${studio.name}`,
      description: orientationPage.description(loaderData?.orientationPrice ?? null),
      path: "/signup",
    },
    matches,
  );
}

const expectationIcons: Record<
  (typeof orientationPage.expectations)[number]["icon"],
  IconComponent
> = {
  bow: Handshake,
  language: Languages,
  kick: Footprints,
  shirt: Shirt,
};

function WhatToExpect() {
  return (
    <IconCards
      id="expect"
      title={orientationPage.expectHeading}
      iconClassName="text-sea"
      cards={orientationPage.expectations.map((card) => ({
        ...card,
        icon: expectationIcons[card.icon],
      }))}
    />
  );
}

function OrientationPackage({ price }: { price: string | null }) {
  return (
    <div className="rounded-card bg-primary p-8 text-on-primary shadow-raised">
      <p className="text-sm font-semibold tracking-widest text-on-primary/80 uppercase">
        {orientationPage.packageEyebrow}
      </p>
      <h2 id="package-heading" className="mt-2 text-3xl font-bold">
        {orientationPackage.title}
      </h2>
      {price ? <p className="mt-4 font-display text-6xl font-bold">{price}</p> : null}
      <ul className="mt-6 flex flex-col gap-2">
        {orientationPackage.includes.map((item) => (
          <li key={item} className="flex items-center gap-3">
            <Check aria-hidden className="size-5 text-on-primary" />
            {item}
          </li>
        ))}
      </ul>
      <ExternalButton
        href={orientationPackage.purchaseUrl}
        variant="accent"
        className="mt-8 w-full"
      >
        {orientationPackage.purchaseLabel}
      </ExternalButton>
    </div>
  );
}

type ClassTime = { day: string; time: string; audience: string };

function Steps({
  orientationTimes,
  orientationInGoogle,
}: {
  orientationTimes: ClassTime[];
  orientationInGoogle: string[];
}) {
  return (
    <div>
      <h2 id="steps-heading" className="text-3xl font-bold text-ink">
        {orientationPage.stepsHeading}
      </h2>
      <ol className="mt-6 flex flex-col gap-6">
        {orientationPage.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden
              className="grid size-10 shrink-0 place-items-center rounded-full bg-accent font-display text-lg font-bold text-on-accent"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-xl font-bold text-ink">{step.title}</h3>
              <p className="mt-1 text-ink-muted">{step.text}</p>
              {index === 0 ? (
                <Button asChild variant="link" className="min-h-0 p-0 text-left">
                  <Link to="/contact">
                    {studio.phone.display} · {studio.email}
                  </Link>
                </Button>
              ) : null}
              {index === 1 ? (
                <ul className="mt-2 flex flex-col gap-1">
                  {orientationTimes.map((slot, slotIndex) => (
                    <li key={slot.time}>
                      <span className="font-semibold text-ink">
                        {`${slot.day} ${slot.time}: ${slot.audience}`}
                      </span>
                      {orientationInGoogle[slotIndex] ? (
                        <AddToCalendar
                          eventName={calendarFeedText.orientationName(slot.day, slot.time)}
                          icsHref="/calendar/classes.ics?group=orientation"
                          googleHref={orientationInGoogle[slotIndex]}
                          className="mt-1"
                        />
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

export default function Orientation({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        words={orientationPage}
        offset="wide"
        aside={<AmbientVideo clip={orientationClip} />}
      >
        <Button asChild size="lg">
          <a href={`#${orientationSectionId}`}>{orientationPage.bookLabel}</a>
        </Button>
      </PageHero>
      <WhatToExpect />
      <Section static id={orientationSectionId} aria-labelledby="package-heading" tone="muted">
        <div className="mx-auto grid max-w-6xl items-start gap-10 lg:grid-cols-2">
          <OrientationPackage price={loaderData.orientationPrice} />
          <Steps
            orientationTimes={loaderData.orientationTimes}
            orientationInGoogle={loaderData.orientationInGoogle}
          />
        </div>
      </Section>
      <WhyDojo />
      <UpcomingEvents events={drawn(loaderData.upcomingEvents)} />
      <PreschoolTrial times={loaderData.preschoolTimes} />
      <ContactBlock />
      <DiscoverPaths title={orientationPage.discoverHeading} />
    </>
  );
}
