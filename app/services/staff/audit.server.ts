import type { Kysely, Selectable } from "kysely";
import type { AuditLogTable, Database } from "~/infra/db.server";
import { olderThan, pageOf, staffPageSize, type Cursor, type Page } from "../keyset";
import { recordKinds } from "~/model/staff";

// The audit log: one entry for every change staff make, written in the same transaction as the
// change. An entry names the person as they were then, so it outlives their account.

export { recordKinds };
export type RecordKind = (typeof recordKinds)[number];

/** Who made a change: a signed-in staff member, or the command line on the server. */
export type Actor = { id: string | null; name: string; email: string };

export const commandLine: Actor = { id: null, name: "Command line", email: "" };

/** field → [before, after], for the fields whose value changed. */
export type Changes = Record<string, [unknown, unknown]>;

export type AuditEntry = {
  action: string;
  recordKind: RecordKind;
  recordId: string | number | null;
  summary: string;
  changes?: Changes;
};

/** The fields of `after` whose values differ from `before`. */
export function changesBetween<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(after)) {
    if (JSON.stringify(before[field]) !== JSON.stringify(value))
      changes[field] = [before[field], value];
  }
  return changes;
}

export async function recordAudit(
  db: Kysely<Database>,
  actor: Actor,
  entry: AuditEntry,
  at = new Date(),
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      actor_id: actor.id,
      actor: actor.email ? `${actor.name} <${actor.email}>` : actor.name,
      action: entry.action,
      record_kind: entry.recordKind,
      record_id: entry.recordId === null ? null : String(entry.recordId),
      summary: entry.summary,
      changes: JSON.stringify(entry.changes ?? {}),
      created_at: at.toISOString(),
    })
    .execute();
}

export type AuditFilter = { actorId?: string; kind?: RecordKind; limit?: number };

export type AuditRow = {
  id: number;
  actorId: string | null;
  actor: string;
  action: string;
  recordKind: string;
  recordId: string | null;
  summary: string;
  changes: Changes;
  createdAt: string;
};

function parseChanges(json: string): Changes {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? (value as Changes) : {};
  } catch {
    return {};
  }
}

/**
 * The entries the filter shows, newest first, after `after` when given: the query the log's pages
 * read (tests/integration/list-plans.test.ts checks its plans).
 */
export function auditQuery(
  db: Kysely<Database>,
  { actorId, kind }: Omit<AuditFilter, "limit">,
  after?: Cursor,
) {
  let query = db.selectFrom("audit_log");
  if (actorId) query = query.where("actor_id", "=", actorId);
  if (kind) query = query.where("record_kind", "=", kind);
  if (after) query = query.where(olderThan("audit_log.created_at", "audit_log.id", after));
  return query.orderBy("created_at", "desc").orderBy("id", "desc");
}

function toRow(row: Selectable<AuditLogTable>): AuditRow {
  return {
    id: row.id,
    actorId: row.actor_id,
    actor: row.actor,
    action: row.action,
    recordKind: row.record_kind,
    recordId: row.record_id,
    summary: row.summary,
    changes: parseChanges(row.changes),
    createdAt: row.created_at,
  };
}

/** Newest first, optionally one person's or one kind of record's. */
export async function listAudit(
  db: Kysely<Database>,
  { limit = 200, ...filter }: AuditFilter = {},
): Promise<AuditRow[]> {
  const rows = await auditQuery(db, filter).selectAll().limit(limit).execute();
  return rows.map(toRow);
}

/** One page of the log, continuing after `after`. */
export async function auditPage(
  db: Kysely<Database>,
  filter: Omit<AuditFilter, "limit">,
  after?: Cursor,
  size = staffPageSize,
): Promise<Page<AuditRow>> {
  const rows = await auditQuery(db, filter, after)
    .selectAll()
    .limit(size + 1)
    .execute();
  return pageOf(rows.map(toRow), size, (row) => ({ at: row.createdAt, id: row.id }));
}

/** At most this many people are offered in the log's filter. */
const actorsListed = 200;

/**
 * The people who appear in the log, each with the name of their latest entry: one query that
 * skips from one person to the next along the (actor_id, created_at, id) index (a recursive
 * "loose index scan"), so it costs the number of people, not of entries.
 */
export function auditActorsQuery(db: Kysely<Database>) {
  return db
    .withRecursive("actors(id)", (cte) =>
      cte
        .selectFrom("audit_log")
        .select((eb) => eb.fn.min("actor_id").as("id"))
        .where("actor_id", ">", "")
        .unionAll((next) =>
          next
            .selectFrom("actors")
            .select((eb) =>
              eb
                .selectFrom("audit_log")
                .select((inner) => inner.fn.min("audit_log.actor_id").as("id"))
                .whereRef("audit_log.actor_id", ">", "actors.id")
                .as("id"),
            )
            .where("actors.id", "is not", null),
        ),
    )
    .selectFrom("actors")
    .select((eb) => [
      "actors.id",
      eb
        .selectFrom("audit_log")
        .select("audit_log.actor")
        .whereRef("audit_log.actor_id", "=", "actors.id")
        .orderBy("audit_log.created_at", "desc")
        .orderBy("audit_log.id", "desc")
        .limit(1)
        .as("actor"),
    ])
    .where("actors.id", "is not", null)
    .limit(actorsListed);
}

/** The people who appear in the log, for its filter, by name. */
export async function auditActors(db: Kysely<Database>): Promise<{ id: string; actor: string }[]> {
  const rows = await auditActorsQuery(db).execute();
  return rows
    .flatMap((row) => (row.id && row.actor ? [{ id: row.id, actor: row.actor }] : []))
    .toSorted((a, b) => a.actor.localeCompare(b.actor));
}
