import type * as React from "react";
import type { IconComponent } from "~/components/ui/icons";
import {
  CalendarDays,
  Check,
  Clock,
  HandHeart,
  Landmark,
  MapPin,
  Tag,
  TimerReset,
  UserRound,
} from "~/components/ui/icons";
import type { Route } from "./+types/sword-workshop";
import { dojoLocation } from "~/content/events";
import { addressOneLine, mapsUrl, studio } from "~/content/studio";
import {
  swordWorkshop,
  swordWorkshopEvent,
  swordWorkshopRegistration,
} from "~/content/sword-workshop";
import { dojoTimeToUtc, eventEnd, formatDuration, formatLongDay, formatTime } from "~/model/times";
import { googleCalendarUrl } from "~/lib/calendar-links";
import { eventJsonLd } from "~/lib/event-json-ld";
import { originFrom, pageMeta } from "~/components/layout/page-meta";
import { formatPrice } from "~/model/prices";
import { PageHero } from "~/components/sections/page-hero";
import { AddToCalendar } from "~/components/ui/add-to-calendar";
import { Card } from "~/components/ui/card";
import { ExternalButton } from "~/components/ui/external-link";
import { JsonLd } from "~/components/ui/json-ld";
import { Reveal } from "~/components/ui/reveal";

const path = "/sword-workshop";

// The workshop's facts, dated and priced here (at build time: the page is prerendered) from the
// season's event, so the page's script carries neither the season nor the date formatting.
export function loader() {
  const { url, priceCents, durationMinutes } = swordWorkshopRegistration;
  const startsAt = dojoTimeToUtc(swordWorkshopEvent.startsLocal);
  const endsAt = eventEnd(startsAt, durationMinutes);
  return {
    words: swordWorkshop,
    title: swordWorkshopEvent.title,
    when: `${formatLongDay(startsAt)}, ${formatTime(startsAt)}`,
    length: formatDuration(durationMinutes),
    price: formatPrice(priceCents),
    registrationUrl: url,
    startsAt,
    googleCalendar: googleCalendarUrl({
      title: swordWorkshopEvent.title,
      startsAt,
      endsAt,
      details: swordWorkshopEvent.description,
      location: swordWorkshopEvent.location ?? addressOneLine(),
    }),
    calendarFile: `/events.ics?event=${swordWorkshopEvent.slug}`,
  };
}

type Workshop = Route.ComponentProps["loaderData"];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { words, title, when, price } = loaderData;
  return pageMeta(
    {
      title: `${title} | ${studio.name}`,
      description: `${when}: ${words.intro} ${price}, ${words.ageSummary}.`,
      path,
      type: "event",
    },
    matches,
  );
}

function Facts({ workshop }: { workshop: Workshop }) {
  const { words } = workshop;
  const facts = [
    { icon: CalendarDays, label: words.whenLabel, value: workshop.when },
    { icon: Clock, label: words.lengthLabel, value: workshop.length },
    { icon: Tag, label: words.priceLabel, value: workshop.price },
    { icon: TimerReset, label: words.deadlineLabel, value: words.registrationDeadline },
  ];
  return (
    <Card as="dl" className="grid gap-4 p-6 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="flex items-center gap-2 text-sm text-ink-muted">
            <fact.icon aria-hidden className="size-5 shrink-0 text-accent" />
            {fact.label}
          </dt>
          <dd className="pl-7 font-semibold text-ink">{fact.value}</dd>
        </div>
      ))}
    </Card>
  );
}

/** A card with its own h2: what's included, who can join, the instructor, the dojo, directions. */
function InfoCard({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon?: IconComponent;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id} className="h-full p-6">
      {Icon ? <Icon aria-hidden className="mb-4 size-8 text-accent" /> : null}
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 flex flex-col gap-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink">
          <Check aria-hidden className="mt-1 size-5 shrink-0 text-accent" />
          {item}
        </li>
      ))}
    </ul>
  );
}

function Fundraiser({ words }: { words: Workshop["words"] }) {
  return (
    <section aria-labelledby="fundraiser-heading" className="px-4 py-8">
      <Reveal className="mx-auto flex max-w-7xl items-center gap-4 rounded-card bg-primary p-6 text-on-primary">
        <HandHeart aria-hidden className="size-10 shrink-0" />
        <div>
          <h2 id="fundraiser-heading" className="text-2xl font-bold">
            {words.fundraiserHeading}
          </h2>
          <p className="mt-1 text-on-primary/90">{words.fundraiserText}</p>
        </div>
      </Reveal>
    </section>
  );
}

export default function SwordWorkshop({ loaderData: workshop, matches }: Route.ComponentProps) {
  const { words } = workshop;
  const register = (
    <ExternalButton href={workshop.registrationUrl} variant="accent" size="lg">
      {`${words.registerLabel} · ${workshop.price}`}
    </ExternalButton>
  );
  return (
    <>
      <PageHero
        eyebrow={words.eyebrow}
        title={workshop.title}
        intro={words.intro}
        aside={<Facts workshop={workshop} />}
      >
        {register}
        <AddToCalendar
          eventName={workshop.title}
          icsHref={workshop.calendarFile}
          googleHref={workshop.googleCalendar}
          className="w-full"
        />
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-8 md:grid-cols-2">
        <Reveal className="h-full">
          <InfoCard id="included-heading" title={words.includedHeading}>
            <CheckList items={words.included} />
          </InfoCard>
        </Reveal>
        <Reveal step={1} className="h-full">
          <InfoCard id="eligibility-heading" title={words.eligibilityHeading}>
            <CheckList items={words.eligibility} />
          </InfoCard>
        </Reveal>
      </div>
      <Fundraiser words={words} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 md:grid-cols-3">
        <Reveal className="h-full">
          <InfoCard id="instructor-heading" icon={UserRound} title={words.instructorHeading}>
            <p className="mt-3 font-semibold text-ink">{words.instructorName}</p>
            <p className="mt-2 text-ink-muted">{words.instructorBio}</p>
          </InfoCard>
        </Reveal>
        <Reveal step={1} className="h-full">
          <InfoCard id="dojo-heading" icon={Landmark} title={words.dojoHeading}>
            <p className="mt-3 text-ink-muted">{words.dojoText}</p>
          </InfoCard>
        </Reveal>
        <Reveal step={2} className="h-full">
          <InfoCard id="directions-heading" icon={MapPin} title={words.directionsHeading}>
            <p className="mt-3 text-ink-muted">{words.directionsText}</p>
            <p className="mt-2 font-semibold text-ink">{addressOneLine()}</p>
            <ExternalButton href={mapsUrl()} variant="outline" className="mt-4">
              {words.mapLabel}
            </ExternalButton>
          </InfoCard>
        </Reveal>
      </div>
      <section aria-labelledby="register-heading" className="px-4 pt-8">
        <Reveal className="mx-auto max-w-3xl rounded-card bg-surface-muted px-6 py-10 text-center">
          <h2 id="register-heading" className="text-3xl font-bold text-ink">
            {words.ctaHeading}
          </h2>
          <p className="mt-3 text-lg text-ink-muted">{words.ctaText}</p>
          <div className="mt-6 flex justify-center">{register}</div>
        </Reveal>
      </section>
      {/* For search engines: the same facts as an Event (registration offered until it is over). */}
      <JsonLd
        data={
          import.meta.env.SSR
            ? eventJsonLd(
                { ...swordWorkshopEvent, description: words.intro, startsAt: workshop.startsAt },
                originFrom(matches),
                { path, studio, dojoLocation },
              )
            : undefined
        }
      />
    </>
  );
}
