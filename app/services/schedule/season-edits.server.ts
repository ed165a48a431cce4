import type { Kysely } from "kysely";
import { scheduleAudit, scheduleProblems } from "~/content/admin/schedule";
import type { Database } from "~/infra/db-tables";
import { changeProblems, classProblems } from "~/model/season-problems";
import { formatDay, type ClassChange, type SeasonClass } from "~/model/seasons";
import type { Actor } from "../staff/audit.server";
import { editSeason, saveRecord, type EditResult } from "./season-saves.server";

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
export function saveClass(
  db: Kysely<Database>,
  seasonId: string,
  input: ClassInput & { id?: string; version?: number },
  actor: Actor,
  at: Date,
): Promise<EditResult> {
  return editSeason(
    db,
    seasonId,
    (season) => classProblems(input, season.classes, scheduleProblems),
    async (trx, season) => {
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
      const summary =
        input.id === undefined
          ? scheduleAudit.classAdded(input.name, input.day, season.label)
          : scheduleAudit.classChanged(input.name, input.day, season.label);
      // A new class comes last among its weekday's.
      const position = season.classes.filter((cls) => cls.day === input.day).length;
      return saveRecord(
        trx,
        "season_classes",
        { seasonId, id: input.id, version: input.version, fields, created: { position } },
        { kind: "class", actor, at, summary },
      );
    },
  );
}

export type ChangeInput = Pick<ClassChange, "classId" | "originalDate" | "kind" | "text"> &
  Partial<Pick<ClassChange, "newDate" | "newStart" | "newEnd">>;

/**
 * Cancels, moves or annotates one occurrence of a class, or edits that change (`id` and the
 * `version` it was read at). Each save raises the change's sequence, so a subscribed calendar
 * takes the new version.
 */
export function saveChange(
  db: Kysely<Database>,
  seasonId: string,
  input: ChangeInput & { id?: string; version?: number },
  actor: Actor,
  at: Date,
): Promise<EditResult> {
  return editSeason(
    db,
    seasonId,
    (season) => changeProblems(input, season, scheduleProblems),
    async (trx, season) => {
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
      // changeProblems has checked that the class is the season's.
      const name = season.classes.find((entry) => entry.id === input.classId)?.name ?? "";
      const day = formatDay(input.originalDate, "weekdayDate");
      const summary = scheduleAudit.changeSaved(name, day, input.kind, season.label);
      return saveRecord(
        trx,
        "class_changes",
        {
          seasonId,
          id: input.id,
          version: input.version,
          fields,
          created: { sequence: 1 },
          edited: (stored) => ({ sequence: Number(stored.sequence) + 1 }),
        },
        { kind: "change", actor, at, summary },
      );
    },
  );
}
