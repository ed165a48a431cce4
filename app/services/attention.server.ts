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
import { countUnsent } from "./delivery/status.server";
import { upcomingEvents } from "./events/event-reads.server";
import { loadOfferings } from "./offerings/offering-reads.server";
import { seasonsWithPublishTime } from "./schedule/live-schedule.server";
import { isTwoFactorRequired } from "./staff/settings.server";
import { listStaff } from "./staff/staff-list.server";

// The dashboard's "Needs attention", each item linked to what fixes it. First what does not work
// or is not set up: visitors' submissions waiting on the disk, deliveries failing, email to the
// studio not set up, staff who cannot sign in or work yet. Then what will go stale on the public
// pages, or already has, before visitors notice: a season that ends within 60 days with no next
// one published, courses, camps and tournaments whose dates have passed, registration that was
// to open and has not, and no event to come.

export type AttentionItem = { text: string; to: string };

/** An item with the words of its link, when they are not the generic "Fix this". */
export type LabelledItem = AttentionItem & { label: string };

/** What the server knows of itself, which the database does not hold. */
export type ServerFacts = {
  /** Whether email to the studio is set up (SMTP_URL). */
  emailSetUp: boolean;
  /** Visitors' submissions waiting in the spool for the database. */
  spooled: number;
  /** Submissions the database would never take, set aside in the spool for a person. */
  spoolRejected: number;
};

/**
 * What does not work, or is not set up, in the order to see to it. Staff who cannot sign in are
 * listed for owners only, who are the ones to fix it.
 */
export async function whatIsNotWorking(
  db: Kysely<Database>,
  facts: ServerFacts,
  { forOwner }: { forOwner: boolean },
): Promise<LabelledItem[]> {
  const words = dashboardText.broken;
  const [deliveries, staff, twoStepRequired] = await Promise.all([
    countUnsent(db),
    forOwner ? listStaff(db) : [],
    forOwner ? isTwoFactorRequired(db) : false,
  ]);
  const help = { to: "/admin/help#messages", label: dashboardText.whatThisMeans };
  const toDeliveries = { to: "/admin/deliveries", label: dashboardText.seeDeliveries };
  const toStaff = { to: "/admin/staff", label: dashboardText.openStaff };
  const items: LabelledItem[] = [];
  if (facts.spooled > 0) items.push({ text: words.spooled(facts.spooled), ...help });
  if (facts.spoolRejected > 0)
    items.push({ text: words.spoolRejected(facts.spoolRejected), ...help });
  if (deliveries.failed > 0)
    items.push({ text: words.failedDeliveries(deliveries.failed), ...toDeliveries });
  if (deliveries.retrying > 0)
    items.push({ text: words.retryingDeliveries(deliveries.retrying), ...toDeliveries });
  if (!facts.emailSetUp)
    items.push({
      text: words.emailOff,
      to: "/admin/deliveries",
      label: dashboardText.whatIsSetUp,
    });
  for (const member of staff) {
    if (!member.hasPassword) items.push({ text: words.noPassword(member.name), ...toStaff });
    else if (twoStepRequired && !member.twoFactorEnabled)
      items.push({ text: words.noTwoStep(member.name), ...toStaff });
  }
  return items;
}

/** How far ahead a season's end is flagged when no next season is published. */
export const seasonEndWarningDays = 60;

export async function whatGoesStale(db: Kysely<Database>, now: Date): Promise<AttentionItem[]> {
  const today = newYorkDate(now);
  const [seasons, offerings, events] = await Promise.all([
    // Drafts never go stale before visitors: the seasons with a publish time are enough, and
    // this process keeps them until the schedule changes.
    seasonsWithPublishTime(db),
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
