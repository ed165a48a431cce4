import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import ical, { type VEvent } from "node-ical";
import { beforeEach, expect, test } from "vitest";
import type { ClassGroupId } from "~/content/schedule";
import type { Database } from "~/infra/db-tables";
import type { ClassChangeKind, SeasonClass } from "~/model/seasons";
import { classesCalendar, closuresCalendar } from "~/services/calendar/feeds.server";
import { raiseDataVersion } from "~/services/data-version.server";
import { forgetSchedule, liveSchedule } from "~/services/schedule/live-schedule.server";
import { addFirstSeason } from "~/services/schedule/season-seed.server";
import { emptyCalendar } from "../support/calendar";
import { describeEachDatabase } from "../support/databases";

// The class and closure feeds made from the season the database holds, on SQLite and PostgreSQL
// alike: changes staff keep against a meeting's original date become overrides of that meeting
// (RFC 5545 RECURRENCE-ID), a closure for some groups leaves out only their classes, and the
// text stays the same while nothing changed (so a calendar application gets 304) and differs
// once something did. Read back by a real iCalendar parser (node-ical).

const origin = "https://studio.example";
/** A Monday in the 2025-26 season, so the seeded season is the current one. */
const now = new Date("2025-12-01T17:00:00Z");

async function classesFeed(db: Kysely<Database>, groups: ClassGroupId[] = []): Promise<string> {
  const { live } = await liveSchedule(db, now);
  return classesCalendar(live?.season, groups, origin);
}

async function closuresFeed(db: Kysely<Database>): Promise<string> {
  const { live } = await liveSchedule(db, now);
  return closuresCalendar(live?.season, origin);
}

function isEvent(component: unknown): component is VEvent {
  return (
    typeof component === "object" &&
    component !== null &&
    "type" in component &&
    component.type === "VEVENT"
  );
}

/** The override of a series' meeting on a New York day ("2025-12-08"), if it has one. */
function overrideOn(series: VEvent, day: string): VEvent | undefined {
  const found: unknown = series.recurrences?.[day];
  return isEvent(found) ? found : undefined;
}

function eventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === "VEVENT",
  );
}

function seriesOf(text: string, cls: SeasonClass): VEvent {
  const event = eventsOf(text).find((each) => each.uid === `class-${cls.id}@studio.example`);
  if (!event) throw new Error(`no series for ${cls.name} on ${cls.day} at ${cls.start}`);
  return event;
}

/** The days (in New York) a series leaves out. */
function excludedDays(event: VEvent): string[] {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" });
  return [...new Set(Object.values(event.exdate ?? {}).map((date) => day.format(date)))];
}

/** The seeded season's class on a weekday at a time. */
async function seededClass(db: Kysely<Database>, day: string, start: string) {
  const { live } = await liveSchedule(db, now);
  const cls = live?.season.classes.find((each) => each.day === day && each.start === start);
  if (!live || !cls) throw new Error(`no class on ${day} at ${start}`);
  return { seasonId: live.season.id, cls };
}

type ChangeRow = {
  classId: string;
  originalDate: string;
  kind: ClassChangeKind;
  text: string;
  sequence: number;
  newDate?: string;
  newStart?: string;
  newEnd?: string;
};

/** Changes written as another process would, then the schedule's data version raised. */
async function addChanges(db: Kysely<Database>, seasonId: string, changes: ChangeRow[]) {
  await db
    .insertInto("class_changes")
    .values(
      changes.map((change) => ({
        id: randomUUID(),
        season_id: seasonId,
        class_id: change.classId,
        original_date: change.originalDate,
        kind: change.kind,
        text: change.text,
        new_date: change.newDate ?? null,
        new_start: change.newStart ?? null,
        new_end: change.newEnd ?? null,
        sequence: change.sequence,
        version: 1,
      })),
    )
    .execute();
  await changed(db);
}

async function changed(db: Kysely<Database>) {
  await raiseDataVersion(db, "schedule", new Date());
  forgetSchedule(db);
}

describeEachDatabase("the calendar feeds from the database", (getDb) => {
  beforeEach(async () => {
    const db = getDb();
    await emptyCalendar(db);
  });

  test("without a season, both feeds are empty but valid calendars", async () => {
    const db = getDb();
    for (const text of [await classesFeed(db), await closuresFeed(db)]) {
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR$/);
      expect(eventsOf(text)).toEqual([]);
    }
  });

  test("changes to single meetings become overrides of the class's series", async () => {
    const db = getDb();
    await addFirstSeason(db, new Date("2025-08-01T12:00:00Z"));
    const { seasonId, cls: mondayBeginners } = await seededClass(db, "Monday", "16:00");
    const { cls: wednesdayAdvanced } = await seededClass(db, "Wednesday", "18:00");

    const before = await classesFeed(db);
    // Nothing changed: the same text, so the same ETag and a 304.
    expect(await classesFeed(db)).toBe(before);
    await changed(db);
    expect(await classesFeed(db)).toBe(before);
    expect(before).not.toContain("RECURRENCE-ID");
    const seriesBefore = seriesOf(before, mondayBeginners);
    expect(seriesBefore.sequence).toBe(1);

    await addChanges(db, seasonId, [
      {
        classId: mondayBeginners.id,
        originalDate: "2025-12-08",
        kind: "cancelled",
        text: "Instructor away",
        sequence: 3,
      },
      {
        classId: mondayBeginners.id,
        originalDate: "2025-12-15",
        kind: "moved",
        text: "Gym floor",
        newDate: "2025-12-16",
        newStart: "16:30",
        newEnd: "17:20",
        sequence: 2,
      },
      {
        classId: wednesdayAdvanced.id,
        originalDate: "2025-12-10",
        kind: "note",
        text: "Substitute: Sensei Kim",
        sequence: 5,
      },
      // Orphaned: Monday beginners never meet on a Tuesday; staff see it, the feed leaves it out.
      {
        classId: mondayBeginners.id,
        originalDate: "2025-12-09",
        kind: "note",
        text: "Never in the feed",
        sequence: 1,
      },
    ]);
    const after = await classesFeed(db);
    expect(after).not.toBe(before);
    expect(after).not.toContain("Never in the feed");
    expect(after.match(/^RECURRENCE-ID/gm)).toHaveLength(3);

    // The series keeps its UID across the change, and carries the overrides.
    const series = seriesOf(after, mondayBeginners);
    expect(series.uid).toBe(seriesBefore.uid);
    expect(series.sequence).toBe(1);
    expect(series.rrule?.toString()).toBe(seriesBefore.rrule?.toString());

    const cancelled = overrideOn(series, "2025-12-08");
    expect(cancelled?.uid).toBe(series.uid);
    expect(cancelled?.status).toBe("CANCELLED");
    expect(cancelled?.sequence).toBe(3);
    // 4:00 PM in New York on December 8 (standard time).
    expect(cancelled?.recurrenceid?.toISOString()).toBe("2025-12-08T21:00:00.000Z");
    expect(cancelled?.recurrenceid?.tz).toBe("America/New_York");
    expect(String(cancelled?.description)).toMatch(/^Cancelled: Instructor away/);
    expect(after).toContain("RECURRENCE-ID;TZID=America/New_York:20251208T160000\r\n");

    const moved = overrideOn(series, "2025-12-15");
    expect(moved?.status).toBeUndefined();
    expect(moved?.sequence).toBe(2);
    expect(moved?.recurrenceid?.toISOString()).toBe("2025-12-15T21:00:00.000Z");
    expect(moved?.start.toISOString()).toBe("2025-12-16T21:30:00.000Z");
    expect(moved?.end?.toISOString()).toBe("2025-12-16T22:20:00.000Z");

    const note = overrideOn(seriesOf(after, wednesdayAdvanced), "2025-12-10");
    expect(note?.status).toBeUndefined();
    expect(note?.sequence).toBe(5);
    expect(note?.start.toISOString()).toBe("2025-12-10T23:00:00.000Z");
    expect(String(note?.description)).toMatch(/^Substitute: Sensei Kim/);

    // Read again with nothing changed since: the same text.
    forgetSchedule(db);
    expect(await classesFeed(db)).toBe(after);
    // A group's feed carries its own classes' overrides only.
    expect((await classesFeed(db, ["advanced"])).match(/^RECURRENCE-ID/gm)).toHaveLength(1);
    expect(await classesFeed(db, ["kumite"])).not.toContain("RECURRENCE-ID");

    // A save of the class raises its version, and the series' SEQUENCE with it; the UID stays.
    await db
      .updateTable("season_classes")
      .set({ version: 2, end_time: "16:55" })
      .where("id", "=", mondayBeginners.id)
      .execute();
    await changed(db);
    const edited = seriesOf(await classesFeed(db), mondayBeginners);
    expect(edited.uid).toBe(series.uid);
    expect(edited.sequence).toBe(2);
    expect(overrideOn(edited, "2025-12-08")?.status).toBe("CANCELLED");
  });

  test("a closure for some groups is left out of those groups' classes only", async () => {
    const db = getDb();
    await addFirstSeason(db, new Date("2025-08-01T12:00:00Z"));
    const { seasonId, cls: fridayTigers } = await seededClass(db, "Friday", "16:30");
    const { cls: fridayKumite } = await seededClass(db, "Friday", "17:00");
    const { cls: saturdayTigers } = await seededClass(db, "Saturday", "10:30");
    const closuresBefore = await closuresFeed(db);

    await db
      .insertInto("season_closures")
      .values({
        id: randomUUID(),
        season_id: seasonId,
        first_day: "2025-12-05",
        last_day: "2025-12-06",
        label: "Tiny Tigers field trip",
        groups: JSON.stringify(["tiny-tigers"]),
        needs_check: 0,
        version: 1,
      })
      .execute();
    await changed(db);

    const text = await classesFeed(db);
    expect(excludedDays(seriesOf(text, fridayTigers))).toContain("2025-12-05");
    expect(excludedDays(seriesOf(text, saturdayTigers))).toContain("2025-12-06");
    expect(excludedDays(seriesOf(text, fridayKumite))).not.toContain("2025-12-05");
    // Thanksgiving Friday, closed for every class, is left out of both.
    expect(excludedDays(seriesOf(text, fridayKumite))).toContain("2025-11-28");
    expect(excludedDays(seriesOf(text, fridayTigers))).toContain("2025-11-28");
    // The same through a group's feed.
    const tigers = await classesFeed(db, ["tiny-tigers"]);
    expect(
      eventsOf(tigers).every(
        (event) =>
          excludedDays(event).includes("2025-12-05") || excludedDays(event).includes("2025-12-06"),
      ),
    ).toBe(true);

    // The closures feed gains the closure, as an all-day event naming the classes.
    const closures = await closuresFeed(db);
    expect(closures).not.toBe(closuresBefore);
    const trip = eventsOf(closures).find((event) =>
      String(event.description).includes("Tiny Tigers field trip"),
    );
    expect(trip?.datetype).toBe("date");
    expect(String(trip?.summary)).toContain("Tiny Tigers");
    expect(trip?.start.toISOString().slice(0, 10)).toBe("2025-12-05");
    expect(trip?.end?.toISOString().slice(0, 10)).toBe("2025-12-07");
  });
});
