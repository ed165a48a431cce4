import { beforeEach, expect, test } from "vitest";
import { scheduleAudit, scheduleProblems } from "~/content/admin/schedule";
import { orphanedChanges } from "~/model/season-occurrences";
import { seasonHistory } from "~/services/schedule/revisions.server";
import { saveChange, saveClass } from "~/services/schedule/season-edits.server";
import { copyToNewSeason, publishSeason } from "~/services/schedule/season-publish.server";
import { loadSeasons } from "~/services/schedule/season-reads.server";
import { removeRecord, saveClosure, saveSeason } from "~/services/schedule/season-records.server";
import { addFirstSeason } from "~/services/schedule/season-seed.server";
import type { Actor } from "~/services/staff/audit.server";
import { emptyCalendar } from "../support/calendar";
import { describeEachDatabase } from "../support/databases";

// A season's name and dates, its closures, and the removal of its records, on SQLite and
// PostgreSQL alike: each checked, kept with its revision and audit entry, and refused over a
// newer version.

const owner: Actor = { id: "owner-1", name: "Studio Owner", email: "owner@example.com" };
const at = new Date("2025-12-01T17:00:00Z");
const outside2025 = scheduleProblems.outsideSeason("2025-26", "September 1, 2025", "June 30, 2026");

describeEachDatabase("season records", (getDb) => {
  beforeEach(async () => {
    const db = getDb();
    await emptyCalendar(db);
    await addFirstSeason(db, at);
  });

  async function firstSeason() {
    const [season] = await loadSeasons(getDb());
    if (!season) throw new Error("The seed has no season");
    return season;
  }

  async function audit() {
    const rows = await getDb().selectFrom("audit_log").selectAll().orderBy("id").execute();
    return rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) as unknown }));
  }

  test("a closure inside the season is saved with its revision and audit entry", async () => {
    const db = getDb();
    const season = await firstSeason();
    const input = { firstDay: "2026-02-16", lastDay: "2026-02-20", groups: ["beginner"] } as const;
    const saved = await saveClosure(
      db,
      season.id,
      { ...input, label: " Winter break " },
      owner,
      at,
    );
    if (saved.status !== "saved") throw new Error(`not saved: ${saved.status}`);

    const closure = (await firstSeason()).closures.find((entry) => entry.id === saved.id);
    expect(closure).toMatchObject({ ...input, label: "Winter break", needsCheck: false });
    const [latest] = await seasonHistory(db, season.id);
    expect(latest).toMatchObject({ kind: "closure", recordId: saved.id, reason: "create" });
    expect(await audit()).toMatchObject([
      { action: "create", summary: scheduleAudit.closureSaved("Winter break", "2025-26") },
    ]);
  });

  test("a closure outside the season, ending before it begins or for no group is refused", async () => {
    const db = getDb();
    const season = await firstSeason();
    const revisions = (await seasonHistory(db, season.id)).length;
    const refusals = [
      [
        { firstDay: "2026-07-01", lastDay: "2026-07-03", groups: [] },
        { firstDay: outside2025, lastDay: outside2025 },
      ],
      [
        { firstDay: "2026-02-20", lastDay: "2026-02-16", groups: [] },
        { lastDay: scheduleProblems.lastBeforeFirst("February 16, 2026", "February 20, 2026") },
      ],
      [
        { firstDay: "2026-02-16", lastDay: "2026-02-16", groups: ["beginner", "yoga"] },
        { groups: scheduleProblems.unknownGroups("yoga") },
      ],
    ] as const;
    for (const [input, problems] of refusals) {
      const refused = await saveClosure(db, season.id, input, owner, at);
      expect(refused).toEqual({ status: "invalid", problems });
    }
    expect((await firstSeason()).closures).toEqual(season.closures);
    expect(await seasonHistory(db, season.id)).toHaveLength(revisions);
    expect(await audit()).toEqual([]);
  });

  test("saving each copied closure confirms it, and then the copy can be published", async () => {
    const db = getDb();
    const copied = await copyToNewSeason(db, (await firstSeason()).id, owner, at);
    if (copied.status !== "saved") throw new Error(`not copied: ${copied.status}`);
    const draftOf = async () => (await loadSeasons(db, [copied.id]))[0];
    const closures = (await draftOf())?.closures ?? [];
    expect(closures).toHaveLength(5);
    expect(closures.every((closure) => closure.needsCheck)).toBe(true);

    const [first, ...rest] = closures;
    if (!first) throw new Error("The copy has no closures");
    expect((await saveClosure(db, copied.id, first, owner, at)).status).toBe("saved");
    const confirmed = (await draftOf())?.closures.find((entry) => entry.id === first.id);
    expect(confirmed).toMatchObject({ needsCheck: false, version: 2, firstDay: first.firstDay });
    expect(await publishSeason(db, copied.id, "now", owner, at)).toEqual({
      status: "invalid",
      problems: { closures: scheduleProblems.closuresToCheck(4) },
    });

    for (const closure of rest) {
      expect((await saveClosure(db, copied.id, closure, owner, at)).status).toBe("saved");
    }
    expect((await draftOf())?.closures.some((closure) => closure.needsCheck)).toBe(false);
    expect(await publishSeason(db, copied.id, "now", owner, at)).toEqual({
      status: "saved",
      id: copied.id,
    });
  });

  test("a closure edited over a newer version is refused, naming what changed", async () => {
    const db = getDb();
    const season = await firstSeason();
    const closure = season.closures.find((entry) => entry.firstDay === "2025-11-27");
    if (!closure) throw new Error("The seed has no Thanksgiving closure");
    const renamed = await saveClosure(
      db,
      season.id,
      { ...closure, label: "Thanksgiving" },
      owner,
      at,
    );
    expect(renamed).toEqual({ status: "saved", id: closure.id });

    const stale = await saveClosure(
      db,
      season.id,
      { ...closure, lastDay: "2025-11-29" },
      owner,
      at,
    );
    expect(stale).toEqual({ status: "conflict", changed: ["label"] });
    const after = (await firstSeason()).closures.find((entry) => entry.id === closure.id);
    expect(after).toMatchObject({ label: "Thanksgiving", lastDay: "2025-11-28", version: 2 });
  });

  test("a season's name and dates are saved at the version read, and checked", async () => {
    const db = getDb();
    const season = await firstSeason();
    const edit = {
      label: "2025-26 season",
      firstDay: "2025-08-25",
      lastDay: "2026-06-26",
    } as const;
    const saved = await saveSeason(db, season.id, { ...edit, version: season.version }, owner, at);
    expect(saved).toEqual({ status: "saved", id: season.id });
    expect(await firstSeason()).toMatchObject({ ...edit, version: season.version + 1 });
    expect((await audit()).at(-1)).toMatchObject({
      action: "edit",
      summary: scheduleAudit.seasonSaved("2025-26 season"),
      changes: { label: ["2025-26", "2025-26 season"] },
    });

    const version = season.version + 1;
    expect(await saveSeason(db, season.id, { ...edit, label: "  ", version }, owner, at)).toEqual({
      status: "invalid",
      problems: { label: scheduleProblems.noLabel },
    });
    const backwards = { ...edit, lastDay: "2025-08-01", version } as const;
    expect(await saveSeason(db, season.id, backwards, owner, at)).toEqual({
      status: "invalid",
      problems: {
        lastDay: scheduleProblems.lastBeforeFirst("August 1, 2025", "August 25, 2025"),
      },
    });
    const stale = await saveSeason(db, season.id, { ...edit, version: season.version }, owner, at);
    expect(stale).toEqual({ status: "conflict", changed: ["label", "first_day", "last_day"] });
    expect(await firstSeason()).toMatchObject({ ...edit, version });
  });

  test("removing a class keeps its changes and the whole class in its revision", async () => {
    const db = getDb();
    const season = await firstSeason();
    const cls = season.classes.find((c) => c.day === "Monday" && c.kind === "beginner");
    if (!cls) throw new Error("The seed has no Monday beginners");
    const change = { classId: cls.id, originalDate: "2025-12-08", kind: "cancelled" } as const;
    await saveChange(db, season.id, { ...change, text: "Instructor away" }, owner, at);
    const stored = await db
      .selectFrom("season_classes")
      .selectAll()
      .where("id", "=", cls.id)
      .executeTakeFirstOrThrow();

    const removed = await removeRecord(db, season.id, "class", cls, owner, at);
    expect(removed).toEqual({ status: "saved", id: cls.id });
    const after = await firstSeason();
    expect(after.classes.map((c) => c.id)).not.toContain(cls.id);
    expect(after.changes).toMatchObject([change]);
    expect(orphanedChanges(after)).toMatchObject([change]);

    const [latest] = await seasonHistory(db, season.id);
    expect(latest).toMatchObject({ kind: "class", recordId: cls.id, reason: "remove" });
    expect(latest?.row).toEqual(stored);
    expect((await audit()).at(-1)).toEqual(
      expect.objectContaining({
        action: "remove",
        summary: scheduleAudit.removed("Beginners on Mondays", "2025-26"),
        changes: Object.fromEntries(
          Object.entries(stored).map(([key, value]) => [key, [value, null]]),
        ),
      }),
    );
  });

  test("a removal over a newer version is refused, and an unknown record is missing", async () => {
    const db = getDb();
    const season = await firstSeason();
    const cls = season.classes.find((c) => c.day === "Monday" && c.kind === "beginner");
    if (!cls) throw new Error("The seed has no Monday beginners");
    const moved = { ...cls, start: "16:30", end: "17:20" };
    expect((await saveClass(db, season.id, moved, owner, at)).status).toBe("saved");
    const auditBefore = await audit();

    const stale = await removeRecord(db, season.id, "class", cls, owner, at);
    expect(stale).toMatchObject({ status: "conflict" });
    const unknown = { id: "no-such-closure", version: 1 };
    expect(await removeRecord(db, season.id, "closure", unknown, owner, at)).toEqual({
      status: "missing",
    });
    const kept = (await firstSeason()).classes.find((c) => c.id === cls.id);
    expect(kept).toMatchObject({ start: "16:30", version: cls.version + 1 });
    expect(await audit()).toEqual(auditBefore);
  });
});
