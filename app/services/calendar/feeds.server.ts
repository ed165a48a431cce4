import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalEventRepeatingFreq, ICalEventStatus, type ICalCalendar } from "ical-generator";
import { calendarFeedText, calendarPage } from "~/content/calendar";
import { classGroups, type ClassGroupId } from "~/content/schedule";
import { addressOneLine, studio } from "~/content/studio";
import { classesInGroups } from "~/model/schedule";
import {
  closureOn,
  describeChange,
  occurrencesBetween,
  type Occurrence,
} from "~/model/season-occurrences";
import {
  addDays,
  closureLabel,
  weekdayOf,
  type LocalDate,
  type Season,
  type SeasonClass,
  type SeasonClosure,
} from "~/model/seasons";
import { dojoTimeZone } from "~/model/times";

// The dojo's calendars in iCalendar form (RFC 5545): the weekly classes of the live season (the
// one staff keep in the database, app/model/seasons.ts), each one event that repeats weekly
// through the season with its closures left out and a change to one meeting (cancelled, moved,
// a note) as an override of that meeting; the season's closures as all-day events; and the
// community events staff publish. Class times are the dojo's local time (America/New_York) with
// its VTIMEZONE, so 4:00 PM stays 4:00 PM across the clock change.
//
// These functions are given the season (the route reads it through liveSchedule) and make text
// from it alone: the same season is the same text, so an unchanged feed answers 304.

/** How often a subscribed calendar application should look again (REFRESH-INTERVAL, TTL). */
const refreshSeconds = 6 * 60 * 60;

export function newCalendar(name: string, url: string): ICalCalendar {
  return ical({
    name,
    prodId: { company: studio.name, product: "Website", language: "EN" },
    // Each event names its time zone, and the zone's VTIMEZONE comes with it. The calendar
    // names none of its own: with one, the library writes DTSTAMP and a repeat's UNTIL in local
    // time, where RFC 5545 requires UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
    url,
    ttl: refreshSeconds,
  });
}

/**
 * The class and closure calendars' names with the season they are for ("…: classes 2025-26"),
 * the label as staff keep it on the season record; without a season, the name alone. (The
 * names in calendarFeedText carry the first seed's label, fixed when the content was written.)
 */

/** A wall-clock time at the dojo on a day ("16:00" on 2025-09-01). */
function atDojo(day: LocalDate, time = "00:00"): TZDate {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new TZDate(year, month - 1, date, hours, minutes, dojoTimeZone);
}

/**
 * DTSTAMP, when the information was last revised, is fixed by what the feed is made from (the
 * season record's last save, not the time of the request), so an unchanged feed is the same text
 * and answers 304.
 */
function revisedAt(season: Season): Date {
  return new Date(season.updatedAt);
}

/** A class's series: one UID for as long as the class record lives, whatever is edited. */
function classUid(cls: SeasonClass, host: string): string {
  return `class-${cls.id}@${host}`;
}

function classSummary(cls: SeasonClass): string {
  return `${cls.name} (${cls.audience})`;
}

function classDescription(cls: SeasonClass): string {
  return `${cls.audience}. ${studio.name}, ${addressOneLine()}. ${calendarFeedText.classNote}`;
}

/** The first day of the season on the class's weekday (a closed one included: it is an EXDATE). */
function firstMeeting(season: Season, cls: SeasonClass): LocalDate | undefined {
  for (let day = season.firstDay, n = 0; n < 7 && day <= season.lastDay; n++) {
    if (weekdayOf(day) === cls.day) return day;
    day = addDays(day, 1);
  }
  return undefined;
}

/** The class's days in the season that a closure (for every class or its group) takes. */
function closedMeetings(season: Season, cls: SeasonClass, first: LocalDate): LocalDate[] {
  const closed: LocalDate[] = [];
  for (let day = first; day <= season.lastDay; day = addDays(day, 7)) {
    if (closureOn(season, cls, day)) closed.push(day);
  }
  return closed;
}

/** The line a changed meeting carries first in its description. */
function changeLine(occurrence: Occurrence): string {
  switch (occurrence.status) {
    case "cancelled":
      return occurrence.text ? `Cancelled: ${occurrence.text}` : "Cancelled.";
    case "moved":
      return describeChange(occurrence, calendarPage.change);
    case "scheduled":
      return occurrence.text ?? "";
  }
}

function addClass(
  calendar: ICalCalendar,
  season: Season,
  cls: SeasonClass,
  changed: readonly Occurrence[],
  origin: string,
): void {
  const first = firstMeeting(season, cls);
  if (!first) return;
  const host = new URL(origin).hostname;
  const shared = {
    id: classUid(cls, host),
    stamp: revisedAt(season),
    summary: classSummary(cls),
    timezone: dojoTimeZone,
    location: addressOneLine(),
    url: `${origin}/calendar`,
  };
  calendar.createEvent({
    ...shared,
    // A save of the class raises its version: a subscribed calendar takes the new series.
    sequence: cls.version,
    start: atDojo(first, cls.start),
    end: atDojo(first, cls.end),
    description: classDescription(cls),
    repeating: {
      freq: ICalEventRepeatingFreq.WEEKLY,
      until: atDojo(season.lastDay, "23:59"),
      exclude: closedMeetings(season, cls, first).map((day) => atDojo(day, cls.start)),
    },
  });
  // Each changed meeting overrides the one the series has on its original date (RECURRENCE-ID,
  // the original start), with the change's own sequence.
  for (const occurrence of changed) {
    const change = occurrence.change;
    if (!change) continue;
    calendar.createEvent({
      ...shared,
      sequence: change.sequence,
      recurrenceId: atDojo(occurrence.originalDate, cls.start),
      start: atDojo(occurrence.date, occurrence.start),
      end: atDojo(occurrence.date, occurrence.end),
      ...(occurrence.status === "cancelled" ? { status: ICalEventStatus.CANCELLED } : {}),
      description: [changeLine(occurrence), classDescription(cls)].filter(Boolean).join("\n\n"),
    });
  }
}

/**
 * The weekly classes of the live season, of the given groups (all when none), through the
 * season: closures left out of the classes they apply to, and each change to a meeting as an
 * override of it. A change whose meeting no longer exists (model orphanedChanges) is left out:
 * staff are shown it. Without a season, an empty calendar.
 */
export function classesCalendar(
  season: Season | undefined,
  groups: readonly ClassGroupId[],
  origin: string,
): string {
  const calendar = newCalendar(calendarFeedText.classesName(season?.label), `${origin}/calendar`);
  if (!season) return calendar.toString();
  const chosen = new Set(classesInGroups(season.classes, classGroups, groups));
  // Every meeting of the season with a change, each where the schedule has it: orphaned
  // changes have none.
  const changed = occurrencesBetween(season, season.firstDay, season.lastDay).filter(
    (occurrence) => occurrence.change !== undefined,
  );
  for (const cls of season.classes) {
    if (!chosen.has(cls)) continue;
    addClass(
      calendar,
      season,
      cls,
      changed.filter((occurrence) => occurrence.classId === cls.id),
      origin,
    );
  }
  return calendar.toString();
}

/** "Tiny Tigers": the classes a closure for some groups only applies to. */
function closedClasses(season: Season, closure: SeasonClosure): string {
  const names = season.classes
    .filter((cls) => closure.groups.includes(cls.kind))
    .map((cls) => cls.name);
  return [...new Set(names.length > 0 ? names : closure.groups)].join(", ");
}

/**
 * The live season's closures, as all-day events; one for some groups only names their classes.
 * Without a season, an empty calendar.
 */
export function closuresCalendar(season: Season | undefined, origin: string): string {
  const calendar = newCalendar(calendarFeedText.closuresName(season?.label), `${origin}/calendar`);
  if (!season) return calendar.toString();
  const host = new URL(origin).hostname;
  for (const closure of season.closures) {
    const only = closure.groups.length > 0 ? closedClasses(season, closure) : "";
    calendar.createEvent({
      id: `closure-${closure.id}@${host}`,
      stamp: revisedAt(season),
      sequence: closure.version,
      summary: only
        ? `${calendarFeedText.closedSummary} (${only})`
        : calendarFeedText.closedSummary,
      description: calendarFeedText.closedDescription(
        only ? `${closureLabel(closure)} (${only})` : closureLabel(closure),
      ),
      start: atDojo(closure.firstDay),
      // All-day events end on the day after their last (DTEND is exclusive).
      end: atDojo(addDays(closure.lastDay, 1)),
      allDay: true,
      timezone: dojoTimeZone,
    });
  }
  return calendar.toString();
}
