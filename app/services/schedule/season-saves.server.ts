import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/infra/db-tables";
import type { FieldProblems } from "~/model/season-problems";
import type { Season } from "~/model/seasons";
import { changesBetween, recordAudit, type Actor, type Changes } from "../staff/audit.server";
import { raiseDataVersion } from "../data-version.server";
import { forgetSchedule } from "./live-schedule.server";
import { loadSeason } from "./season-reads.server";
import { writeRevision, type RecordKind, type RevisionReason } from "./revisions.server";

// What every save to a season shares: its answer, and its end inside the transaction (the
// revision, the audit entry with before and after, the season's updated time, the schedule's
// data version). An edit carries the version it was read at; over a newer one it is refused and
// names what changed since (changedSince), so the page can keep what was typed.

export type EditResult =
  | { status: "saved"; id: string }
  | { status: "invalid"; problems: FieldProblems }
  /** Someone saved this record after it was read: `changed` names the fields they changed. */
  | { status: "conflict"; changed: string[] }
  | { status: "missing" };

export type Row = { id: string; version: number } & Record<string, unknown>;

/** The fields whose values differ between the revision read and the row now. */
export async function changedSince(
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

type Finish = {
  kind: RecordKind;
  row: Row;
  seasonId: string;
  reason: RevisionReason;
  actor: Actor;
  at: Date;
  summary: string;
  before?: Row;
};

export async function finish(trx: Transaction<Database>, save: Finish): Promise<void> {
  const { kind, row, seasonId, reason, actor, at, summary, before } = save;
  const author = { staffId: actor.id, staffName: actor.name };
  await writeRevision(trx, { kind, row, seasonId, reason, author, at });
  // A removal's entry shows what was removed: every field, before, and nothing after.
  const changes: Changes =
    reason === "remove"
      ? Object.fromEntries(Object.entries(row).map(([field, value]) => [field, [value, null]]))
      : changesBetween<Record<string, unknown>>(before ?? {}, row);
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

/**
 * An edit of a stored record: refused when it is gone or was saved again after it was read;
 * else `write` stores the new row, and the save is finished as every save is.
 */
export async function editStored<Stored extends Row>(
  trx: Transaction<Database>,
  before: Stored | undefined,
  readVersion: number | undefined,
  /** Stores the new row only where the stored one is still at its version; undefined if not. */
  write: (before: Stored) => Promise<Row | undefined>,
  save: Omit<Finish, "row" | "before" | "reason">,
): Promise<EditResult> {
  if (!before) return { status: "missing" };
  if (readVersion !== before.version) {
    return {
      status: "conflict",
      changed: await changedSince(trx, save.kind, before, readVersion ?? 0),
    };
  }
  const row = await write(before);
  // Another save of the same version got there first (its transaction held the row): `write`
  // found no row at the version read.
  if (!row) return { status: "conflict", changed: [] };
  await finish(trx, { ...save, row, before, reason: "edit" });
  return { status: "saved", id: row.id };
}

/** A save to the calendar as one transaction, after which this process reads it afresh. */
export async function inSeasonTransaction(
  db: Kysely<Database>,
  save: (trx: Transaction<Database>) => Promise<EditResult>,
): Promise<EditResult> {
  const result = await db.transaction().execute(save);
  forgetSchedule(db);
  return result;
}

/** The tables of a season's records that staff add and edit one at a time. */
export type RecordTable = "season_classes" | "season_closures" | "class_changes";

/**
 * Adds a record to a season (no `id`), or edits the stored one at the `version` it was read at,
 * and finishes the save. `created` are the columns only a new record sets (its order, its first
 * sequence); `edited` those an edit works out from the stored row (the next sequence).
 */
export async function saveRecord(
  trx: Transaction<Database>,
  table: RecordTable,
  record: {
    seasonId: string;
    id?: string;
    version?: number;
    fields: Record<string, unknown>;
    created?: Record<string, unknown>;
    edited?: (stored: Row) => Record<string, unknown>;
  },
  save: Omit<Finish, "row" | "before" | "reason" | "seasonId">,
): Promise<EditResult> {
  const { seasonId, id, version, fields } = record;
  if (id === undefined) {
    const row = { id: randomUUID(), season_id: seasonId, ...fields, ...record.created, version: 1 };
    await trx
      .insertInto(table)
      .values(row as never)
      .execute();
    await finish(trx, { ...save, seasonId, row, reason: "create" });
    return { status: "saved", id: row.id };
  }
  const before = (await trx
    .selectFrom(table)
    .selectAll()
    .where("id", "=", id)
    .where("season_id", "=", seasonId)
    .executeTakeFirst()) as Row | undefined;
  return editStored(
    trx,
    before,
    version,
    async (stored) => {
      const row = { ...stored, ...fields, ...record.edited?.(stored), version: stored.version + 1 };
      const updated = await trx
        .updateTable(table)
        .set(row as never)
        .where("id", "=", stored.id)
        .where("version", "=", stored.version)
        .executeTakeFirst();
      return updated.numUpdatedRows === 1n ? row : undefined;
    },
    { ...save, seasonId },
  );
}

/**
 * A save to one season's records as one transaction: the season as it is inside it, refused
 * when it is gone or when `problemsOf` finds anything wrong with the save, else `save`.
 */
export function editSeason(
  db: Kysely<Database>,
  seasonId: string,
  problemsOf: (season: Season) => FieldProblems,
  save: (trx: Transaction<Database>, season: Season) => Promise<EditResult>,
): Promise<EditResult> {
  return inSeasonTransaction(db, async (trx) => {
    const season = await loadSeason(trx, seasonId);
    if (!season) return { status: "missing" };
    const problems = problemsOf(season);
    if (Object.keys(problems).length > 0) return { status: "invalid", problems };
    return save(trx, season);
  });
}
