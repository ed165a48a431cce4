import { getDb } from "~/infra/db.server";
import { siteOrigin } from "~/infra/env.server";
import { eventCalendar, eventsCalendar } from "~/services/calendar/feeds.server";
import { eventsForFeed } from "~/services/events/event-reads.server";
import type { Route } from "./+types/events";
import { icsResponse } from "./ics-response.server";

// /events.ics: the community events staff publish, those to come and those of the last 90
// days; /events.ics?event=slug, one of them. It is read from the database on every request, so a change in the staff area shows at
// once; an application that looks again gets 304 while nothing changed.

export async function loader({ request }: Route.LoaderArgs) {
  const { events, lastModified } = await eventsForFeed(getDb());
  // ?event=slug: that one event, for "Add to calendar".
  const slug = new URL(request.url).searchParams.get("event");
  if (slug !== null) {
    const event = events.find((each) => each.slug === slug);
    if (!event) throw new Response("No such event.\n", { status: 404 });
    return icsResponse(request, eventCalendar(siteOrigin(), event, lastModified), {
      fileName: `${event.slug}.ics`,
      lastModified,
      maxAgeSeconds: 300,
    });
  }
  return icsResponse(request, eventsCalendar(siteOrigin(), events, { revised: lastModified }), {
    fileName: "events.ics",
    lastModified,
    maxAgeSeconds: 300,
  });
}
