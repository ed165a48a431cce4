import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
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

/** Newest first, optionally one person's or one kind of record's. */
export async function listAudit(
  db: Kysely<Database>,
  { actorId, kind, limit = 200 }: AuditFilter = {},
): Promise<AuditRow[]> {
  let query = db.selectFrom("audit_log").selectAll();
  if (actorId) query = query.where("actor_id", "=", actorId);
  if (kind) query = query.where("record_kind", "=", kind);
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    actorId: row.actor_id,
    actor: row.actor,
    action: row.action,
    recordKind: row.record_kind,
    recordId: row.record_id,
    summary: row.summary,
    changes: parseChanges(row.changes),
    createdAt: row.created_at,
  }));
}

/** The people who appear in the log, for its filter. */
export async function auditActors(db: Kysely<Database>): Promise<{ id: string; actor: string }[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["actor_id", "actor"])
    .where("actor_id", "is not", null)
    .groupBy(["actor_id", "actor"])
    .orderBy("actor")
    .execute();
  return rows.flatMap((row) => (row.actor_id ? [{ id: row.actor_id, actor: row.actor }] : []));
}
