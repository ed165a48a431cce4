import {
  lazyDateFormat,
  minutesAfter,
  newYorkOffsetMinutes,
  newYorkTimeZone,
  withNewYorkOffset,
} from "~/lib/new-york-time";

// Times at the dojo. A time is either the dojo's wall-clock time in New York (a LocalDateTime,
// as staff enter it and the seed writes it) or an instant (an Instant, ISO-8601 in UTC, as the
// database stores it); the two have different names and types so neither passes for the other.
// Shown in New York time whatever the server's or visitor's time zone (spec §3: day, short month
// and 12-hour time, en-US).

export const dojoTimeZone = newYorkTimeZone;

/** A date and wall-clock time at the dojo, in New York: "2025-09-27T15:00". */
export type LocalDateTime = `${number}-${number}-${number}T${number}:${number}`;

/** An instant, ISO-8601 in UTC: "2025-09-27T19:00:00.000Z". */
export type Instant = `${number}-${number}-${number}T${number}:${number}:${number}Z`;

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

export function isLocalDateTime(value: string): value is LocalDateTime {
  return localPattern.test(value);
}

export function isInstant(value: string): value is Instant {
  return instantPattern.test(value) && !Number.isNaN(Date.parse(value));
}

/** A day ("2025-09-27") and a clock time ("15:00", or "15:00:00") at the dojo. */
export function localDateTime(day: string, time: string): LocalDateTime {
  const value = `${day}T${time.slice(0, 5)}`;
  if (!isLocalDateTime(value)) throw new Error(`Not a local date and time: ${value}`);
  return value;
}

/** A moment as an Instant ("2025-09-27T19:00:00.000Z"); throws on text that is not one. */
export function instantOf(moment: Date | string): Instant {
  const time = typeof moment === "string" ? Date.parse(moment) : moment.getTime();
  if (Number.isNaN(time)) throw new Error(`Not an instant: ${String(moment)}`);
  const iso = new Date(time).toISOString();
  if (!isInstant(iso)) throw new Error(`Not an instant: ${iso}`);
  return iso;
}

/** "2025-09-27T15:00" at the dojo, as an instant in UTC ("2025-09-27T19:00:00.000Z"). */
export function dojoTimeToUtc(local: LocalDateTime): Instant {
  const match = localPattern.exec(local);
  if (!match) throw new Error(`Not a local date and time: ${local}`);
  const [, year, month, day, hour, minute] = match.map(Number);
  const naive = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // The offset at the naive instant is right except within an hour of a clock change; a second
  // pass settles it.
  let instant = naive - newYorkOffsetMinutes(new Date(naive)) * 60_000;
  instant = naive - newYorkOffsetMinutes(new Date(instant)) * 60_000;
  return instantOf(new Date(instant));
}

/** When an event that starts at `startsAt` and lasts `minutes` ends. */
export function eventEnd(startsAt: Instant, minutes: number): Instant {
  return instantOf(minutesAfter(startsAt, minutes));
}

/** The same instant written with New York's offset, for structured data ("…T15:00:00-04:00"). */
export function dojoTimeWithOffset(instant: Instant): string {
  return withNewYorkOffset(instant);
}

const shortFormat = lazyDateFormat({
  timeZone: dojoTimeZone,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const dayFormat = lazyDateFormat({
  timeZone: dojoTimeZone,
  weekday: "short",
  month: "short",
  day: "numeric",
});

const timeFormat = lazyDateFormat({
  timeZone: dojoTimeZone,
  hour: "numeric",
  minute: "2-digit",
});

/** "Sat, Sep 27, 3:00 PM" */
export function formatEventDate(iso: string): string {
  return shortFormat().format(new Date(iso));
}

/** "Sat, Sep 27" and "3:00 PM", for layouts that set them apart. */
export function eventDayAndTime(iso: Instant): { day: string; time: string } {
  const instant = new Date(iso);
  return { day: dayFormat().format(instant), time: timeFormat().format(instant) };
}

/** "2 hours", "1.5 hours", "1 hour", "30 minutes". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} ${hours === 1 ? "hour" : "hours"}`;
}

const longDayFormat = lazyDateFormat({
  timeZone: dojoTimeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
});

/** "Sunday, April 19" */
export function formatLongDay(iso: string): string {
  return longDayFormat().format(new Date(iso));
}

/** "9:00 AM" */
export function formatTime(iso: string): string {
  return timeFormat().format(new Date(iso));
}

const longDateFormat = lazyDateFormat({
  timeZone: dojoTimeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});

/** "Saturday, September 27, 2025": a day not in this year, for visitors. */
export function formatLongDate(iso: string): string {
  return longDateFormat().format(new Date(iso));
}

const shortWithYearFormat = lazyDateFormat({
  timeZone: dojoTimeZone,
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Fri, Jan 2, 2026, 9:00 AM": formatEventDate with the year, for a date not in this year. */
export function formatEventDateWithYear(iso: string): string {
  return shortWithYearFormat().format(new Date(iso));
}

const spanDayFormat = lazyDateFormat({
  timeZone: dojoTimeZone,
  weekday: "long",
  month: "short",
  day: "numeric",
});

const spanDayWithYearFormat = lazyDateFormat({
  timeZone: dojoTimeZone,
  weekday: "long",
  month: "short",
  day: "numeric",
  year: "numeric",
});

const spanTimeFormat = lazyDateFormat({
  timeZone: dojoTimeZone,
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "7:00pm" and the zone's name ("EDT", "EST") at that instant. */
function spanTime(iso: string): { time: string; zone: string } {
  const parts = spanTimeFormat().formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? "";
  return {
    time: `${part("hour")}:${part("minute")}${part("dayPeriod").toLowerCase()}`,
    zone: part("timeZoneName"),
  };
}

/**
 * "Saturday, Aug 2, 7:00pm - 8:30pm EDT" (the mindful-AI workshop's way of writing its evening,
 * spec §2), with the year after the day ("Saturday, Aug 2, 2025, …") when asked.
 */
export function formatTimeSpan(startsAt: Instant, minutes: number, withYear = false): string {
  const day = (withYear ? spanDayWithYearFormat : spanDayFormat)().format(new Date(startsAt));
  const from = spanTime(startsAt);
  const to = spanTime(eventEnd(startsAt, minutes));
  return `${day}, ${from.time} - ${to.time} ${to.zone}`;
}

/** An instant as the dojo's local date and time: { date: "2025-09-27", time: "15:00" }. */
export function utcToDojoTime(iso: Instant): { date: string; time: string } {
  const instant = new Date(iso);
  const local = new Date(instant.getTime() + newYorkOffsetMinutes(instant) * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

const addedFormat = lazyDateFormat({
  timeZone: dojoTimeZone,
  month: "short",
  day: "numeric",
  year: "numeric",
});

const staffInstantFormat = lazyDateFormat({
  timeZone: dojoTimeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Monday, November 30, 2026 at 9:00 AM": an instant for staff, in New York, with its year. */
export function formatInstantForStaff(moment: Date | string): string {
  return staffInstantFormat().format(new Date(moment));
}

/** "Nov 24, 2026": the day something was added, in the studio's time zone (spec §9). */
export function formatAddedDate(iso: string): string {
  return addedFormat().format(new Date(iso));
}

/** "16:30" → "4:30 PM". */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "PM" : "AM";
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** "4:30-4:55 PM", or "11:30 AM-12:20 PM" across noon. */
export function formatTimeRange(start: string, end: string): string {
  const from = formatClock(start);
  const to = formatClock(end);
  return from.slice(-2) === to.slice(-2) ? `${from.slice(0, -3)}-${to}` : `${from}-${to}`;
}

const localDayFormat = lazyDateFormat({
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "2026-04-19T09:00" → "Sunday, April 19 · 9:00 AM": already the dojo's own time, so no zone. */
export function formatLocalDayAndTime(local: LocalDateTime): string {
  const [date = "", time = ""] = local.split("T");
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  return `${localDayFormat().format(noon)} · ${formatClock(time)}`;
}

const staffDayFormat = lazyDateFormat({
  timeZone: dojoTimeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
});

/** The year in New York at an instant. */
function newYorkYear(moment: Date): number {
  return new Date(moment.getTime() + newYorkOffsetMinutes(moment) * 60_000).getUTCFullYear();
}

/** Whether `moment` falls in another year than `now`, both in New York. */
function inAnotherYear(moment: Date, now: Date): boolean {
  return newYorkYear(moment) !== newYorkYear(now);
}

/**
 * A moment in the staff area: "Sat, Sep 27, 3:00 PM", with the year when it is not this year in
 * New York ("Fri, Jan 2, 2026, 9:00 AM"), and "New York time" after it where the zone matters
 * to someone reading it elsewhere (the audit log, deliveries, a message's arrival).
 */
export function formatStaffTime(
  moment: Date | string,
  now: Date,
  { zone = false }: { zone?: boolean } = {},
): string {
  const instant = new Date(moment);
  const words = (inAnotherYear(instant, now) ? shortWithYearFormat : shortFormat)().format(instant);
  return zone ? `${words} New York time` : words;
}

/** A day in the staff area: "Sunday, April 19", with the year when it is not this year. */
export function formatStaffDay(moment: Date | string, now: Date): string {
  const instant = new Date(moment);
  return (inAnotherYear(instant, now) ? longDateFormat : staffDayFormat)().format(instant);
}
