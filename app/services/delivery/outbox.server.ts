import type { Kysely, Selectable } from "kysely";
import { kindOf, type Database, type DeliveryTarget, type OutboxTable } from "~/infra/db.server";
import { recordAudit, type Actor } from "../staff/audit.server";
import type { DeliveryKind } from "./payloads";
import { givingUpAfterMs, retryDelayMs } from "./schedule";

// The outbox: deliveries written in the same transaction as what they deliver, taken in hand by
// one process at a time (a lease, `claimed_until`; on PostgreSQL rows another process is taking
// are skipped, FOR UPDATE SKIP LOCKED), and marked sent, due again later, or given up.

export type OutboxRow = Selectable<OutboxTable>;

export type NewDelivery = {
  kind: DeliveryKind;
  target: DeliveryTarget;
  recordKind: "message" | "subscriber" | "staff" | null;
  recordId: string | number | null;
  payload: object;
};

/**
 * Writes deliveries, due at once. Call inside the transaction that stores what they deliver, and
 * `wakeDeliveries` once it has committed.
 */
export async function enqueue(
  db: Kysely<Database>,
  deliveries: NewDelivery[],
  now = new Date(),
): Promise<void> {
  if (deliveries.length === 0) return;
  await db
    .insertInto("outbox")
    .values(
      deliveries.map((delivery) => ({
        kind: delivery.kind,
        target: delivery.target,
        record_kind: delivery.recordKind,
        record_id: delivery.recordId === null ? null : String(delivery.recordId),
        payload: JSON.stringify(delivery.payload),
        next_attempt_at: now.toISOString(),
        give_up_at: new Date(now.getTime() + givingUpAfterMs).toISOString(),
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

const wakeListeners = new Set<() => void>();

/** Calls `listener` when deliveries become due in this process (the worker's wake-up). */
export function onDeliveriesDue(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

/** Tells this process's worker that deliveries are due, after they were committed. */
export function wakeDeliveries(): void {
  for (const listener of wakeListeners) listener();
}

/**
 * Takes up to `limit` due deliveries in hand for `leaseMs`, oldest due first. Another process
 * takes them only once the lease has run out: after a crash, the one delivery in flight may be
 * tried again; the others were never sent.
 */
export async function claimDue(
  db: Kysely<Database>,
  { limit, leaseMs, now = new Date() }: { limit: number; leaseMs: number; now?: Date },
): Promise<OutboxRow[]> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom("outbox")
      .select("id")
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where("next_attempt_at", "<=", at)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(limit);
    if (kindOf(db) === "postgres") due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    await trx
      .updateTable("outbox")
      .set({ claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
      .where("id", "in", ids)
      .execute();
    return trx
      .selectFrom("outbox")
      .selectAll()
      .where("id", "in", ids)
      .orderBy("next_attempt_at")
      .orderBy("id")
      .execute();
  });
}

/** How an attempt ended. */
export type Outcome = { sent: true } | { sent: false; error: string; retry: boolean };

/** What a sent delivery keeps: a one-time link is not kept once it has gone. */
function keptPayload(row: OutboxRow): string {
  if (row.kind !== "staff-link") return row.payload;
  const { text: _sentLink, ...rest } = JSON.parse(row.payload) as Record<string, unknown>;
  return JSON.stringify(rest);
}

/**
 * Records an attempt on a delivery this process holds (its lease unchanged): sent; due again
 * after the next wait; or given up, when it was refused for what it is or its day has run out.
 * Returns what it became.
 */
export async function recordOutcome(
  db: Kysely<Database>,
  row: OutboxRow,
  outcome: Outcome,
  {
    firstRetryMs,
    now = new Date(),
    random = Math.random(),
  }: {
    firstRetryMs: number;
    now?: Date;
    random?: number;
  },
): Promise<"sent" | "due again" | "failed"> {
  const attempts = row.attempts + 1;
  // Only while this process still holds it: the lease it was claimed with.
  const held = () => {
    const update = db.updateTable("outbox").where("id", "=", row.id);
    return row.claimed_until === null
      ? update.where("claimed_until", "is", null)
      : update.where("claimed_until", "=", row.claimed_until);
  };
  const at = now.toISOString();
  if (outcome.sent) {
    await held()
      .set({
        sent_at: at,
        attempts,
        claimed_until: null,
        last_error: null,
        payload: keptPayload(row),
      })
      .execute();
    return "sent";
  }
  const next = new Date(now.getTime() + retryDelayMs(attempts, firstRetryMs, random));
  const givenUp = !outcome.retry || next.toISOString() > row.give_up_at;
  await held()
    .set({
      attempts,
      claimed_until: null,
      last_error: outcome.error,
      ...(givenUp ? { failed_at: at } : { next_attempt_at: next.toISOString() }),
    })
    .execute();
  return givenUp ? "failed" : "due again";
}

/** Gives back deliveries taken but not tried (the process is stopping): due at once elsewhere. */
export async function releaseClaims(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("outbox")
    .set({ claimed_until: null })
    .where("id", "in", ids)
    .where("sent_at", "is", null)
    .execute();
}

/** Removes every delivery of the given records (a message deleted, an address erased). */
export async function forgetDeliveries(
  db: Kysely<Database>,
  recordKind: "message" | "subscriber",
  recordIds: (string | number)[],
): Promise<void> {
  if (recordIds.length === 0) return;
  await db
    .deleteFrom("outbox")
    .where("record_kind", "=", recordKind)
    .where("record_id", "in", recordIds.map(String))
    .execute();
}

/**
 * Staff's "Retry now": a delivery not yet sent is due at once, with a new day of tries. With no
 * id, every delivery that was given up. Audited; returns how many were made due.
 */
export async function retryDeliveries(
  db: Kysely<Database>,
  actor: Actor,
  id?: number,
  now = new Date(),
): Promise<number> {
  const count = await db.transaction().execute(async (trx) => {
    let select = trx.selectFrom("outbox").select("id").where("sent_at", "is", null);
    select =
      id === undefined ? select.where("failed_at", "is not", null) : select.where("id", "=", id);
    const ids = (await select.execute()).map((row) => row.id);
    if (ids.length === 0) return 0;
    await trx
      .updateTable("outbox")
      .set({
        failed_at: null,
        next_attempt_at: now.toISOString(),
        give_up_at: new Date(now.getTime() + givingUpAfterMs).toISOString(),
      })
      .where("id", "in", ids)
      .execute();
    await recordAudit(trx, actor, {
      action: "retried",
      recordKind: "delivery",
      recordId: id ?? null,
      summary:
        id === undefined
          ? `Retried ${ids.length} failed deliver${ids.length === 1 ? "y" : "ies"}`
          : `Retried delivery ${id}`,
    });
    return ids.length;
  });
  if (count > 0) wakeDeliveries();
  return count;
}
