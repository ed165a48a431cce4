// Links that put one event into a visitor's calendar: Google Calendar's page for a new event,
// filled in. (The .ics file for the same event is /events.ics?event=…; Apple and Outlook open it.)

/** An instant as Google Calendar writes it: 20250927T190000Z. */
function googleTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

export function googleCalendarUrl({
  title,
  startsAt,
  endsAt,
  details,
  location,
  weeklyUntil,
}: {
  title: string;
  /** ISO-8601 instants. */
  startsAt: string;
  endsAt: string;
  details: string;
  location: string;
  /** For a weekly class: the last day it repeats ("2026-06-30"). */
  weeklyUntil?: string;
}): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: title,
    dates: `${googleTime(startsAt)}/${googleTime(endsAt)}`,
    details,
    location,
  });
  if (weeklyUntil) {
    query.set("recur", `RRULE:FREQ=WEEKLY;UNTIL=${weeklyUntil.replace(/-/g, "")}T235959Z`);
  }
  return `https://calendar.google.com/calendar/render?${query}`;
}
