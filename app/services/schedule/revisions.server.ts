import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, RevisionsTable } from "~/infra/db-tables";
import { offeringKinds, type OfferingKind } from "~/model/offerings";

// Every save of a calendar record writes the record whole, as stored, to `revisions`: what kind
// it is, its id, its season, why (create, edit, remove, publish, restore, copy), who and when.
// A season's history reads them back, and a restore writes a revision's record again (as a new
// revision of its own). The model is Directus's revisions: one row per saved item.

export type RecordKind = "season" | "class" | "closure" | "change" | OfferingKind;

/** What a revision of a course, camp, price or tournament names in place of a season. */
export const offeringsGroup = "offerings";

export type RevisionReason = "create" | "edit" | "remove" | "publish" | "restore" | "copy";

export type Author = { staffId: string | null; staffName: string };

export type Revision = {
  id: number;
  kind: RecordKind;
  recordId: string;
  seasonId: string;
  /** The row as stored, column by column. */
  row: Record<string, unknown>;
  reason: RevisionReason;
  staffName: string;
  at: string;
};

export async function writeRevision(
  trx: Transaction<Database> | Kysely<Database>,
  revision: {
    kind: RecordKind;
    row: { id: string } & Record<string, unknown>;
    seasonId: string;
    reason: RevisionReason;
    author: Author;
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto("revisions")
    .values({
      record_kind: revision.kind,
      record_id: revision.row.id,
      season_id: revision.seasonId,
      data: JSON.stringify(revision.row),
      reason: revision.reason,
      staff_id: revision.author.staffId,
      staff_name: revision.author.staffName,
      created_at: revision.at.toISOString(),
    })
    .execute();
}

const recordKinds: readonly RecordKind[] = [
  "season",
  "class",
  "closure",
  "change",
  ...offeringKinds,
];
const reasons: readonly RevisionReason[] = [
  "create",
  "edit",
  "remove",
  "publish",
  "restore",
  "copy",
];

function known<Value extends string>(values: readonly Value[], value: string): Value {
  const found = values.find((entry) => entry === value);
  if (found === undefined) throw new Error(`Unknown revision value "${value}"`);
  return found;
}

/** A season's history (or, given `offeringsGroup`, the offerings'), newest first. */
export async function seasonHistory(
  db: Kysely<Database> | Transaction<Database>,
  seasonId: string,
  limit = 200,
): Promise<Revision[]> {
  const rows = await db
    .selectFrom("revisions")
    .selectAll()
    .where("season_id", "=", seasonId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toRevision);
}

/** One revision by its number; undefined when there is none. */
export async function revisionById(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
): Promise<Revision | undefined> {
  const row = await db.selectFrom("revisions").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRevision(row) : undefined;
}

function toRevision(row: Selectable<RevisionsTable>): Revision {
  const data: unknown = JSON.parse(row.data);
  if (typeof data !== "object" || data === null)
    throw new Error(`Revision ${row.id} is not a record`);
  return {
    id: row.id,
    kind: known(recordKinds, row.record_kind),
    recordId: row.record_id,
    seasonId: row.season_id,
    row: Object.fromEntries(Object.entries(data)),
    reason: known(reasons, row.reason),
    staffName: row.staff_name,
    at: row.created_at,
  };
}
