import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { scheduleProblems } from "~/content/admin/schedule";
import type { Database } from "~/infra/db-tables";
import { changeProblems, classProblems } from "~/model/season-problems";
import type { ClassChange, SeasonClass } from "~/model/seasons";
import type { Actor } from "../staff/audit.server";
import { forgetSchedule } from "./live-schedule.server";
import { loadSeason } from "./season-reads.server";
import { changedSince, finish, type EditResult } from "./season-saves.server";

// Staff's changes to a season's weekly classes and to single occurrences, each one transaction:
// the checks (model/season-problems.ts) against the season as it is inside the transaction, then
// the row and what every save writes with it (season-saves.server.ts).

export type { EditResult } from "./season-saves.server";

export type ClassInput = Pick<
  SeasonClass,
  "day" | "start" | "end" | "name" | "audience" | "kind"
> & {
  instructor?: string;
  note?: string;
};

/** Adds a weekly class to a season, or edits one (`id` and the `version` it was read at). */
export async function saveClass(
  db: Kysely<Database>,
  seasonId: string,
  input: ClassInput & { id?: string; version?: number },
  actor: Actor,
  at: Date,
): Promise<EditResult> {
  const result = await db.transaction().execute(async (trx): Promise<EditResult> => {
    const season = await loadSeason(trx, seasonId);
    if (!season) return { status: "missing" };
    const problems = classProblems(input, season.classes, scheduleProblems);
    if (Object.keys(problems).length > 0) return { status: "invalid", problems };
    const fields = {
      weekday: input.day,
      start_time: input.start,
      end_time: input.end,
      name: input.name,
      audience: input.audience,
      kind: input.kind,
      instructor: input.instructor || null,
      note: input.note || null,
    };
    if (input.id === undefined) {
      const sameDay = season.classes.filter((cls) => cls.day === input.day).length;
      const row = {
        id: randomUUID(),
        season_id: seasonId,
        ...fields,
        position: sameDay,
        version: 1,
      };
      await trx.insertInto("season_classes").values(row).execute();
      const summary = `Added ${input.name} on ${input.day}s (${season.label})`;
      await finish(trx, { kind: "class", row, seasonId, reason: "create", actor, at, summary });
      return { status: "saved", id: row.id };
    }
    const before = await trx
      .selectFrom("season_classes")
      .selectAll()
      .where("id", "=", input.id)
      .where("season_id", "=", seasonId)
      .executeTakeFirst();
    if (!before) return { status: "missing" };
    if (input.version !== before.version) {
      return {
        status: "conflict",
        changed: await changedSince(trx, "class", before, input.version ?? 0),
      };
    }
    const row = { ...before, ...fields, version: before.version + 1 };
    await trx.updateTable("season_classes").set(row).where("id", "=", before.id).execute();
    const summary = `Changed ${input.name} on ${input.day}s (${season.label})`;
    await finish(trx, {
      kind: "class",
      row,
      before,
      seasonId,
      reason: "edit",
      actor,
      at,
      summary,
    });
    return { status: "saved", id: row.id };
  });
  forgetSchedule(db);
  return result;
}

export type ChangeInput = Pick<ClassChange, "classId" | "originalDate" | "kind" | "text"> &
  Partial<Pick<ClassChange, "newDate" | "newStart" | "newEnd">>;

/**
 * Cancels, moves or annotates one occurrence of a class, or edits that change (`id` and the
 * `version` it was read at). Each save raises the change's sequence, so a subscribed calendar
 * takes the new version.
 */
export async function saveChange(
  db: Kysely<Database>,
  seasonId: string,
  input: ChangeInput & { id?: string; version?: number },
  actor: Actor,
  at: Date,
): Promise<EditResult> {
  const result = await db.transaction().execute(async (trx): Promise<EditResult> => {
    const season = await loadSeason(trx, seasonId);
    if (!season) return { status: "missing" };
    const problems = changeProblems(input, season, scheduleProblems);
    if (Object.keys(problems).length > 0) return { status: "invalid", problems };
    const cls = season.classes.find((entry) => entry.id === input.classId);
    const moved = input.kind === "moved";
    const fields = {
      class_id: input.classId,
      original_date: input.originalDate,
      kind: input.kind,
      text: input.text.trim(),
      new_date: (moved && input.newDate) || null,
      new_start: (moved && input.newStart) || null,
      new_end: (moved && input.newEnd) || null,
    };
    const what = `${cls?.name ?? "A class"} on ${input.originalDate}`;
    if (input.id === undefined) {
      const row = { id: randomUUID(), season_id: seasonId, ...fields, sequence: 1, version: 1 };
      await trx.insertInto("class_changes").values(row).execute();
      const summary = `${what}: ${input.kind} (${season.label})`;
      await finish(trx, { kind: "change", row, seasonId, reason: "create", actor, at, summary });
      return { status: "saved", id: row.id };
    }
    const before = await trx
      .selectFrom("class_changes")
      .selectAll()
      .where("id", "=", input.id)
      .where("season_id", "=", seasonId)
      .executeTakeFirst();
    if (!before) return { status: "missing" };
    if (input.version !== before.version) {
      return {
        status: "conflict",
        changed: await changedSince(trx, "change", before, input.version ?? 0),
      };
    }
    const row = {
      ...before,
      ...fields,
      sequence: before.sequence + 1,
      version: before.version + 1,
    };
    await trx.updateTable("class_changes").set(row).where("id", "=", before.id).execute();
    const summary = `${what}: now ${input.kind} (${season.label})`;
    await finish(trx, {
      kind: "change",
      row,
      before,
      seasonId,
      reason: "edit",
      actor,
      at,
      summary,
    });
    return { status: "saved", id: row.id };
  });
  forgetSchedule(db);
  return result;
}
