import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { offeringsText } from "~/content/admin/offerings";
import type { Database } from "~/infra/db-tables";
import type { FieldProblems } from "~/model/season-problems";
import type { OfferingKind, RecordOf } from "~/model/offerings";
import { offeringRecordSchemas } from "~/model/schemas";
import { forgetDataVersion, raiseDataVersion } from "../data-version.server";
import { changedSince, type EditResult, type Row } from "../schedule/season-saves.server";
import {
  offeringsGroup,
  revisionById,
  writeRevision,
  type RevisionReason,
} from "../schedule/revisions.server";
import { changesBetween, recordAudit, type Actor, type Changes } from "../staff/audit.server";
import { forgetOfferings, offeringOf } from "./offering-reads.server";

// Every change to a course, camp, price or tournament is one transaction that writes the row,
// its revision (the record whole, for history and restore), an audit entry with before and after,
// and raises the offerings' data version, so every process's pages are made again. An edit
// carries the version it was read at; over a newer one it is refused and told which fields
// someone else changed, as a season's records are (season-saves.server.ts).

type Db = Kysely<Database>;

/** A revision's row: the record's fields beside its id, order and version. */
type OfferingRow = Row & { kind: OfferingKind; position: number };

function rowOf(
  kind: OfferingKind,
  id: string,
  position: number,
  version: number,
  data: object,
): OfferingRow {
  return { id, kind, position, version, ...data };
}

/** The record in a revision's row: its fields without id, kind, order and version. */
function recordIn(row: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, kind: _kind, position: _position, version: _version, ...data } = row;
  return data;
}

function problemsOf(kind: OfferingKind, data: unknown): FieldProblems | undefined {
  const parsed = offeringRecordSchemas[kind].safeParse(data);
  if (parsed.success) return undefined;
  const problems: FieldProblems = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    problems[field] ??= offeringsText.invalidField;
  }
  return problems;
}

async function finishSave(
  trx: Transaction<Database>,
  actor: Actor,
  save: { row: OfferingRow; reason: RevisionReason; before?: OfferingRow; at: Date },
): Promise<void> {
  const { row, reason, before, at } = save;
  await writeRevision(trx, {
    kind: row.kind,
    row,
    seasonId: offeringsGroup,
    reason,
    author: { staffId: actor.id, staffName: actor.name },
    at,
  });
  const changes: Changes =
    reason === "remove"
      ? Object.fromEntries(
          Object.entries(recordIn(row)).map(([field, value]) => [field, [value, null]]),
        )
      : changesBetween<Record<string, unknown>>(before ? recordIn(before) : {}, recordIn(row));
  const title = typeof row.title === "string" ? row.title : String(row.label ?? row.id);
  await recordAudit(
    trx,
    actor,
    {
      action: reason,
      recordKind: "offering",
      recordId: row.id,
      summary: offeringsText.audit(reason, offeringsText.kinds[row.kind], title),
      changes,
    },
    at,
  );
  await raiseDataVersion(trx, "offerings", at);
}

async function inTransaction<Result>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<Result>,
): Promise<Result> {
  const result = await db.transaction().execute(work);
  forgetDataVersion(db, "offerings");
  forgetOfferings(db);
  return result;
}

/** A new id from a title: "spring-aerial-yoga-3f2a". */
function newId(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `${slug || "offering"}-${randomUUID().slice(0, 4)}`;
}

export type OfferingSave<Kind extends OfferingKind> = {
  kind: Kind;
  /** Absent: a new record. */
  id?: string;
  /** The version the record was read at; an edit over a newer one is refused. */
  version?: number;
  data: RecordOf[Kind];
};

/** Adds a record, or edits the stored one at the version it was read at. */
export async function saveOffering<Kind extends OfferingKind>(
  db: Db,
  actor: Actor,
  save: OfferingSave<Kind>,
  at = new Date(),
): Promise<EditResult> {
  const problems = problemsOf(save.kind, save.data);
  if (problems) return { status: "invalid", problems };
  return inTransaction(db, async (trx) => {
    if (save.id === undefined) {
      const last = await trx
        .selectFrom("offerings")
        .select((eb) => eb.fn.max("position").as("position"))
        .where("kind", "=", save.kind)
        .executeTakeFirst();
      const position = Number(last?.position ?? -1) + 1;
      const title =
        "title" in save.data ? save.data.title : "label" in save.data ? save.data.label : save.kind;
      const row = rowOf(save.kind, newId(String(title)), position, 1, save.data);
      await trx
        .insertInto("offerings")
        .values({
          id: row.id,
          kind: save.kind,
          position,
          data: JSON.stringify(save.data),
          version: 1,
          updated_at: at.toISOString(),
        })
        .execute();
      await finishSave(trx, actor, { row, reason: "create", at });
      return { status: "saved", id: row.id };
    }
    const stored = await trx
      .selectFrom("offerings")
      .selectAll()
      .where("id", "=", save.id)
      .where("kind", "=", save.kind)
      .executeTakeFirst();
    const current = stored ? offeringOf(stored) : undefined;
    if (!stored || !current) return { status: "missing" };
    const before = rowOf(current.kind, current.id, current.position, current.version, current.data);
    if (save.version !== current.version) {
      return {
        status: "conflict",
        changed: (await changedSince(trx, save.kind, before, save.version ?? 0)).filter(
          (field) => field !== "position" && field !== "kind",
        ),
      };
    }
    const row = rowOf(save.kind, current.id, current.position, current.version + 1, save.data);
    const updated = await trx
      .updateTable("offerings")
      .set({ data: JSON.stringify(save.data), version: row.version, updated_at: at.toISOString() })
      .where("id", "=", current.id)
      .where("version", "=", current.version)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) return { status: "conflict", changed: [] };
    await finishSave(trx, actor, { row, before, reason: "edit", at });
    return { status: "saved", id: row.id };
  });
}

/** Removes a record read at `version`; its last revision keeps it for History's Restore. */
export async function removeOffering(
  db: Db,
  actor: Actor,
  remove: { id: string; version: number },
  at = new Date(),
): Promise<EditResult> {
  return inTransaction(db, async (trx) => {
    const stored = await trx
      .selectFrom("offerings")
      .selectAll()
      .where("id", "=", remove.id)
      .executeTakeFirst();
    const current = stored ? offeringOf(stored) : undefined;
    if (!current) return { status: "missing" };
    if (current.version !== remove.version) return { status: "conflict", changed: [] };
    await trx.deleteFrom("offerings").where("id", "=", current.id).execute();
    const row = rowOf(current.kind, current.id, current.position, current.version, current.data);
    await finishSave(trx, actor, { row, reason: "remove", at });
    return { status: "saved", id: current.id };
  });
}

/**
 * Writes a revision's record again, as a new revision of its own (so a restore can itself be
 * undone): over the stored record when it is still at `version` (the version the history page
 * was read at), or as it was when it has since been removed.
 */
export async function restoreOffering(
  db: Db,
  actor: Actor,
  restore: { revisionId: number; version?: number },
  at = new Date(),
): Promise<EditResult> {
  return inTransaction(db, async (trx) => {
    const revision = await revisionById(trx, restore.revisionId);
    if (!revision || revision.seasonId !== offeringsGroup) return { status: "missing" };
    const kind = revision.kind as OfferingKind;
    const data = recordIn(revision.row);
    const problems = problemsOf(kind, data);
    if (problems) return { status: "invalid", problems };
    const stored = await trx
      .selectFrom("offerings")
      .selectAll()
      .where("id", "=", revision.recordId)
      .executeTakeFirst();
    if (!stored) {
      const position = Number(revision.row.position ?? 0);
      const row = rowOf(kind, revision.recordId, position, 1, data);
      await trx
        .insertInto("offerings")
        .values({
          id: row.id,
          kind,
          position,
          data: JSON.stringify(data),
          version: 1,
          updated_at: at.toISOString(),
        })
        .execute();
      await finishSave(trx, actor, { row, reason: "restore", at });
      return { status: "saved", id: row.id };
    }
    const current = offeringOf(stored);
    if (!current) return { status: "missing" };
    if (restore.version !== undefined && restore.version !== current.version) {
      return { status: "conflict", changed: [] };
    }
    const before = rowOf(kind, current.id, current.position, current.version, current.data);
    const row = rowOf(kind, current.id, current.position, current.version + 1, data);
    await trx
      .updateTable("offerings")
      .set({ data: JSON.stringify(data), version: row.version, updated_at: at.toISOString() })
      .where("id", "=", current.id)
      .execute();
    await finishSave(trx, actor, { row, before, reason: "restore", at });
    return { status: "saved", id: row.id };
  });
}
