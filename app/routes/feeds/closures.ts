import { siteOrigin } from "~/infra/env.server";
import { closuresCalendar } from "~/services/calendar/feeds.server";
import type { Route } from "./+types/closures";
import { icsResponse } from "./ics-response.server";

// /calendar/closures.ics: the days the dojo is closed this season, as all-day events.

export function loader({ request }: Route.LoaderArgs) {
  return icsResponse(request, closuresCalendar(siteOrigin()), { fileName: "closures.ics" });
}
