import { randomUUID } from "node:crypto";
import { beforeEach, expect, test } from "vitest";
import { holidayClosures, season, weeklySchedule } from "~/content/schedule";
import { closureLabel } from "~/model/seasons";
import { dojoTimeToUtc, localDateTime } from "~/model/times";
import { dataVersion, raiseDataVersion } from "~/services/data-version.server";
import { liveSchedule } from "~/services/schedule/live-schedule.server";
import { seasonHistory } from "~/services/schedule/revisions.server";
import { loadSeasons } from "~/services/schedule/season-reads.server";
import { addFirstSeason } from "~/services/schedule/season-seed.server";
import { seedDatabase } from "~/services/seed.server";
import { emptyCalendar } from "../support/calendar";
import { createTestDatabase, describeEachDatabase } from "../support/databases";

// The calendar staff keep, on SQLite and PostgreSQL alike: the first season imported from the
// spec's 2025-26 schedule, read back whole, and the season visitors see worked out from the
// publish times and New York's date (the boundaries themselves: tests/unit/seasons.test.ts).

const newYork = (day: string, time: string) => new Date(dojoTimeToUtc(localDateTime(day, time)));

describeEachDatabase("the calendar", (getDb) => {
  beforeEach(async () => {
    const db = getDb();
    await emptyCalendar(db);
  });

  test("the first season is the spec's 2025-26, published, imported once with its history", async () => {
    const db = getDb();
    const seeded = await seedDatabase(db);
    expect(seeded["season-2025-26"]).toBe(1 + weeklySchedule.length + holidayClosures.length);
    expect(await addFirstSeason(db)).toBe(0);

    const [first, ...others] = await loadSeasons(db);
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      label: season.label,
      firstDay: season.firstDay,
      lastDay: season.lastDay,
      publishAt: dojoTimeToUtc(localDateTime(season.firstDay, "00:00")),
    });
    expect(
      first?.classes.map(({ day, start, end, name, audience, kind }) => ({
        day,
        start,
        end,
        name,
        audience,
        kind,
      })),
    ).toEqual(weeklySchedule);
    expect(first?.closures.map(closureLabel)).toEqual(holidayClosures.map((c) => c.label));
    expect(first?.changes).toEqual([]);

    const history = await seasonHistory(db, first?.id ?? "");
    expect(history).toHaveLength(1 + weeklySchedule.length + holidayClosures.length);
    expect(new Set(history.map((revision) => revision.reason))).toEqual(new Set(["create"]));
    expect(await dataVersion(db, "schedule")).toBe(1);
  });

  test("visitors see the season under way, then the ended one, then a newly published one", async () => {
    const db = getDb();
    await addFirstSeason(db);

    const lastMinute = await liveSchedule(db, newYork("2026-06-30", "23:59"));
    expect(lastMinute.live?.standing).toBe("current");
    expect(lastMinute.live?.season.label).toBe("2025-26");

    const after = await liveSchedule(db, newYork("2026-07-01", "00:00"));
    expect(after.live?.standing).toBe("ended");
    expect(after.key).not.toBe(lastMinute.key);

    // Another process publishes 2026-27 from November 30 on: written and its version raised.
    const publishAt = newYork("2026-11-30", "09:00");
    const id = randomUUID();
    const stamp = new Date().toISOString();
    await db
      .insertInto("seasons")
      .values({
        id,
        label: "2026-27",
        first_day: "2026-09-08",
        last_day: "2027-06-30",
        publish_at: publishAt.toISOString(),
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await raiseDataVersion(db, "schedule", new Date());
    // This process sees the new version within a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const before = await liveSchedule(db, new Date(publishAt.getTime() - 60_000));
    expect(before.version).toBe(2);
    expect(before.live?.season.label).toBe("2025-26");
    expect(before.live?.standing).toBe("ended");

    const at = await liveSchedule(db, publishAt);
    expect(at.live?.season.label).toBe("2026-27");
    expect(at.live?.standing).toBe("current");
    expect(at.key).not.toBe(before.key);
  });

  test("the database refuses a class that ends before it starts, or twice in one slot", async () => {
    const db = getDb();
    await addFirstSeason(db);
    const [first] = await loadSeasons(db);
    const base = {
      season_id: first?.id ?? "",
      weekday: "Friday",
      name: "Beginners",
      audience: "Ages 7-12",
      kind: "beginner",
      instructor: null,
      note: null,
      position: 0,
    };
    await expect(
      db
        .insertInto("season_classes")
        .values({ ...base, id: randomUUID(), start_time: "17:00", end_time: "16:00" })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto("season_classes")
      .values({ ...base, id: randomUUID(), start_time: "16:00", end_time: "16:50" })
      .execute();
    await expect(
      db
        .insertInto("season_classes")
        .values({ ...base, id: randomUUID(), start_time: "16:00", end_time: "16:45" })
        .execute(),
    ).rejects.toThrow();
  });
});

test("when the database stops answering, visitors keep the schedule as last read", async () => {
  const own = await createTestDatabase("sqlite");
  const at = newYork("2025-12-01", "12:00");
  try {
    await addFirstSeason(own.db, at);
    const read = await liveSchedule(own.db, at);
    expect(read.live?.standing).toBe("current");
    await own.db.destroy();
    // Past the once-a-second look at the version, which now fails.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const kept = await liveSchedule(own.db, at);
    expect(kept.key).toBe(read.key);
    expect(kept.live?.season.classes).toHaveLength(weeklySchedule.length);
  } finally {
    await own.dispose().catch(() => undefined);
  }
});
