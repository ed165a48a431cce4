import { CalendarDays, HandHeart, MapPin, Sparkles } from "~/components/ui/icons";
import type { Route } from "./+types/mindful-ai";
import { eventsText } from "~/content/events";
import type { FaqItem } from "~/content/faq";
import { mindfulAi, mindfulAiDated, mindfulAiPath, mindfulAiSlug } from "~/content/mindful-ai";
import { addressOneLine, mapsUrl, studio } from "~/content/studio";
import { now } from "~/infra/clock.server";
import { getDb } from "~/infra/db.server";
import { ticketWidgetConfig } from "~/infra/widgets.server";
import { formatTimeSpan } from "~/model/times";
import { eventOnPage, type EventOnPage } from "~/services/events/event-pages.server";
import { pageMeta } from "~/components/layout/page-meta";
import { ContactDetails } from "~/components/layout/contact-details";
import { LandingHeader } from "~/components/layout/landing-header";
import { SocialLinks } from "~/components/layout/social-links";
import { TicketCheckout } from "~/components/embeds/ticket-checkout";
import { FaqSection } from "~/components/sections/faq-section";
import { SectionHeading } from "~/components/sections/page-hero";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { ExternalButton } from "~/components/ui/external-link";
import { Section } from "~/components/ui/section";

// The workshop's own landing page: not in the navigation, with its own footer (spec §2). Its
// date, time and booking link are the events table's (the server keeps the page until the events
// or New York's date change: site-pages.ts, render "data"): registration, the second call to
// action and the ticket checkout show only while it is open and the workshop is to come.
export async function loader() {
  const workshop = await eventOnPage(getDb(), mindfulAiSlug, now());
  const registration = workshop?.registration ?? null;
  return {
    page: mindfulAi,
    title: workshop?.event.title ?? mindfulAi.title,
    upcoming: workshop !== null && !workshop.past,
    ...whenOf(workshop),
    bookingUrl: registration?.url ?? null,
    ticket: registration ? ticketWidgetConfig() : null,
    faq: [
      { question: mindfulAi.whenQuestion, answer: whenAnswer(workshop) },
      ...mindfulAi.faq,
      ...(registration ? [mindfulAi.registerQuestion] : []),
    ] satisfies FaqItem[],
  };
}

/** "Saturday, Aug 2, 7:00pm - 8:30pm EDT" (its year too in another year), and any note beside it. */
function whenOf(workshop: EventOnPage | null): { when: string; notice: string | null } {
  if (!workshop) return { when: mindfulAi.none, notice: null };
  const { event, past, registration, withYear } = workshop;
  const when =
    event.durationMinutes === null
      ? `${workshop.day}, ${workshop.time}`
      : formatTimeSpan(event.startsAt, event.durationMinutes, withYear);
  if (past) return { when, notice: mindfulAiDated.tookPlace(workshop.day) };
  return { when, notice: registration ? null : eventsText.registrationSoon };
}

function whenAnswer(workshop: EventOnPage | null): string {
  if (!workshop) return mindfulAi.none;
  if (workshop.past) return mindfulAiDated.tookPlace(workshop.day);
  return `${whenOf(workshop).when}.`;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, title, when, notice, upcoming } = loaderData;
  return pageMeta(
    {
      title: `${title}: A Donation-Based Workshop | ${studio.name}`,
      description: upcoming
        ? `${page.description}: ${when}.`
        : `${page.description}.${notice ? ` ${notice}` : ""}`,
      path: mindfulAiPath,
      under: "home",
    },
    matches,
  );
}

type Workshop = Route.ComponentProps["loaderData"];
type Page = Workshop["page"];

function Hero({ workshop }: { workshop: Workshop }) {
  const { page, bookingUrl } = workshop;
  const facts = [
    { icon: CalendarDays, content: workshop.when },
    {
      icon: MapPin,
      content: (
        <a
          href={mapsUrl()}
          target="_blank"
          rel="noopener noreferrer"
          className="underline underline-offset-4 hover:text-accent"
        >
          {addressOneLine()}
          <span className="sr-only"> (opens a map in a new tab)</span>
        </a>
      ),
    },
    { icon: HandHeart, content: page.donationNote },
  ];
  return (
    <Section aria-labelledby="page-heading" tone="primary" className="sm:py-24" width="4xl">
      <p className="font-semibold tracking-widest uppercase">{page.eyebrow}</p>
      <h1 id="page-heading" className="mt-3 text-5xl font-bold sm:text-6xl">
        {workshop.title}
      </h1>
      <p className="mt-5 max-w-2xl text-xl">{page.subtitle}</p>
      <ul className="mt-8 flex flex-col gap-3 text-lg">
        {facts.map((fact, index) => (
          <li key={index} className="flex items-start gap-3">
            <fact.icon aria-hidden className="mt-1 size-5 shrink-0" />
            <span>{fact.content}</span>
          </li>
        ))}
      </ul>
      {workshop.notice ? <p className="mt-8 text-lg font-semibold">{workshop.notice}</p> : null}
      {bookingUrl ? (
        <ExternalButton href={bookingUrl} variant="accent" size="lg" className="mt-10">
          {page.registerLabel}
        </ExternalButton>
      ) : null}
    </Section>
  );
}

function Reflection({ page }: { page: Page }) {
  return (
    <Section aria-labelledby="reflection-heading" width="3xl">
      <SectionHeading id="reflection-heading" title={page.reflectionHeading} />
      <ul className="mt-8 flex flex-col gap-4">
        {page.reflection.map((line) => (
          <Card as="li" key={line} edge="none" className="flex gap-3 p-5">
            <Sparkles aria-hidden className="mt-1 size-5 shrink-0 text-accent" />
            <span className="text-lg text-ink">{line}</span>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

function Beliefs({ page }: { page: Page }) {
  return (
    <Section aria-labelledby="beliefs-heading" tone="muted" width="5xl">
      <SectionHeading id="beliefs-heading" title={page.beliefsHeading} />
      <CardGrid className="mt-8 gap-4 md:grid-cols-2">
        {page.beliefs.map((pair, index) => (
          <CardGridItem key={pair.belief} step={index % 2}>
            <Card as="dl" edge="none" className="grid h-full gap-3 p-6">
              <div>
                <dt className="text-sm font-semibold tracking-widest text-ink-muted uppercase">
                  {page.beliefLabel}
                </dt>
                <dd className="mt-1 text-ink-muted line-through decoration-accent/60">
                  {pair.belief}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold tracking-widest text-accent uppercase">
                  {page.reframeLabel}
                </dt>
                <dd className="mt-1 text-lg font-semibold text-ink">{pair.reframe}</dd>
              </div>
            </Card>
          </CardGridItem>
        ))}
      </CardGrid>
    </Section>
  );
}

function DayInTheLife({ page }: { page: Page }) {
  return (
    <Section aria-labelledby="day-heading" width="6xl">
      <SectionHeading id="day-heading" title={page.dayHeading} />
      <CardGrid as="ol" className="mt-8 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {page.day.map((moment, index) => (
          <CardGridItem key={moment.time} step={index % 3}>
            <Card as="article" className="h-full p-6">
              <h3 className="font-display text-2xl font-bold text-accent">{moment.time}</h3>
              <p className="mt-2 text-ink">{moment.text}</p>
            </Card>
          </CardGridItem>
        ))}
      </CardGrid>
    </Section>
  );
}

function Passage({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="px-4 py-10">
      <div className="mx-auto max-w-3xl">
        <h2 id={`${id}-heading`} className="text-3xl font-bold text-ink">
          {title}
        </h2>
        <p className="mt-4 text-lg text-ink-muted">{text}</p>
      </div>
    </section>
  );
}

function Details({ page }: { page: Page }) {
  return (
    <Section aria-labelledby="details-heading">
      <Card className="mx-auto max-w-3xl border-2 border-primary p-8">
        <h2 id="details-heading" className="text-3xl font-bold text-ink">
          {page.detailsHeading}
        </h2>
        <dl className="mt-6 grid gap-4 sm:grid-cols-[10rem_1fr]">
          {page.details.map((detail) => (
            <div key={detail.label} className="contents">
              <dt className="font-semibold text-ink">{detail.label}</dt>
              <dd className="text-ink-muted">{detail.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </Section>
  );
}

function SecondCta({ page, bookingUrl }: { page: Page; bookingUrl: string }) {
  return (
    <Section aria-labelledby="second-cta-heading" tone="primary">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="second-cta-heading" className="text-3xl font-bold">
          {page.secondCtaHeading}
        </h2>
        <p className="mt-3 text-lg">{page.secondCtaText}</p>
        <ExternalButton href={bookingUrl} variant="accent" size="lg" className="mt-8">
          {page.registerLabel}
        </ExternalButton>
      </div>
    </Section>
  );
}

function WorkshopFooter({ page }: { page: Page }) {
  return (
    <footer className="mt-16 bg-primary text-on-primary">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-3">
          <p className="font-display text-xl font-bold">{studio.name}</p>
          <ContactDetails />
        </div>
        <SocialLinks className="flex gap-3" />
      </div>
      <p className="border-t border-on-primary/20 px-4 py-5 text-center text-sm">
        {page.footerCopyright}
      </p>
    </footer>
  );
}

export default function MindfulAi({ loaderData: workshop }: Route.ComponentProps) {
  const { page, ticket, bookingUrl } = workshop;
  return (
    <>
      <LandingHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero workshop={workshop} />
        <Reflection page={page} />
        <Beliefs page={page} />
        <DayInTheLife page={page} />
        <Passage id="resistance" title={page.resistanceHeading} text={page.resistance} />
        <Passage id="discovery" title={page.discoveryHeading} text={page.discovery} />
        <Details page={page} />
        {bookingUrl ? <SecondCta page={page} bookingUrl={bookingUrl} /> : null}
        {bookingUrl ? (
          <Section aria-labelledby="tickets-heading" width="3xl">
            <h2 id="tickets-heading" className="mb-6 text-center text-3xl font-bold text-ink">
              {page.ticketsHeading}
            </h2>
            <TicketCheckout
              settings={ticket}
              bookingUrl={bookingUrl}
              linkLabel={page.registerLabel}
              note={page.ticketsFallback}
            />
          </Section>
        ) : null}
        <FaqSection id="faq" title={page.faqHeading} items={workshop.faq} />
      </main>
      <WorkshopFooter page={page} />
    </>
  );
}
