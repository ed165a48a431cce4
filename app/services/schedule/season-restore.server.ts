import type { Kysely, Selectable, Transaction } from "kysely";
import { scheduleAudit, scheduleProblems } from "~/content/admin/schedule";
import type {
  ClassChangesTable,
  Database,
  SeasonClassesTable,
  SeasonClosuresTable,
} from "~/infra/db-tables";
import {
  changeProblems,
  classProblems,
  closureProblems,
  seasonProblems,
  type FieldProblems,
} from "~/model/season-problems";
import { closureLabel, formatDay, type Season } from "~/model/seasons";
import { formatInstantForStaff } from "~/model/times";
import type { Actor } from "../staff/audit.server";
import { classFromRow, changeFromRow, closureFromRow, loadSeason } from "./season-reads.server";
import { finish, inSeasonTransaction, type EditResult, type Row } from "./season-saves.server";
import { recordTables } from "./season-records.server";

// History's "Restore": a revision's record written back as it was then, as a new save of its
// own (reason "restore", with its audit entry), so a restore can itself be undone. A record that
// was removed comes back; one that still exists takes the revision's values at a new version. The
// record must still fit the season as it is now (model/season-problems.ts): a class that would
// meet at the same time as another, or a change to a day that is no longer one of its class's, is
// refused with the reason. A season's revision restores its name and dates; publishing is
// done with "Publish now" and "Publish on", not by restoring.

type Stored = Row & { season_id?: string };

function problemsOf(kind: string, row: Stored, season: Season): FieldProblems {
  if (kind === "class") {
    const cls = classFromRow(row as unknown as Selectable<SeasonClassesTable>);
    return classProblems(cls, season.classes, scheduleProblems);
  }
  if (kind === "closure") {
    return closureProblems(
      closureFromRow(row as unknown as Selectable<SeasonClosuresTable>),
      season,
      scheduleProblems,
    );
  }
  return changeProblems(
    changeFromRow(row as unknown as Selectable<ClassChangesTable>),
    season,
    scheduleProblems,
  );
}

/** The highest version (and sequence) any revision of the record had, or the row has now. */
async function highest(
  trx: Transaction<Database>,
  kind: string,
  id: string,
  field: "version" | "sequence",
  current: Stored | undefined,
): Promise<number> {
  const revisions = await trx
    .selectFrom("revisions")
    .select("data")
    .where("record_kind", "=", kind)
    .where("record_id", "=", id)
    .execute();
  const values = revisions.map((revision) => {
    const data = JSON.parse(revision.data) as Record<string, unknown>;
    return typeof data[field] === "number" ? data[field] : 0;
  });
  const now = current?.[field];
  return Math.max(0, typeof now === "number" ? now : 0, ...values);
}

export function restoreRevision(
  db: Kysely<Database>,
  seasonId: string,
  revisionId: number,
  actor: Actor,
  at: Date,
): Promise<EditResult> {
  return inSeasonTransaction(db, async (trx) => {
    const revision = await trx
      .selectFrom("revisions")
      .selectAll()
      .where("id", "=", revisionId)
      .where("season_id", "=", seasonId)
      .executeTakeFirst();
    const season = await loadSeason(trx, seasonId);
    if (!revision || !season) return { status: "missing" };
    const data = JSON.parse(revision.data) as Stored;
    const when = formatInstantForStaff(new Date(revision.created_at));
    if (revision.record_kind === "season") {
      const before = await trx
        .selectFrom("seasons")
        .selectAll()
        .where("id", "=", seasonId)
        .executeTakeFirstOrThrow();
      const input = {
        label: String(data.label),
        firstDay: season.firstDay,
        lastDay: season.lastDay,
        ...(typeof data.first_day === "string" ? { firstDay: data.first_day } : {}),
        ...(typeof data.last_day === "string" ? { lastDay: data.last_day } : {}),
      } as Pick<Season, "label" | "firstDay" | "lastDay">;
      const problems = seasonProblems(input, scheduleProblems);
      if (Object.keys(problems).length > 0) return { status: "invalid", problems };
      const row = {
        ...before,
        label: input.label,
        first_day: input.firstDay,
        last_day: input.lastDay,
        version: before.version + 1,
        updated_at: at.toISOString(),
      };
      await trx.updateTable("seasons").set(row).where("id", "=", seasonId).execute();
      const summary = scheduleAudit.restored(scheduleAudit.seasonName(input.label), when);
      await finish(trx, {
        kind: "season",
        row,
        before,
        seasonId,
        reason: "restore",
        actor,
        at,
        summary,
      });
      return { status: "saved", id: seasonId };
    }
    const kind = revision.record_kind;
    if (kind !== "class" && kind !== "closure" && kind !== "change") return { status: "missing" };
    const table = recordTables[kind];
    const current = (await trx
      .selectFrom(table)
      .selectAll()
      .where("id", "=", revision.record_id)
      .executeTakeFirst()) as Stored | undefined;
    const problems = problemsOf(kind, data, season);
    if (Object.keys(problems).length > 0) return { status: "invalid", problems };
    const row: Stored = {
      ...data,
      season_id: seasonId,
      version: (await highest(trx, kind, data.id, "version", current)) + 1,
      ...(kind === "change"
        ? { sequence: (await highest(trx, kind, data.id, "sequence", current)) + 1 }
        : {}),
    };
    if (current) {
      // Held to the version read, as every edit is: a save in between makes this a conflict.
      const updated = await trx
        .updateTable(table)
        .set(row as never)
        .where("id", "=", data.id)
        .where("version", "=", current.version)
        .executeTakeFirst();
      if (updated.numUpdatedRows !== 1n) return { status: "conflict", changed: [] };
    } else {
      await trx
        .insertInto(table)
        .values(row as never)
        .execute();
    }
    const summary = scheduleAudit.restored(restoredName(kind, data, season), when);
    await finish(trx, {
      kind,
      row,
      ...(current ? { before: current } : {}),
      seasonId,
      reason: "restore",
      actor,
      at,
      summary,
    });
    return { status: "saved", id: data.id };
  });
}

function restoredName(kind: "class" | "closure" | "change", data: Stored, season: Season): string {
  if (kind === "class") return `${String(data.name)} on ${String(data.weekday)}s`;
  if (kind === "closure")
    return scheduleAudit.closureName(
      closureLabel(closureFromRow(data as unknown as Selectable<SeasonClosuresTable>)),
    );
  const change = changeFromRow(data as unknown as Selectable<ClassChangesTable>);
  const cls = season.classes.find((entry) => entry.id === change.classId);
  return scheduleAudit.changeName(cls?.name ?? "", formatDay(change.originalDate, "weekdayDate"));
}
