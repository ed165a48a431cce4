import { beforeEach, expect, test } from "vitest";
import { scheduleAudit, scheduleProblems } from "~/content/admin/schedule";
import { formatInstantForStaff } from "~/model/times";
import { liveSchedule } from "~/services/schedule/live-schedule.server";
import { seasonHistory, type Revision } from "~/services/schedule/revisions.server";
import { saveChange, saveClass } from "~/services/schedule/season-edits.server";
import { loadSeasons } from "~/services/schedule/season-reads.server";
import { removeRecord } from "~/services/schedule/season-records.server";
import { restoreRevision } from "~/services/schedule/season-restore.server";
import { addFirstSeason } from "~/services/schedule/season-seed.server";
import type { Actor } from "~/services/staff/audit.server";
import { emptyCalendar } from "../support/calendar";
import { describeEachDatabase } from "../support/databases";

// History's "Restore" on SQLite and PostgreSQL alike: a revision's record written back as a new
// save at a higher version, seen by visitors at once; a removed record comes back; a record that
// no longer fits the season is refused with the reason.

const owner: Actor = { id: "owner-1", name: "Studio Owner", email: "owner@example.com" };
const seededAt = new Date("2025-11-01T15:00:00Z");
const at = new Date("2025-12-01T17:00:00Z");

describeEachDatabase("season restore", (getDb) => {
  beforeEach(async () => {
    const db = getDb();
    await emptyCalendar(db);
    await addFirstSeason(db, seededAt);
  });

  async function mondayBeginners() {
    const [season] = await loadSeasons(getDb());
    const cls = season?.classes.find((c) => c.day === "Monday" && c.kind === "beginner");
    if (!season || !cls) throw new Error("The seed has no Monday beginners");
    return { season, cls };
  }

  async function revisionOf(
    seasonId: string,
    recordId: string,
    reason: Revision["reason"],
  ): Promise<Revision> {
    const history = await seasonHistory(getDb(), seasonId);
    const found = history.find((r) => r.recordId === recordId && r.reason === reason);
    if (!found) throw new Error(`No "${reason}" revision of ${recordId}`);
    return found;
  }

  test("a class edited since is put back as it was, at a new version, and visitors see it", async () => {
    const db = getDb();
    const { season, cls } = await mondayBeginners();
    const created = await revisionOf(season.id, cls.id, "create");
    const moved = { ...cls, start: "16:30", end: "17:20" };
    expect((await saveClass(db, season.id, moved, owner, at)).status).toBe("saved");
    const edited = await liveSchedule(db, at);
    expect(edited.live?.season.classes.find((c) => c.id === cls.id)).toMatchObject({
      start: "16:30",
    });

    const restored = await restoreRevision(db, season.id, created.id, owner, at);
    expect(restored).toEqual({ status: "saved", id: cls.id });
    const { cls: after } = await mondayBeginners();
    expect(after).toMatchObject({ id: cls.id, start: "16:00", end: "16:50" });
    expect(after.version).toBeGreaterThan(cls.version + 1);

    const [latest] = await seasonHistory(db, season.id);
    expect(latest).toMatchObject({ kind: "class", recordId: cls.id, reason: "restore" });
    expect(latest?.row).toMatchObject({ start_time: "16:00", version: after.version });
    const [entry] = await db.selectFrom("audit_log").selectAll().orderBy("id", "desc").execute();
    expect(entry).toMatchObject({
      action: "restore",
      summary: scheduleAudit.restored("Beginners on Mondays", formatInstantForStaff(seededAt)),
    });
    expect(JSON.parse(entry?.changes ?? "{}")).toMatchObject({ start_time: ["16:30", "16:00"] });

    const { live } = await liveSchedule(db, at);
    expect(live?.season.classes.find((c) => c.id === cls.id)).toMatchObject({ start: "16:00" });
  });

  test("a removed closure comes back", async () => {
    const db = getDb();
    const { season } = await mondayBeginners();
    const closure = season.closures.find((entry) => entry.firstDay === "2025-12-24");
    if (!closure) throw new Error("The seed has no winter break");
    expect((await removeRecord(db, season.id, "closure", closure, owner, at)).status).toBe("saved");
    const [afterRemoval] = await loadSeasons(db);
    expect(afterRemoval?.closures.map((entry) => entry.id)).not.toContain(closure.id);

    const removed = await revisionOf(season.id, closure.id, "remove");
    expect(await restoreRevision(db, season.id, removed.id, owner, at)).toEqual({
      status: "saved",
      id: closure.id,
    });
    const [after] = await loadSeasons(db);
    expect(after?.closures.find((entry) => entry.id === closure.id)).toEqual({
      ...closure,
      version: closure.version + 1,
    });
    const { live } = await liveSchedule(db, at);
    expect(live?.season.closures.map((entry) => entry.id)).toContain(closure.id);
  });

  test("a removed change comes back with a sequence higher than it ever had", async () => {
    const db = getDb();
    const { season, cls } = await mondayBeginners();
    const input = { classId: cls.id, originalDate: "2025-12-08", kind: "cancelled" } as const;
    const created = await saveChange(db, season.id, { ...input, text: "Away" }, owner, at);
    if (created.status !== "saved") throw new Error(`not saved: ${created.status}`);
    const edit = { ...input, text: "Instructor away", id: created.id, version: 1 };
    expect((await saveChange(db, season.id, edit, owner, at)).status).toBe("saved");
    const [edited] = (await loadSeasons(db))[0]?.changes ?? [];
    expect(edited).toMatchObject({ sequence: 2, version: 2 });
    const target = { id: created.id, version: 2 };
    expect((await removeRecord(db, season.id, "change", target, owner, at)).status).toBe("saved");
    expect((await loadSeasons(db))[0]?.changes).toEqual([]);

    const first = await revisionOf(season.id, created.id, "create");
    expect(await restoreRevision(db, season.id, first.id, owner, at)).toEqual({
      status: "saved",
      id: created.id,
    });
    const [back] = (await loadSeasons(db))[0]?.changes ?? [];
    expect(back).toMatchObject({ ...input, id: created.id, text: "Away", sequence: 3, version: 3 });
  });

  test("a class that would now meet with another is refused, and an unknown revision is missing", async () => {
    const db = getDb();
    const { season, cls } = await mondayBeginners();
    const created = await revisionOf(season.id, cls.id, "create");
    const moved = { ...cls, start: "16:30", end: "17:20" };
    expect((await saveClass(db, season.id, moved, owner, at)).status).toBe("saved");
    const extra = { ...cls, id: undefined, name: "Beginners (extra)" };
    expect((await saveClass(db, season.id, extra, owner, at)).status).toBe("saved");
    const revisions = (await seasonHistory(db, season.id)).length;

    expect(await restoreRevision(db, season.id, created.id, owner, at)).toEqual({
      status: "invalid",
      problems: { start: scheduleProblems.sameClass("Beginners (extra)", "Monday", "4:00 PM") },
    });
    expect(await restoreRevision(db, season.id, 987_654, owner, at)).toEqual({
      status: "missing",
    });
    const [after] = await loadSeasons(db);
    expect(after?.classes.find((c) => c.id === cls.id)).toMatchObject({
      id: cls.id,
      start: "16:30",
      version: cls.version + 1,
    });
    expect(await seasonHistory(db, season.id)).toHaveLength(revisions);
  });
});
