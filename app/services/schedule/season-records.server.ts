import type { Kysely } from "kysely";
import { scheduleAudit, scheduleProblems } from "~/content/admin/schedule";
import type { Database } from "~/infra/db-tables";
import { closureProblems, publishProblems, seasonProblems } from "~/model/season-problems";
import { closureLabel, formatDay, type LocalDate } from "~/model/seasons";
import type { ClassKind } from "~/model/schedule";
import type { Actor } from "../staff/audit.server";
import type { RecordKind } from "./revisions.server";
import { loadSeason, loadSeasons } from "./season-reads.server";
import {
  editStored,
  finish,
  inSeasonTransaction,
  editSeason,
  saveRecord,
  type EditResult,
} from "./season-saves.server";

// The rest of a season's records: its name and dates, its closures, and the removal of a class,
// a closure or a change. Each save is one transaction with its revision and audit entry
// (season-saves.server.ts); a removal keeps the record whole in its revision, so History can
// bring it back.

export type SeasonInput = { label: string; firstDay: LocalDate; lastDay: LocalDate };

/** A season's name and first and last days, edited at the `version` they were read at. */
export function saveSeason(
  db: Kysely<Database>,
  seasonId: string,
  input: SeasonInput & { version: number },
  actor: Actor,
  at: Date,
): Promise<EditResult> {
  return inSeasonTransaction(db, async (trx) => {
    const problems = seasonProblems(input, scheduleProblems);
    const seasons = await loadSeasons(trx);
    const season = seasons.find((entry) => entry.id === seasonId);
    // A season published or due to be may not come to share a day with another such one.
    if (season?.publishAt !== undefined) {
      const moved = { ...season, firstDay: input.firstDay, lastDay: input.lastDay };
      const overlap = publishProblems(moved, seasons, at, scheduleProblems).dates;
      if (overlap) problems.firstDay = overlap;
    }
    if (Object.keys(problems).length > 0) return { status: "invalid", problems };
    const before = await trx
      .selectFrom("seasons")
      .selectAll()
      .where("id", "=", seasonId)
      .executeTakeFirst();
    const label = input.label.trim();
    return editStored(
      trx,
      before,
      input.version,
      async (stored) => {
        const row = {
          ...stored,
          label,
          first_day: input.firstDay,
          last_day: input.lastDay,
          version: stored.version + 1,
          updated_at: at.toISOString(),
        };
        const updated = await trx
          .updateTable("seasons")
          .set(row)
          .where("id", "=", stored.id)
          .where("version", "=", stored.version)
          .executeTakeFirst();
        return updated.numUpdatedRows === 1n ? row : undefined;
      },
      { kind: "season", seasonId, actor, at, summary: scheduleAudit.seasonSaved(label) },
    );
  });
}

export type ClosureInput = {
  firstDay: LocalDate;
  lastDay: LocalDate;
  label?: string;
  /** Empty: every class. */
  groups: readonly string[];
};

/**
 * Adds a closure, or edits one (`id` and the `version` it was read at). Saving a closure copied
 * from last year confirms its dates: it no longer needs checking.
 */
export function saveClosure(
  db: Kysely<Database>,
  seasonId: string,
  input: ClosureInput & { id?: string; version?: number },
  actor: Actor,
  at: Date,
): Promise<EditResult> {
  return editSeason(
    db,
    seasonId,
    (season) => closureProblems(input, season, scheduleProblems),
    async (trx, season) => {
      const label = input.label?.trim() || null;
      // closureProblems has checked every group is one.
      const groups = [...new Set(input.groups)] as ClassKind[];
      const fields = {
        first_day: input.firstDay,
        last_day: input.lastDay,
        label,
        groups: JSON.stringify(groups),
        needs_check: 0,
      };
      const named = closureLabel({
        firstDay: input.firstDay,
        lastDay: input.lastDay,
        label: label ?? undefined,
      });
      const summary = scheduleAudit.closureSaved(named, season.label);
      return saveRecord(
        trx,
        "season_closures",
        { seasonId, id: input.id, version: input.version, fields },
        { kind: "closure", actor, at, summary },
      );
    },
  );
}

/** The table each removable kind of record is kept in. */
export const recordTables = {
  class: "season_classes",
  closure: "season_closures",
  change: "class_changes",
} as const satisfies Partial<Record<RecordKind, keyof Database>>;

export type RemovableKind = keyof typeof recordTables;

/**
 * Removes a class, a closure or a change read at `version`. A class's changes stay, listed to
 * staff as needing attention; the revision keeps the record for History's "Restore".
 */
export function removeRecord(
  db: Kysely<Database>,
  seasonId: string,
  kind: RemovableKind,
  target: { id: string; version: number },
  actor: Actor,
  at: Date,
): Promise<EditResult> {
  return inSeasonTransaction(db, async (trx) => {
    const season = await loadSeason(trx, seasonId);
    if (!season) return { status: "missing" };
    const table = recordTables[kind];
    const stored = await trx
      .selectFrom(table)
      .selectAll()
      .where("id", "=", target.id)
      .where("season_id", "=", seasonId)
      .executeTakeFirst();
    if (!stored) return { status: "missing" };
    if (stored.version !== target.version) return { status: "conflict", changed: [] };
    const removed = await trx
      .deleteFrom(table)
      .where("id", "=", stored.id)
      .where("version", "=", stored.version)
      .executeTakeFirst();
    if (removed.numDeletedRows !== 1n) return { status: "conflict", changed: [] };
    const summary = scheduleAudit.removed(removedName(season, kind, stored.id), season.label);
    await finish(trx, { kind, row: stored, seasonId, reason: "remove", actor, at, summary });
    return { status: "saved", id: stored.id };
  });
}

function removedName(
  season: NonNullable<Awaited<ReturnType<typeof loadSeason>>>,
  kind: RemovableKind,
  id: string,
): string {
  if (kind === "class") {
    const cls = season.classes.find((entry) => entry.id === id);
    return cls ? `${cls.name} on ${cls.day}s` : "";
  }
  if (kind === "closure") {
    const closure = season.closures.find((entry) => entry.id === id);
    return closure ? scheduleAudit.closureName(closureLabel(closure)) : "";
  }
  const change = season.changes.find((entry) => entry.id === id);
  const cls = season.classes.find((entry) => entry.id === change?.classId);
  return change
    ? scheduleAudit.changeName(cls?.name ?? "", formatDay(change.originalDate, "weekdayDate"))
    : "";
}
