import { getDb } from "~/infra/db.server";
import { siteOrigin } from "~/infra/env.server";
import { eventsCalendar } from "~/services/calendar/feeds.server";
import { eventsForFeed } from "~/services/events/events.server";
import type { Route } from "./+types/events";
import { icsResponse } from "./ics-response.server";

// /events.ics: the community events staff publish, those to come and those of the last 90
// days. It is read from the database on every request, so a change in the staff area shows at
// once; an application that looks again gets 304 while nothing changed.

export async function loader({ request }: Route.LoaderArgs) {
  const { events, lastModified } = await eventsForFeed(getDb());
  return icsResponse(request, eventsCalendar(siteOrigin(), events, { revised: lastModified }), {
    fileName: "events.ics",
    lastModified,
    maxAgeSeconds: 300,
  });
}
