import { classGroups, type ClassGroupId } from "~/content/schedule";
import { siteOrigin } from "~/infra/env.server";
import { classesCalendar } from "~/services/calendar/feeds.server";
import type { Route } from "./+types/classes";
import { icsResponse } from "./ics-response.server";

// /calendar/classes.ics: the weekly classes through the season, every group or the ones asked
// for (?group=beginners-7-12&group=kumite), for a calendar application to subscribe to.

function isGroup(value: string): value is ClassGroupId {
  return classGroups.some((group) => group.id === value);
}

export function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.getAll("group").slice(0, classGroups.length + 1);
  const unknown = asked.filter((value) => !isGroup(value));
  if (unknown.length > 0) {
    const known = classGroups.map((group) => group.id).join(", ");
    return new Response(`Unknown class group. Choose from: ${known}.\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const groups = asked.filter(isGroup);
  return icsResponse(request, classesCalendar(siteOrigin(), groups), {
    fileName: "classes.ics",
  });
}
