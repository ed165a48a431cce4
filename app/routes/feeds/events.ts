import { now } from "~/infra/clock.server";
import { getDb } from "~/infra/db.server";
import { siteOrigin } from "~/infra/env.server";
import { eventCalendar, eventsCalendar } from "~/services/calendar/events-feed.server";
import { eventsForFeed, shownEvent } from "~/services/events/event-reads.server";
import { lastChangeOf } from "~/services/last-change.server";
import type { Route } from "./+types/events";
import { icsResponse } from "./ics-response.server";

// /events.ics: the community events staff publish, those to come and those of the last 90
// days (read so from the database: the feed does not grow with the years); /events.ics?event=slug,
// any one event visitors may see, for "Add to calendar". It is read from the database on every
// request, so a change in the staff area shows at once; an application that looks again gets 304
// while nothing changed.

export async function loader({ request }: Route.LoaderArgs) {
  const at = now();
  // ?event=slug: that one event, for "Add to calendar".
  const slug = new URL(request.url).searchParams.get("event");
  if (slug !== null) {
    const [event, lastModified] = await Promise.all([
      shownEvent(getDb(), slug.slice(0, 200)),
      lastChangeOf(getDb(), "events"),
    ]);
    if (!event) throw new Response("No such event.\n", { status: 404 });
    return icsResponse(
      request,
      eventCalendar(siteOrigin(), event, { now: at, revised: lastModified }),
      {
        fileName: `${event.slug}.ics`,
        lastModified,
        maxAgeSeconds: 300,
      },
    );
  }
  const { events, lastModified } = await eventsForFeed(getDb(), at);
  return icsResponse(
    request,
    eventsCalendar(siteOrigin(), events, { now: at, revised: lastModified }),
    { fileName: "events.ics", lastModified, maxAgeSeconds: 300 },
  );
}
