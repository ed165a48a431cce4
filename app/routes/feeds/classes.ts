import { classGroups } from "~/content/schedule";
import { isClassGroup } from "~/model/schedule";
import { now } from "~/infra/clock.server";
import { getDb } from "~/infra/db.server";
import { siteOrigin } from "~/infra/env.server";
import { classesCalendar } from "~/services/calendar/feeds.server";
import { keptFeed } from "~/services/calendar/kept-feeds.server";
import { liveSchedule } from "~/services/schedule/live-schedule.server";
import type { Route } from "./+types/classes";
import { icsResponse, unknownGroup } from "./ics-response.server";

// /calendar/classes.ics: the weekly classes of the live season as staff keep it, every group or
// the ones asked for (?group=beginners-7-12&group=kumite), for a calendar application to
// subscribe to. The text is made from the season alone, so while nothing changed it is the same
// (kept: services/calendar/kept-feeds.server.ts) and answers 304.

export async function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.getAll("group").slice(0, classGroups.length + 1);
  const known = (id: string) => isClassGroup(classGroups, id);
  if (!asked.every(known)) return unknownGroup();
  const groups = asked.filter(known);
  const { live, key } = await liveSchedule(getDb(), now());
  const text = keptFeed(`classes|${key}|${groups.join(",")}`, () =>
    classesCalendar(live?.season, groups, siteOrigin()),
  );
  return icsResponse(request, text, {
    fileName: "classes.ics",
  });
}
