import { Play } from "~/components/ui/icons";
import { lazy, Suspense, useState } from "react";
import type { Route } from "./+types/events";
import { dojoLocation, eventsText } from "~/content/events";
import { eventPagePath, type EventRecord } from "~/model/events";
import { trainingVideo } from "~/content/media";
import { studio } from "~/content/studio";
import { now } from "~/infra/clock.server";
import { getDb } from "~/infra/db.server";
import { logger } from "~/infra/logger.server";
import { shownWithoutData } from "~/infra/kept-renders.server";
import { eventJsonLd } from "~/lib/event-json-ld";
import { JsonLd } from "~/components/ui/json-ld";
import { originFrom, metaFor } from "~/components/layout/page-meta";
import { eventsForPage } from "~/services/events/event-reads.server";
import { EventCard } from "~/components/sections/event-card";
import { PageHero } from "~/components/sections/page-hero";
import { WidgetSection } from "~/components/sections/widget-section";
import { Button } from "~/components/ui/button";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { drawn, sentHollow } from "~/lib/drawn-once";
import { sectionHeight } from "~/lib/sections";

// The dialog and its player load when the visitor asks for the video, not with the page.
const VideoDialog = lazy(() =>
  import("~/components/embeds/video-dialog").then((module) => ({ default: module.VideoDialog })),
);

export async function loader({ request }: Route.LoaderArgs) {
  let events: { upcoming: EventRecord[]; past: EventRecord[] } = { upcoming: [], past: [] };
  try {
    events = await eventsForPage(getDb(), now());
  } catch (error) {
    // Spec §8: a failed events query is only logged; the page shows without the cards (and is
    // not kept so: site-pages.ts, render "data").
    logger.error({ err: error }, "events could not be loaded");
    shownWithoutData();
  }
  // The cards are static sections: their words travel in the HTML only (lib/drawn-once.ts).
  return { upcoming: sentHollow(request, events.upcoming), past: sentHollow(request, events.past) };
}

export const meta = metaFor({
  title: `${eventsText.heading} | ${studio.name}`,
  description: eventsText.intro,
  path: "/events",
});

/**
 * The upcoming events (their heading for screen readers only: they follow the page's own) or the
 * past ones, as cards that slide in from alternating sides; nothing when there are none.
 */
function EventList({
  id,
  heading,
  events,
  past = false,
}: {
  id: string;
  heading: string;
  events: EventRecord[];
  past?: boolean;
}) {
  if (events.length === 0) return null;
  return (
    <Section
      static
      deps={[events]}
      aria-labelledby={id}
      flush
      className="overflow-x-clip"
      style={sectionHeight(200 + events.length * 700)}
    >
      <h2
        id={id}
        className={past ? "mx-auto mb-6 max-w-5xl text-2xl font-bold text-ink" : "sr-only"}
      >
        {heading}
      </h2>
      <ol className="mx-auto flex max-w-5xl flex-col gap-8">
        {events.map((event, index) => (
          <li key={event.id}>
            <Reveal from={index % 2 === 0 ? "left" : "right"} className="h-full">
              <EventCard event={event} index={index} past={past} />
            </Reveal>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export default function CommunityEvents({ loaderData, matches }: Route.ComponentProps) {
  const [watching, setWatching] = useState(false);
  const upcoming = drawn(loaderData.upcoming);
  const past = drawn(loaderData.past);
  return (
    <>
      <PageHero eyebrow={eventsText.eyebrow} title={eventsText.heading} intro={eventsText.intro}>
        <Button type="button" variant="outline" onClick={() => setWatching(true)}>
          <Play aria-hidden />
          {eventsText.watchVideo}
        </Button>
      </PageHero>
      <Suspense fallback={null}>
        {watching ? (
          <VideoDialog
            open={watching}
            onOpenChange={setWatching}
            videoUrl={trainingVideo.url}
            title={trainingVideo.title}
          />
        ) : null}
      </Suspense>
      <EventList
        id="upcoming-events-heading"
        heading={eventsText.upcomingHeading}
        events={upcoming}
      />
      <EventList id="past-heading" heading={eventsText.pastHeading} events={past} past />
      <WidgetSection
        heading={eventsText.widgetHeading}
        className="pb-20"
        kind="events"
        title={eventsText.widgetTitle}
        removeScriptOnLeave
      />
      {/* The upcoming events as search engines read them, from the records the cards show. */}
      {upcoming.length > 0 ? (
        <JsonLd
          data={
            import.meta.env.SSR
              ? upcoming.map((event) =>
                  eventJsonLd(event, originFrom(matches), {
                    path: eventPagePath(event.slug),
                    studio,
                    dojoLocation,
                  }),
                )
              : undefined
          }
        />
      ) : null}
    </>
  );
}
