import type { Kysely } from "kysely";
import { dashboardText } from "~/content/admin/dashboard";
import type { Database } from "~/infra/db-tables";
import {
  campIsOver,
  competitionIsOver,
  courseStanding,
  registrationToday,
} from "~/model/offerings";
import { addDays, formatDay, liveSeason, newYorkDate, seasonState } from "~/model/seasons";
import { upcomingEvents } from "./events/event-reads.server";
import { loadOfferings } from "./offerings/offering-reads.server";
import { loadSeasons } from "./schedule/season-reads.server";

// What will go stale on the public pages, or already has, before visitors notice: a season that
// ends within 60 days with no next one published, courses, camps and tournaments whose dates
// have passed, registration that was to open and has not, and no event to come. Each item links
// to the editor that fixes it (the dashboard's "Needs attention").

export type AttentionItem = { text: string; to: string };

/** How far ahead a season's end is flagged when no next season is published. */
export const seasonEndWarningDays = 60;

export async function whatGoesStale(db: Kysely<Database>, now: Date): Promise<AttentionItem[]> {
  const today = newYorkDate(now);
  const [seasons, offerings, events] = await Promise.all([
    loadSeasons(db),
    loadOfferings(db),
    upcomingEvents(db, { now, limit: 1 }),
  ]);
  const words = dashboardText.stale;
  const date = (day: string) => formatDay(day as never, "date");
  const items: AttentionItem[] = [];

  const published = seasons.filter((season) => seasonState(season, now) !== "draft");
  const live = liveSeason(published, now);
  if (live && live.standing !== "upcoming") {
    const { season } = live;
    const next = published.some((other) => other.firstDay > season.lastDay);
    if (!next && season.lastDay < today) {
      items.push({
        text: words.seasonEnded(season.label, date(season.lastDay)),
        to: "/admin/schedule",
      });
    } else if (!next && season.lastDay <= addDays(today, seasonEndWarningDays)) {
      items.push({
        text: words.seasonEnding(season.label, date(season.lastDay)),
        to: "/admin/schedule",
      });
    }
  }

  for (const { id, data } of offerings.courses) {
    if (courseStanding(data, today) === "ended" && data.sessions)
      items.push({
        text: words.courseEnded(data.title, date(data.sessions.last)),
        to: `/admin/offerings/courses/${id}`,
      });
  }
  if (!offerings.courses.some((course) => courseStanding(course.data, today) === "upcoming"))
    items.push({ text: words.noCourse, to: "/admin/offerings/courses/new" });

  for (const { id, data } of offerings.camps) {
    const name = words.campName(data.side);
    if (campIsOver(data, today)) {
      items.push({ text: words.campOver(name, data.year), to: `/admin/offerings/camps/${id}` });
    } else if (
      data.registration.state === "opens" &&
      registrationToday(data.registration, today).state === "soon"
    ) {
      items.push({
        text: words.registrationLate(name, date(data.registration.on)),
        to: `/admin/offerings/camps/${id}`,
      });
    }
  }

  for (const { id, data } of offerings.competitions) {
    if (competitionIsOver(data, today))
      items.push({
        text: words.competitionOver(data.title, date(data.day)),
        to: `/admin/offerings/competitions/${id}`,
      });
  }

  if (events.length === 0) items.push({ text: words.noEvents, to: "/admin/events/new" });
  return items;
}
