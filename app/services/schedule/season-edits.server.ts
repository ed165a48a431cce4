import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { scheduleProblems } from "~/content/admin/schedule";
import type { Database } from "~/infra/db-tables";
import { changeProblems, classProblems, type FieldProblems } from "~/model/season-problems";
import type { ClassChange, SeasonClass } from "~/model/seasons";
import { recordAudit, type Actor } from "../staff/audit.server";
import { raiseDataVersion } from "./data-version.server";
import { forgetSchedule } from "./live-schedule.server";
import { writeRevision, type RecordKind, type RevisionReason } from "./revisions.server";
import { loadSeason } from "./season-reads.server";

// Staff's changes to a season's weekly classes and to single occurrences, each one transaction:
// the checks (model/season-problems.ts) against the season as it is inside the transaction, the
// row, its revision, the audit entry with before and after, the season's updated time and the
// schedule's data version. An edit carries the version it was read at; over a newer one it is
// refused and names what changed since, so the page can keep what was typed.

export type EditResult =
  | { status: "saved"; id: string }
  | { status: "invalid"; problems: FieldProblems }
  /** Someone saved this record after it was read: `changed` names the fields they changed. */
  | { status: "conflict"; changed: string[] }
  | { status: "missing" };

type Row = { id: string; version: number } & Record<string, unknown>;

/** The fields whose values differ between the revision read and the row now. */
async function changedSince(
  trx: Transaction<Database>,
  kind: RecordKind,
  current: Row,
  readVersion: number,
): Promise<string[]> {
  const revisions = await trx
    .selectFrom("revisions")
    .select("data")
    .where("record_kind", "=", kind)
    .where("record_id", "=", current.id)
    .orderBy("id", "desc")
    .execute();
  const read = revisions
    .map(
      (revision): Record<string, unknown> => JSON.parse(revision.data) as Record<string, unknown>,
    )
    .find((data) => data.version === readVersion);
  const fields = Object.keys(current).filter((field) => field !== "version");
  if (!read) return fields;
  return fields.filter((field) => JSON.stringify(read[field]) !== JSON.stringify(current[field]));
}

async function finish(
  trx: Transaction<Database>,
  save: {
    kind: RecordKind;
    row: Row;
    seasonId: string;
    reason: RevisionReason;
    actor: Actor;
    at: Date;
    summary: string;
    before?: Row;
  },
): Promise<void> {
  const { kind, row, seasonId, reason, actor, at, summary, before } = save;
  const author = { staffId: actor.id, staffName: actor.name };
  await writeRevision(trx, { kind, row, seasonId, reason, author, at });
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(row)])) {
    const was = before?.[field];
    const now = reason === "remove" ? undefined : row[field];
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[field] = [was ?? null, now ?? null];
  }
  await recordAudit(
    trx,
    actor,
    { action: reason, recordKind: "season", recordId: seasonId, summary, changes },
    at,
  );
  await trx
    .updateTable("seasons")
    .set({ updated_at: at.toISOString() })
    .where("id", "=", seasonId)
    .execute();
  await raiseDataVersion(trx, "schedule", at);
}

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
