import { now } from "~/infra/clock.server";
import { getDb } from "~/infra/db.server";
import { siteOrigin } from "~/infra/env.server";
import { closuresCalendar } from "~/services/calendar/feeds.server";
import { keptFeed } from "~/services/calendar/kept-feeds.server";
import { liveSchedule } from "~/services/schedule/live-schedule.server";
import type { Route } from "./+types/closures";
import { icsResponse } from "./ics-response.server";

// /calendar/closures.ics: the days the dojo is closed in the live season, as all-day events.

export async function loader({ request }: Route.LoaderArgs) {
  const { live, key } = await liveSchedule(getDb(), now());
  const text = keptFeed(`closures|${key}`, () => closuresCalendar(live?.season, siteOrigin()));
  return icsResponse(request, text, {
    fileName: "closures.ics",
  });
}
