import ical, { type VEvent } from "node-ical";

import { holidayClosures } from "~/content/schedule";
import type { ClassChange } from "~/model/seasons";
import { mondayBeginners, seedId, seedSeason } from "../support/seed-season";

// What the calendar feed tests share: the 2025-26 seed as a season the database would hold
// (tests/support/seed-season.ts), and the feeds read back by a real iCalendar parser (node-ical).

export const origin = "https://studio.example";
export const zone = "America/New_York";
export const seasonId = seedId;
export const seedClosures = seedSeason().closures;
export { seedSeason };
export const season = seedSeason();
export const mondayBeginnersId = mondayBeginners;

export function change(patch: Partial<ClassChange> & Pick<ClassChange, "kind">): ClassChange {
  return {
    id: `change-${patch.kind}`,
    classId: mondayBeginnersId,
    originalDate: "2025-12-08",
    text: "",
    sequence: 1,
    version: 1,
    ...patch,
  };
}

export function isEvent(component: unknown): component is VEvent {
  return (
    typeof component === "object" &&
    component !== null &&
    "type" in component &&
    component.type === "VEVENT"
  );
}

/** The override of a series' meeting on a New York day ("2025-12-08"), if it has one. */
export function overrideOn(series: VEvent, day: string): VEvent | undefined {
  const found: unknown = series.recurrences?.[day];
  return isEvent(found) ? found : undefined;
}

export function eventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === "VEVENT",
  );
}

/** A property's value, with or without its parameters (URL;VALUE=URI:…). */
export function valueOf(property: unknown): unknown {
  return typeof property === "object" && property !== null && "val" in property
    ? property.val
    : property;
}

/** "2025-11-03 16:00": an instant as a wall clock at the dojo. */
export function atDojo(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

export function occurrences(event: VEvent): string[] {
  return ical
    .expandRecurringEvent(event, {
      from: new Date("2025-08-01T00:00:00Z"),
      to: new Date("2026-12-31T00:00:00Z"),
    })
    .map((instance) => atDojo(instance.start));
}

export function closedDays(): Set<string> {
  const days = new Set<string>();
  for (const closure of holidayClosures) {
    for (
      let at = Date.parse(`${closure.from}T12:00:00Z`);
      at <= Date.parse(`${closure.to}T12:00:00Z`);
      at += 86_400_000
    ) {
      days.add(new Date(at).toISOString().slice(0, 10));
    }
  }
  return days;
}

export function seriesOf(events: VEvent[], classId: string): VEvent {
  const event = events.find((each) => each.uid === `class-${classId}@studio.example`);
  if (!event) throw new Error(`no series for ${classId}`);
  return event;
}

/** The EXDATE days of a series ("2025-12-08"), as New York days. */
export function excludedDays(event: VEvent): string[] {
  return [...new Set(Object.values(event.exdate ?? {}).map((date) => atDojo(date).slice(0, 10)))];
}
