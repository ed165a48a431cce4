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
import { Link } from "react-router";
import type { Route } from "./+types/sword-workshop";
import { dojoLocation } from "~/content/events";
import { addressOneLine, mapsUrl, studio } from "~/content/studio";
import { swordWorkshopSlug } from "~/content/sword-workshop";
import { now } from "~/infra/clock.server";
import { getDb } from "~/infra/db.server";
import { eventJsonLd } from "~/lib/event-json-ld";
import { eventOnPage } from "~/services/events/event-pages.server";
import { originFrom, pageMeta } from "~/components/layout/page-meta";
import { PageHero } from "~/components/sections/page-hero";
import { AddToCalendar } from "~/components/ui/add-to-calendar";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ExternalButton } from "~/components/ui/external-link";
import { JsonLd } from "~/components/ui/json-ld";
import { Reveal } from "~/components/ui/reveal";

import { swordWorkshopView } from "./sword-workshop-view.server";

const path = "/sword-workshop";

// The workshop as the events table has it, on New York's date (the server keeps the page until
// the events or the date change: site-pages.ts, render "data"). Registration shows only while it
// is open and the workshop is to come; once it has taken place the page says so; with no event
// (deleted or hidden by staff) it says none is scheduled.
export async function loader() {
  const at = now();
  return swordWorkshopView(await eventOnPage(getDb(), swordWorkshopSlug, at), at);
}

type Workshop = Route.ComponentProps["loaderData"];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description } = loaderData;
  return pageMeta(
    {
      title: `${title} | ${studio.name}`,
      description,
      path,
      type: "event",
    },
    matches,
  );
}

const factIcons = { when: CalendarDays, length: Clock, price: Tag, deadline: TimerReset };

function Facts({ facts }: { facts: Workshop["facts"] }) {
  if (facts.length === 0) return null;
  return (
    <Card as="dl" className="grid gap-4 p-6 sm:grid-cols-2">
      {facts.map((fact) => {
        const Icon = factIcons[fact.key];
        return (
          <div key={fact.key}>
            <dt className="flex items-center gap-2 text-sm text-ink-muted">
              <Icon aria-hidden className="size-5 shrink-0 text-accent" />
              {fact.label}
            </dt>
            <dd className="pl-7 font-semibold text-ink">{fact.value}</dd>
          </div>
        );
      })}
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

/** Register, Add to calendar, or the line that says why not (past, not open, none scheduled). */
function HeroActions({ workshop }: { workshop: Workshop }) {
  const { register, calendar, notice } = workshop;
  return (
    <>
      {notice ? <p className="w-full text-lg font-semibold text-ink">{notice}</p> : null}
      {register ? <RegisterButton register={register} /> : null}
      {workshop.scheduled ? null : (
        <Button asChild variant="outline">
          <Link to="/events">{workshop.words.noneLink}</Link>
        </Button>
      )}
      {calendar ? (
        <AddToCalendar
          eventName={workshop.title}
          icsHref={calendar.ics}
          googleHref={calendar.google}
          className="w-full"
        />
      ) : null}
    </>
  );
}

function RegisterButton({ register }: { register: NonNullable<Workshop["register"]> }) {
  return (
    <ExternalButton href={register.url} variant="accent" size="lg">
      {register.label}
    </ExternalButton>
  );
}

export default function SwordWorkshop({ loaderData: workshop, matches }: Route.ComponentProps) {
  const { words, register } = workshop;
  return (
    <>
      <PageHero
        eyebrow={words.eyebrow}
        title={workshop.title}
        intro={words.intro}
        aside={workshop.facts.length > 0 ? <Facts facts={workshop.facts} /> : undefined}
      >
        <HeroActions workshop={workshop} />
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-8 md:grid-cols-2">
        <Reveal className="h-full">
          <InfoCard id="included-heading" title={words.includedHeading}>
            <CheckList items={workshop.included} />
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
      {register && workshop.ctaText ? (
        <section aria-labelledby="register-heading" className="px-4 pt-8">
          <Reveal className="mx-auto max-w-3xl rounded-card bg-surface-muted px-6 py-10 text-center">
            <h2 id="register-heading" className="text-3xl font-bold text-ink">
              {words.ctaHeading}
            </h2>
            <p className="mt-3 text-lg text-ink-muted">{workshop.ctaText}</p>
            <div className="mt-6 flex justify-center">
              <RegisterButton register={register} />
            </div>
          </Reveal>
        </section>
      ) : null}
      {/* For search engines: the same facts as an Event, its registration offered only while
          visitors can use it. */}
      {workshop.event ? (
        <JsonLd
          data={
            import.meta.env.SSR
              ? eventJsonLd(
                  workshop.event,
                  originFrom(matches),
                  { path, studio, dojoLocation },
                  new Date(workshop.checkedAt),
                )
              : undefined
          }
        />
      ) : null}
    </>
  );
}
