import { beforeEach, expect, test } from "vitest";
import { scheduleProblems } from "~/content/admin/schedule";
import { liveSchedule } from "~/services/schedule/live-schedule.server";
import { seasonHistory } from "~/services/schedule/revisions.server";
import { saveChange, saveClass } from "~/services/schedule/season-edits.server";
import { loadSeasons } from "~/services/schedule/season-reads.server";
import { addFirstSeason } from "~/services/schedule/season-seed.server";
import type { Actor } from "~/services/staff/audit.server";
import { emptyCalendar } from "../support/calendar";
import { describeEachDatabase } from "../support/databases";

// Staff's edits to a season on SQLite and PostgreSQL alike: each checked, kept with its
// revision and audit entry, seen by visitors at once, and refused over a newer version with
// what changed named.

const owner: Actor = { id: "owner-1", name: "Studio Owner", email: "owner@example.com" };
const at = new Date("2025-12-01T17:00:00Z");

describeEachDatabase("season edits", (getDb) => {
  beforeEach(async () => {
    const db = getDb();
    await emptyCalendar(db);
    await addFirstSeason(db, at);
  });

  async function mondayBeginners() {
    const [season] = await loadSeasons(getDb());
    const cls = season?.classes.find((c) => c.day === "Monday" && c.kind === "beginner");
    if (!season || !cls) throw new Error("The seed has no Monday beginners");
    return { season, cls };
  }

  test("a cancellation is saved with its revision and audit entry, and visitors see it at once", async () => {
    const db = getDb();
    const { season, cls } = await mondayBeginners();
    const saved = await saveChange(
      db,
      season.id,
      { classId: cls.id, originalDate: "2025-12-08", kind: "cancelled", text: "Instructor away" },
      owner,
      at,
    );
    expect(saved.status).toBe("saved");

    const { live } = await liveSchedule(db, at);
    expect(live?.season.changes).toMatchObject([
      { classId: cls.id, originalDate: "2025-12-08", kind: "cancelled", sequence: 1 },
    ]);
    const [latest] = await seasonHistory(db, season.id);
    expect(latest).toMatchObject({ kind: "change", reason: "create", staffName: "Studio Owner" });
    const audit = await db.selectFrom("audit_log").selectAll().execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ record_kind: "season", record_id: season.id });
    expect(JSON.parse(audit[0]?.changes ?? "{}")).toMatchObject({
      kind: [null, "cancelled"],
      text: [null, "Instructor away"],
    });
  });

  test("a change for a day the class does not meet is refused with the reason, and nothing is written", async () => {
    const db = getDb();
    const { season, cls } = await mondayBeginners();
    const refused = await saveChange(
      db,
      season.id,
      { classId: cls.id, originalDate: "2025-12-09", kind: "cancelled", text: "Away" },
      owner,
      at,
    );
    expect(refused).toEqual({
      status: "invalid",
      problems: {
        originalDate: scheduleProblems.notThatWeekday(
          "Beginners",
          "Monday",
          "Tuesday, December 9, 2025",
        ),
      },
    });
    expect(await db.selectFrom("class_changes").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("audit_log").selectAll().execute()).toEqual([]);
  });

  test("moving Monday beginners keeps the cancellation made before; an edit over a newer one names what changed", async () => {
    const db = getDb();
    const { season, cls } = await mondayBeginners();
    await saveChange(
      db,
      season.id,
      { classId: cls.id, originalDate: "2025-12-08", kind: "cancelled", text: "Instructor away" },
      owner,
      at,
    );
    const moved = await saveClass(
      db,
      season.id,
      { ...cls, start: "16:30", end: "17:20", id: cls.id, version: cls.version },
      owner,
      at,
    );
    expect(moved.status).toBe("saved");
    const [after] = await loadSeasons(db);
    expect(after?.classes.find((c) => c.id === cls.id)).toMatchObject({
      start: "16:30",
      version: 2,
    });
    expect(after?.changes).toHaveLength(1);

    // A second page still holds version 1: its save is refused, naming the times.
    const stale = await saveClass(
      db,
      season.id,
      { ...cls, name: "Beginners (ages 7-12)", id: cls.id, version: 1 },
      owner,
      at,
    );
    expect(stale).toEqual({ status: "conflict", changed: ["start_time", "end_time"] });
  });

  test("the same class twice in one slot is refused", async () => {
    const db = getDb();
    const { season, cls } = await mondayBeginners();
    const twin = await saveClass(db, season.id, { ...cls, id: undefined }, owner, at);
    expect(twin.status).toBe("invalid");
    expect(await db.selectFrom("season_classes").selectAll().execute()).toHaveLength(
      season.classes.length,
    );
  });

  test("two edits of the same version at once: one is saved, the other refused", async () => {
    const db = getDb();
    const { season, cls } = await mondayBeginners();
    const edit = (start: string, end: string) =>
      saveClass(db, season.id, { ...cls, start, end, id: cls.id, version: cls.version }, owner, at);
    const results = await Promise.all([edit("16:30", "17:20"), edit("16:15", "17:05")]);
    expect(results.map((result) => result.status).sort()).toEqual(["conflict", "saved"]);
    const [after] = await loadSeasons(db);
    expect(after?.classes.find((c) => c.id === cls.id)?.version).toBe(2);
  });
});
