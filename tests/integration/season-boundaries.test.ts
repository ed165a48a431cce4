import ical, { type VEvent } from "node-ical";
import { beforeEach, expect, test } from "vitest";
import { occurrencesBetween } from "~/model/season-occurrences";
import { dojoTimeToUtc, localDateTime } from "~/model/times";
import { classesCalendar } from "~/services/calendar/feeds.server";
import { forgetSchedule } from "~/services/schedule/live-schedule.server";
import { copyToNewSeason, publishSeason } from "~/services/schedule/season-publish.server";
import { loadSeasons } from "~/services/schedule/season-reads.server";
import { saveClosure } from "~/services/schedule/season-records.server";
import { addFirstSeason } from "~/services/schedule/season-seed.server";
import { visitorSchedule } from "~/services/schedule/visitor-schedule.server";
import type { Actor } from "~/services/staff/audit.server";
import { emptyCalendar } from "../support/calendar";
import { describeEachDatabase } from "../support/databases";

// The minutes where what visitors see turns over, on SQLite and PostgreSQL alike, read through
// the same services the pages use: a season's last minute and the next one's first day, the
// minute a scheduled publish passes, a closure, and New York's two clock changes (a class stays
// at 4:00 PM on either side of them).

const owner: Actor = { id: "owner-1", name: "Studio Owner", email: "owner@example.com" };
const newYork = (day: string, time: string) => new Date(dojoTimeToUtc(localDateTime(day, time)));

describeEachDatabase("season boundaries", (getDb) => {
  /** 2025-26 as seeded, and 2026-27 copied from it, its closures confirmed, due at `publishAt`. */
  async function twoSeasons(publishAt: Date) {
    const db = getDb();
    const setUp = newYork("2026-05-01", "09:00");
    const copied = await copyToNewSeason(db, (await loadSeasons(db))[0]?.id ?? "", owner, setUp);
    if (copied.status !== "saved") throw new Error("no copy");
    const draft = (await loadSeasons(db)).find((season) => season.id === copied.id);
    for (const closure of draft?.closures ?? []) {
      const { id, version, firstDay, lastDay, groups } = closure;
      await saveClosure(db, copied.id, { id, version, firstDay, lastDay, groups }, owner, setUp);
    }
    expect((await publishSeason(db, copied.id, publishAt, owner, setUp)).status).toBe("saved");
  }

  async function seen(at: Date) {
    const db = getDb();
    forgetSchedule(db);
    return visitorSchedule(db, at);
  }

  beforeEach(async () => {
    const db = getDb();
    await emptyCalendar(db);
    await addFirstSeason(db, newYork("2025-08-01", "09:00"));
  });

  test("the last minute of a season is in it; the next minute shows it ended, or the next season", async () => {
    expect(await seen(newYork("2026-06-30", "23:59"))).toMatchObject({
      label: "2025-26",
      standing: "current",
    });
    expect(await seen(newYork("2026-07-01", "00:00"))).toMatchObject({
      label: "2025-26",
      standing: "ended",
    });
    await twoSeasons(newYork("2026-06-01", "00:00"));
    expect(await seen(newYork("2026-07-01", "00:00"))).toMatchObject({
      label: "2026-27",
      standing: "upcoming",
      startsOn: "Tuesday, September 1, 2026",
    });
    expect(await seen(newYork("2026-09-01", "00:00"))).toMatchObject({
      label: "2026-27",
      standing: "current",
    });
  });

  test("a season scheduled to publish is hidden until that minute and shown from it, with nothing run", async () => {
    const publishAt = newYork("2026-08-15", "09:00");
    await twoSeasons(publishAt);
    const before = await seen(new Date(publishAt.getTime() - 60_000));
    expect(before).toMatchObject({ label: "2025-26", standing: "ended" });
    const at = await seen(publishAt);
    expect(at).toMatchObject({ label: "2026-27", standing: "upcoming" });
    // The pages kept for the old schedule are made again: what they are keyed on moved on.
    expect(at.key).not.toBe(before.key);
  });

  test("a closure leaves its days out, and only its days", async () => {
    const [season] = await loadSeasons(getDb());
    if (!season) throw new Error("no season");
    const days = new Set(
      occurrencesBetween(season, "2025-11-24", "2025-11-30").map((occurrence) => occurrence.date),
    );
    // Thanksgiving, November 27-28, 2025: no class those two days; the days around them meet.
    expect([...days].sort()).toEqual(["2025-11-24", "2025-11-25", "2025-11-26", "2025-11-29"]);
  });

  test("across both clock changes a class stays at 4:00 PM in New York", async () => {
    const [season] = await loadSeasons(getDb());
    const text = await classesCalendar(season, [], "https://studio.example");
    const series = Object.values(ical.sync.parseICS(text)).find(
      (component): component is VEvent =>
        component?.type === "VEVENT" &&
        component.summary === "Beginners (Ages 7-12)" &&
        component.start.getUTCDay() === 1,
    );
    const starts = (from: string, to: string) =>
      (series?.rrule?.between(new Date(from), new Date(to), true) ?? []).map((date) =>
        new Intl.DateTimeFormat("en-US", {
          timeZone: "America/New_York",
          weekday: "short",
          hour: "numeric",
          minute: "2-digit",
        }).format(date),
      );
    // November 2, 2025 (clocks back) and March 8, 2026 (clocks forward) are Sundays.
    expect(starts("2025-10-27T00:00:00Z", "2025-11-04T00:00:00Z")).toEqual([
      "Mon 4:00 PM",
      "Mon 4:00 PM",
    ]);
    expect(starts("2026-03-02T00:00:00Z", "2026-03-10T00:00:00Z")).toEqual([
      "Mon 4:00 PM",
      "Mon 4:00 PM",
    ]);
    // The pages' "today" turns at New York's midnight on both days, not UTC's.
    expect((await seen(newYork("2026-03-08", "23:59"))).key).toContain("2026-03-08");
    expect((await seen(newYork("2025-11-02", "00:30"))).key).toContain("2025-11-02");
  });
});
