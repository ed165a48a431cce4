import { CalendarClock, CalendarX, ShieldCheck } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/calendar";
import { calendarPage } from "~/content/calendar";
import { beltGroups, classesPerWeek, kumiteGear } from "~/content/schedule";
import { weekdays, type ScheduledClass, type Weekday } from "~/model/schedule";
import type { VisitorSchedule } from "~/services/schedule/visitor-schedule.server";
import { pageSchedule, withPreviewHeaders } from "~/http/schedule-page.server";
import { previewMeta, previewOrNot } from "~/lib/preview";
import { PreviewBanner } from "~/components/sections/preview-banner";
import { studio } from "~/content/studio";
import { formatTimeRange } from "~/model/times";
import { newYorkOffsetByRule } from "~/lib/new-york-time";
import { metaFor } from "~/components/layout/page-meta";
import { useHydrated } from "~/lib/use-hydrated";
import { ClassFeedChooser } from "~/components/sections/class-feed-chooser";
import { ScheduleChanges } from "~/components/sections/schedule-changes";
import { PageHero, SectionHeading } from "~/components/sections/page-hero";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { sectionHeight } from "~/lib/sections";

// The live season, read when the page is rendered: the server keeps the finished page until the
// schedule, the day or the live season changes (site-pages.ts, render "data").
export async function loader({ request }: Route.LoaderArgs) {
  const { schedule, preview } = await pageSchedule(request);
  return withPreviewHeaders({ ...schedule, preview }, preview);
}

export const headers = previewOrNot;

export const meta = previewMeta(
  metaFor({
    title: `${calendarPage.title} | ${studio.name}`,
    description: calendarPage.description,
    path: "/calendar",
  }),
);

/** Today's weekday at the dojo, without Intl (lib/new-york-time.ts says why). */
function weekdayAtDojo(): Weekday | null {
  const now = new Date();
  const local = new Date(now.getTime() + newYorkOffsetByRule(now) * 60_000);
  // getUTCDay counts from Sunday; the schedule's week starts on Monday.
  return weekdays[(local.getUTCDay() + 6) % 7] ?? null;
}

/** The weekday at the dojo right now, marked once the page runs in the browser. */
function useDojoWeekday(): Weekday | null {
  return useHydrated() ? weekdayAtDojo() : null;
}

function TodayBadge() {
  return (
    <Badge variant="accent" className="ml-2">
      {calendarPage.today}
    </Badge>
  );
}

type ScheduleProps = { classes: ScheduledClass[]; today: Weekday | null };

function ScheduleTable({ classes, today }: ScheduleProps) {
  const { dayHeader, timeHeader, classHeader, audienceHeader } = calendarPage;
  const columns = [dayHeader, timeHeader, classHeader, audienceHeader];
  return (
    <table className="hidden w-full border-collapse text-left md:table">
      <caption className="sr-only">{calendarPage.scheduleHeading}</caption>
      <thead>
        <tr className="border-b-2 border-primary text-ink">
          {columns.map((column, index) => (
            <th key={column} scope="col" className={index < 3 ? "py-3 pr-4" : "py-3"}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {classes.map((entry, index) => {
          const first = classes[index - 1]?.day !== entry.day;
          const isToday = entry.day === today;
          return (
            <tr
              key={`${entry.day}-${entry.start}`}
              data-today={isToday || undefined}
              className={isToday ? "border-b border-border bg-accent/10" : "border-b border-border"}
            >
              <th scope="row" className="py-3 pr-4 font-semibold text-ink">
                {first ? entry.day : <span className="sr-only">{entry.day}</span>}
                {first && isToday ? <TodayBadge /> : null}
              </th>
              <td className="py-3 pr-4 whitespace-nowrap text-ink">
                {formatTimeRange(entry.start, entry.end)}
              </td>
              <td className="py-3 pr-4 font-semibold text-ink">{entry.name}</td>
              <td className="py-3 text-ink-muted">{entry.audience}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function ScheduleList({ classes, today }: ScheduleProps) {
  const days = weekdays.filter((day) => classes.some((entry) => entry.day === day));
  return (
    <ul className="flex flex-col gap-4 md:hidden">
      {days.map((day) => (
        <Card
          as="li"
          key={day}
          data-today={day === today || undefined}
          className={day === today ? "border-2 border-accent p-5" : "p-5"}
        >
          <h3 className="text-xl font-bold text-ink">
            {day}
            {day === today ? <TodayBadge /> : null}
          </h3>
          <ul className="mt-3 flex flex-col divide-y divide-border">
            {classes
              .filter((entry) => entry.day === day)
              .map((entry) => (
                <li key={entry.start} className="py-2">
                  <p className="font-semibold text-ink">
                    {formatTimeRange(entry.start, entry.end)} · {entry.name}
                  </p>
                  <p className="text-sm text-ink-muted">{entry.audience}</p>
                </li>
              ))}
          </ul>
        </Card>
      ))}
    </ul>
  );
}

/** Where the season stands, when it is not under way: not begun, over, or none published yet. */
function SeasonNotice({ schedule }: { schedule: VisitorSchedule }) {
  const { standing, label, startsOn } = schedule;
  const text =
    standing === "upcoming" && startsOn
      ? calendarPage.startsNotice(startsOn)
      : standing === "ended" && label
        ? calendarPage.endedNotice(label)
        : standing === "none"
          ? calendarPage.noSeasonNotice
          : undefined;
  if (!text) return null;
  return (
    <p
      role="status"
      className="mx-auto mb-8 flex max-w-5xl items-start gap-3 rounded-card border border-accent/40 bg-accent/10 px-4 py-3 font-semibold text-ink"
    >
      <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
      {text}
    </p>
  );
}

export default function ClassCalendar({ loaderData: schedule }: Route.ComponentProps) {
  const today = useDojoWeekday();
  const eyebrow =
    schedule.label && schedule.months
      ? calendarPage.seasonEyebrow(schedule.months, schedule.label)
      : calendarPage.noSeasonEyebrow;
  return (
    <>
      {schedule.preview ? <PreviewBanner {...schedule.preview} /> : null}
      <PageHero words={{ ...calendarPage, eyebrow }}>
        <Button asChild size="lg">
          <Link to="/signup">{calendarPage.reserveLabel}</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/contact#top">{calendarPage.contactLabel}</Link>
        </Button>
      </PageHero>
      <Section aria-labelledby="schedule-heading" flush style={sectionHeight(2200)} width="5xl">
        <SectionHeading id="schedule-heading" title={calendarPage.scheduleHeading} align="left" />
        <div className="mt-6">
          <SeasonNotice schedule={schedule} />
          <ScheduleChanges changes={schedule.changes} className="mb-8" />
          <ScheduleTable classes={schedule.classes} today={today} />
          <ScheduleList classes={schedule.classes} today={today} />
        </div>
      </Section>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-16 md:grid-cols-3">
        <Card as="section" aria-labelledby="belts-heading" className="p-6">
          <h2 id="belts-heading" className="text-2xl font-bold text-ink">
            {calendarPage.beltsHeading}
          </h2>
          <dl className="mt-4 flex flex-col gap-3">
            {beltGroups.map((group) => (
              <div key={group.group}>
                <dt className="font-semibold text-ink">{group.group}</dt>
                <dd className="text-ink-muted">{group.belts.join(", ")}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 font-semibold text-accent">{classesPerWeek}</p>
        </Card>
        <Card as="section" aria-labelledby="gear-heading" className="p-6">
          <h2 id="gear-heading" className="text-2xl font-bold text-ink">
            {calendarPage.gearHeading}
          </h2>
          <p className="mt-4 text-sm text-ink-muted">{calendarPage.gearRequired}</p>
          <ul className="mt-2 flex flex-col gap-2">
            {kumiteGear.required.map((item) => (
              <li key={item} className="flex items-center gap-2 text-ink">
                <ShieldCheck aria-hidden className="size-4 text-accent" />
                {item}
              </li>
            ))}
          </ul>
          <ul className="mt-3 flex flex-col gap-1 text-ink-muted">
            {kumiteGear.recommended.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
        <Card as="section" aria-labelledby="closures-heading" className="p-6">
          <h2 id="closures-heading" className="text-2xl font-bold text-ink">
            {calendarPage.closuresHeading}
          </h2>
          <ul className="mt-4 flex flex-col gap-2">
            {schedule.closures.map((closure) => (
              <li key={closure.from} className="flex items-center gap-2 text-ink">
                <CalendarX aria-hidden className="size-4 text-accent" />
                {closure.label}
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <ClassFeedChooser />
    </>
  );
}
