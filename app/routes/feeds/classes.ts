import { classGroups } from "~/content/schedule";
import { isClassGroup } from "~/model/schedule";
import { siteOrigin } from "~/infra/env.server";
import { classesCalendar } from "~/services/calendar/feeds.server";
import type { Route } from "./+types/classes";
import { icsResponse, unknownGroup } from "./ics-response.server";

// /calendar/classes.ics: the weekly classes through the season, every group or the ones asked
// for (?group=beginners-7-12&group=kumite), for a calendar application to subscribe to.

export function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.getAll("group").slice(0, classGroups.length + 1);
  const known = (id: string) => isClassGroup(classGroups, id);
  if (!asked.every(known)) return unknownGroup();
  const groups = asked.filter(known);
  return icsResponse(request, classesCalendar(siteOrigin(), groups), {
    fileName: "classes.ics",
  });
}
