// Clock arithmetic in New York's time zone, on ISO-8601 text: the offset from UTC at an instant
// (daylight saving included), an instant written with that offset, and calendar days. The
// studio's named times (app/model/times.ts) and the structured-data builders both use it.

export const newYorkTimeZone = "America/New_York";

/**
 * A date format made the first time it is used. Making one loads the browser's time-zone and
 * calendar data: 15–30 ms of a slow phone's start-up for the first, in the middle of running the
 * page's script, on pages whose script never writes a date (their dates come in the HTML).
 */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat("en-US", options));
}

const offsetFormat = lazyDateFormat({
  timeZone: newYorkTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

const hourMs = 3_600_000;

/**
 * New York's offset by UTC hour, as read. Its clocks change only on a whole UTC hour (2:00 AM
 * local: 07:00 UTC in March, 06:00 UTC in November), so the offset is the same through any UTC
 * hour, and a page asking "what day is it in New York?" several times a request asks Intl once
 * for each hour it meets. An hour that does not start and end on one offset is never kept.
 */
const offsetsByHour = new Map<number, number>();
const keptHours = 512;

/** Minutes New York is ahead of UTC at `instant` (negative: -240 in summer, -300 in winter). */
export function newYorkOffsetMinutes(instant: Date): number {
  const hour = Math.floor(instant.getTime() / hourMs);
  const kept = offsetsByHour.get(hour);
  if (kept !== undefined) return kept;
  const offset = offsetAt(instant);
  const start = new Date(hour * hourMs);
  const end = new Date((hour + 1) * hourMs - 1);
  if (Number.isFinite(hour) && offsetAt(start) === offset && offsetAt(end) === offset) {
    if (offsetsByHour.size >= keptHours) offsetsByHour.clear();
    offsetsByHour.set(hour, offset);
  }
  return offset;
}

function offsetAt(instant: Date): number {
  const parts = Object.fromEntries(
    offsetFormat()
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
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

/**
 * New York's offset by the United States' daylight-saving rule (since 2007: from 2:00 AM on the
 * second Sunday of March, 07:00 UTC, to 2:00 AM on the first Sunday of November, 06:00 UTC),
 * worked out without Intl. For the browser: making its first date format costs 15–30 ms of a
 * slow phone's start-up. The server reads the time-zone data (newYorkOffsetMinutes); a unit test
 * holds this to it for every hour of 2007 to 2045.
 */
export function newYorkOffsetByRule(instant: Date): number {
  const year = instant.getUTCFullYear();
  const sunday = (month: number, nth: number) => {
    const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
  };
  const starts = Date.UTC(year, 2, sunday(2, 2), 7);
  const ends = Date.UTC(year, 10, sunday(10, 1), 6);
  const time = instant.getTime();
  return time >= starts && time < ends ? -240 : -300;
}

/** An ISO instant written with New York's offset, for structured data ("…T15:00:00-04:00"). */
export function withNewYorkOffset(iso: string): string {
  const instant = new Date(iso);
  const offset = newYorkOffsetMinutes(instant);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${local}${sign}${hours}:${minutes}`;
}

/** The ISO instant `minutes` after `iso`. */
export function minutesAfter(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
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
