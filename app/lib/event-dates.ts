// Event times: entered as the dojo's local time, stored as UTC, shown in New York time whatever
// the server's or visitor's time zone (spec §3: day, short month and 12-hour time, en-US).

export const dojoTimeZone = "America/New_York";

const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: dojoTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Minutes New York is ahead of UTC at `instant` (negative: -240 in summer, -300 in winter). */
function newYorkOffsetMinutes(instant: Date): number {
  const parts = Object.fromEntries(
    offsetFormat.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** "2025-09-27T15:00" at the dojo, as an ISO instant in UTC ("2025-09-27T19:00:00.000Z"). */
export function dojoTimeToUtc(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) throw new Error(`Not a local date and time: ${local}`);
  const [, year, month, day, hour, minute] = match.map(Number);
  const naive = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // The offset at the naive instant is right except within an hour of a clock change; a second
  // pass settles it.
  let instant = naive - newYorkOffsetMinutes(new Date(naive)) * 60_000;
  instant = naive - newYorkOffsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant).toISOString();
}

/** Every calendar day from `first` to `last` inclusive ("2025-10-23" …), with its weekday. */
export function daysFromTo(first: string, last: string): { day: string; weekday: string }[] {
  const days: { day: string; weekday: string }[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= end; at += 86_400_000) {
    const date = new Date(at);
    days.push({
      day: date.toISOString().slice(0, 10),
      weekday: date.toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" }),
    });
  }
  return days;
}

/** When an event that starts at `startsAt` (an ISO instant) and lasts `minutes` ends. */
export function eventEnd(startsAt: string, minutes: number): string {
  return new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();
}

/** The same instant written with New York's offset, for structured data ("…T15:00:00-04:00"). */
export function dojoTimeWithOffset(iso: string): string {
  const instant = new Date(iso);
  const offset = newYorkOffsetMinutes(instant);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${local}${sign}${hours}:${minutes}`;
}

const shortFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: dojoTimeZone,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: dojoTimeZone,
  weekday: "short",
  month: "short",
  day: "numeric",
});

const timeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: dojoTimeZone,
  hour: "numeric",
  minute: "2-digit",
});

/** "Sat, Sep 27, 3:00 PM" */
export function formatEventDate(iso: string): string {
  return shortFormat.format(new Date(iso));
}

/** "Sat, Sep 27" and "3:00 PM", for layouts that set them apart. */
export function eventDayAndTime(iso: string): { day: string; time: string } {
  const instant = new Date(iso);
  return { day: dayFormat.format(instant), time: timeFormat.format(instant) };
}

/** "2 hours", "1.5 hours", "1 hour", "30 minutes". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} ${hours === 1 ? "hour" : "hours"}`;
}

const longDayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: dojoTimeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
});

/** "Sunday, April 19" */
export function formatLongDay(iso: string): string {
  return longDayFormat.format(new Date(iso));
}

/** "9:00 AM" */
export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** An instant as the dojo's local date and time: { date: "2025-09-27", time: "15:00" }. */
export function utcToDojoTime(iso: string): { date: string; time: string } {
  const instant = new Date(iso);
  const local = new Date(instant.getTime() + newYorkOffsetMinutes(instant) * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

const addedFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: dojoTimeZone,
  month: "short",
  day: "numeric",
  year: "numeric",
});

/** "Nov 24, 2026": the day something was added, in the studio's time zone (spec §9). */
export function formatAddedDate(iso: string): string {
  return addedFormat.format(new Date(iso));
}
