import { formatPrice } from "~/lib/money";
import { CalendarDays, Check, Clock, HandHeart, MapPin, Tag, TimerReset } from "lucide-react";
import type { Route } from "./+types/sword-workshop";
import { addressOneLine, mapsUrl, studio } from "~/content/studio";
import { swordWorkshop, swordWorkshopEvent as event } from "~/content/sword-workshop";
import {
  dojoTimeToUtc,
  dojoTimeWithOffset,
  formatDuration,
  formatLongDay,
  formatTime,
} from "~/lib/event-dates";
import { pageMeta } from "~/lib/meta";
import { PageHero, SectionHeading } from "~/components/sections/page-hero";
import { ExternalButton } from "~/components/ui/external-link";
import { JsonLd } from "~/components/ui/json-ld";
import { Reveal } from "~/components/ui/reveal";

const startsAt = dojoTimeToUtc(event.startsAt);
const priceCents = event.registration.priceCents ?? 0;
const registrationUrl = event.registration.url ?? "";
const durationMinutes = event.durationMinutes ?? 0;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: `${event.title} | ${studio.name}`,
      description: `${formatLongDay(startsAt)}, ${formatTime(startsAt)}: ${swordWorkshop.intro} ${formatPrice(priceCents)}, ages 13+.`,
      path: "/sword-workshop",
      type: "event",
    },
    matches,
  );
}

function eventJsonLd(origin: string) {
  const end = new Date(new Date(startsAt).getTime() + durationMinutes * 60_000).toISOString();
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: swordWorkshop.intro,
    startDate: dojoTimeWithOffset(startsAt),
    endDate: dojoTimeWithOffset(end),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: {
      "@type": "Place",
      name: studio.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: studio.address.street,
        addressLocality: studio.address.locality,
        addressRegion: studio.address.region,
        postalCode: studio.address.postalCode,
        addressCountry: "US",
      },
    },
    organizer: { "@type": "Organization", name: studio.name, url: origin },
    offers: {
      "@type": "Offer",
      price: (priceCents / 100).toFixed(2),
      priceCurrency: "USD",
      url: registrationUrl,
      availability: "https://schema.org/InStock",
    },
  };
}

function Facts() {
  const facts = [
    {
      icon: CalendarDays,
      label: swordWorkshop.whenLabel,
      value: `${formatLongDay(startsAt)}, ${formatTime(startsAt)}`,
    },
    { icon: Clock, label: swordWorkshop.lengthLabel, value: formatDuration(durationMinutes) },
    { icon: Tag, label: swordWorkshop.priceLabel, value: formatPrice(priceCents) },
    {
      icon: TimerReset,
      label: swordWorkshop.deadlineLabel,
      value: swordWorkshop.registrationDeadline,
    },
  ];
  return (
    <dl className="grid gap-3 rounded-card border border-border bg-surface p-6 shadow-card sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="flex items-center gap-2 text-sm text-ink-muted">
            <fact.icon aria-hidden className="size-5 shrink-0 text-accent" />
            {fact.label}
          </dt>
          <dd className="pl-7 font-semibold text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ListCard({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section
      aria-labelledby={id}
      className="h-full rounded-card border border-border bg-surface p-6 shadow-card"
    >
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      <ul className="mt-4 flex flex-col gap-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-ink">
            <Check aria-hidden className="mt-1 size-5 shrink-0 text-accent" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SwordWorkshop({ matches }: Route.ComponentProps) {
  const origin = matches[0]?.loaderData?.origin ?? "";
  const register = (
    <ExternalButton href={registrationUrl} variant="accent" size="lg">
      {`${swordWorkshop.registerLabel} · ${formatPrice(priceCents)}`}
    </ExternalButton>
  );
  return (
    <>
      <JsonLd data={eventJsonLd(origin)} />
      <PageHero
        eyebrow={swordWorkshop.eyebrow}
        title={event.title}
        intro={swordWorkshop.intro}
        aside={<Facts />}
      >
        {register}
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-8 md:grid-cols-2">
        <Reveal className="h-full">
          <ListCard
            id="included-heading"
            title={swordWorkshop.includedHeading}
            items={swordWorkshop.included}
          />
        </Reveal>
        <Reveal step={1} className="h-full">
          <ListCard
            id="eligibility-heading"
            title={swordWorkshop.eligibilityHeading}
            items={swordWorkshop.eligibility}
          />
        </Reveal>
      </div>
      <section aria-labelledby="fundraiser-heading" className="px-4 py-8">
        <Reveal className="mx-auto flex max-w-7xl items-center gap-4 rounded-card bg-primary p-6 text-on-primary">
          <HandHeart aria-hidden className="size-10 shrink-0" />
          <div>
            <h2 id="fundraiser-heading" className="text-2xl font-bold">
              {swordWorkshop.fundraiserHeading}
            </h2>
            <p className="mt-1 text-on-primary/90">{swordWorkshop.fundraiserText}</p>
          </div>
        </Reveal>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <section aria-labelledby="instructor-heading">
          <SectionHeading
            id="instructor-heading"
            title={swordWorkshop.instructorHeading}
            align="left"
          />
          <p className="mt-4 font-semibold text-ink">{swordWorkshop.instructorName}</p>
          <p className="mt-2 text-ink-muted">{swordWorkshop.instructorBio}</p>
        </section>
        <section aria-labelledby="dojo-heading">
          <SectionHeading id="dojo-heading" title={swordWorkshop.dojoHeading} align="left" />
          <p className="mt-4 text-ink-muted">{swordWorkshop.dojoText}</p>
        </section>
        <section aria-labelledby="directions-heading">
          <SectionHeading
            id="directions-heading"
            title={swordWorkshop.directionsHeading}
            align="left"
          />
          <p className="mt-4 text-ink-muted">{swordWorkshop.directionsText}</p>
          <p className="mt-2 flex gap-2 font-semibold text-ink">
            <MapPin aria-hidden className="mt-1 size-5 shrink-0 text-accent" />
            {addressOneLine()}
          </p>
          <ExternalButton href={mapsUrl()} variant="outline" className="mt-4">
            {swordWorkshop.mapLabel}
          </ExternalButton>
        </section>
      </div>
      <div className="px-4 pb-20 text-center">{register}</div>
    </>
  );
}
