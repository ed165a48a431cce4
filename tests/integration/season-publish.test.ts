import { beforeEach, expect, test } from "vitest";
import { scheduleProblems } from "~/content/admin/schedule";
import { dojoTimeToUtc, localDateTime } from "~/model/times";
import { dataVersion } from "~/services/data-version.server";
import { liveSchedule } from "~/services/schedule/live-schedule.server";
import { seasonHistory } from "~/services/schedule/revisions.server";
import { copyToNewSeason, publishSeason } from "~/services/schedule/season-publish.server";
import { loadSeasons } from "~/services/schedule/season-reads.server";
import { addFirstSeason } from "~/services/schedule/season-seed.server";
import type { Actor } from "~/services/staff/audit.server";
import { emptyCalendar } from "../support/calendar";
import { describeEachDatabase } from "../support/databases";

// A season's life on SQLite and PostgreSQL alike: copied a year on as a draft whose closures
// must be checked, then published at a time to come, live from that minute with nothing run.

const owner: Actor = { id: "owner-1", name: "Studio Owner", email: "owner@example.com" };
const newYork = (day: string, time: string) => new Date(dojoTimeToUtc(localDateTime(day, time)));
const today = newYork("2026-11-25", "10:00");

describeEachDatabase("season publishing", (getDb) => {
  beforeEach(async () => {
    const db = getDb();
    await emptyCalendar(db);
    await addFirstSeason(db, newYork("2025-08-01", "09:00"));
  });

  test("a copy is a draft a year on, its closures to check; it publishes at its time and not before", async () => {
    const db = getDb();
    const [first] = await loadSeasons(db);
    const copied = await copyToNewSeason(db, first?.id ?? "", owner, today);
    if (copied.status !== "saved") throw new Error(`not copied: ${copied.status}`);
    const versionAfterCopy = await dataVersion(db, "schedule");

    const draft = (await loadSeasons(db)).find((season) => season.id === copied.id);
    expect(draft).toMatchObject({
      label: "2026-27",
      firstDay: "2026-09-01",
      lastDay: "2027-06-30",
    });
    expect(draft?.publishAt).toBeUndefined();
    expect(draft?.classes).toHaveLength(first?.classes.length ?? -1);
    expect(draft?.closures.every((closure) => closure.needsCheck)).toBe(true);
    // A draft is not something visitors see: the schedule's version did not move.
    expect(versionAfterCopy).toBe(1);
    expect((await seasonHistory(db, copied.id)).every((r) => r.reason === "copy")).toBe(true);

    const refused = await publishSeason(db, copied.id, "now", owner, today);
    expect(refused).toEqual({
      status: "invalid",
      problems: { closures: scheduleProblems.closuresToCheck(5) },
    });

    await db.updateTable("season_closures").set({ needs_check: 0 }).execute();
    const past = await publishSeason(db, copied.id, newYork("2026-11-01", "09:00"), owner, today);
    expect(past.status).toBe("invalid");

    const at = newYork("2026-11-30", "09:00");
    expect((await publishSeason(db, copied.id, at, owner, today)).status).toBe("saved");
    const before = await liveSchedule(db, new Date(at.getTime() - 60_000));
    expect(before.live).toMatchObject({ standing: "ended", season: { label: "2025-26" } });
    const after = await liveSchedule(db, at);
    expect(after.live).toMatchObject({ standing: "current", season: { label: "2026-27" } });

    const audit = await db.selectFrom("audit_log").select(["action", "summary"]).execute();
    expect(audit.map((entry) => entry.action)).toEqual(["copy", "publish"]);
    expect(audit[1]?.summary).toBe(
      "Scheduled 2026-27 to publish at Monday, November 30, 2026 at 9:00 AM",
    );
  });
});
