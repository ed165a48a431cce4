import type { Kysely } from "kysely";
import type { Database, DeliveryTarget } from "~/infra/db.server";
import type { OutboxRow } from "./outbox.server";
import { isDeliveryKind, payloadSchemas, type DeliveryKind } from "./payloads";

// Deliveries as staff see them: each message's and sign-up's state, the failures with their last
// error, and the counts the dashboard shows.

/** "kept": stored with nowhere to deliver it (no target configured). */
export type DeliveryState = "kept" | "waiting" | "retrying" | "delivered" | "failed";

function stateOf(row: Pick<OutboxRow, "sent_at" | "failed_at" | "attempts">): DeliveryState {
  if (row.sent_at !== null) return "delivered";
  if (row.failed_at !== null) return "failed";
  return row.attempts > 0 ? "retrying" : "waiting";
}

const precedence: DeliveryState[] = ["failed", "retrying", "waiting", "delivered"];

/** One state for a record with several deliveries: the one that most needs attention. */
function combined(states: DeliveryState[]): DeliveryState {
  return precedence.find((state) => states.includes(state)) ?? "kept";
}

/** The delivery state of each of the given messages or sign-ups. */
export async function deliveryStatesOf(
  db: Kysely<Database>,
  recordKind: "message" | "subscriber",
  ids: number[],
): Promise<Map<number, DeliveryState>> {
  const states = new Map<number, DeliveryState[]>(ids.map((id) => [id, []]));
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom("outbox")
      .select(["record_id", "sent_at", "failed_at", "attempts"])
      .where("record_kind", "=", recordKind)
      .where("record_id", "in", ids.slice(start, start + 500).map(String))
      .execute();
    for (const row of rows) states.get(Number(row.record_id))?.push(stateOf(row));
  }
  return new Map([...states].map(([id, each]) => [id, combined(each)]));
}

export type Delivery = {
  id: number;
  kind: DeliveryKind | "unknown";
  target: DeliveryTarget;
  state: DeliveryState;
  recordKind: string | null;
  recordId: string | null;
  /** Who or what it is about, from what it carries: a name, an address, a side. */
  about: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
  failedAt: string | null;
};

function aboutOf(row: OutboxRow): string {
  if (!isDeliveryKind(row.kind)) return "";
  let json: unknown;
  try {
    json = JSON.parse(row.payload);
  } catch {
    return "";
  }
  const parsed = payloadSchemas[row.kind].safeParse(json);
  if (!parsed.success) return "";
  const payload: Record<string, unknown> = parsed.data;
  const text = (name: string) => (typeof payload[name] === "string" ? payload[name] : "");
  if (text("firstName")) {
    const name = [text("firstName"), text("lastName")].filter(Boolean).join(" ");
    return `${name} <${text("email")}> (${text("side")})`;
  }
  if (text("email")) return `${text("email")} (${text("side")})`;
  return text("to") || text("side");
}

function toDelivery(row: OutboxRow): Delivery {
  return {
    id: row.id,
    kind: isDeliveryKind(row.kind) ? row.kind : "unknown",
    target: row.target,
    state: stateOf(row),
    recordKind: row.record_kind,
    recordId: row.record_id,
    about: aboutOf(row),
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    failedAt: row.failed_at,
  };
}

/** Every delivery of one message or sign-up, oldest first. */
export async function deliveriesOf(
  db: Kysely<Database>,
  recordKind: "message" | "subscriber",
  id: number,
): Promise<Delivery[]> {
  const rows = await db
    .selectFrom("outbox")
    .selectAll()
    .where("record_kind", "=", recordKind)
    .where("record_id", "=", String(id))
    .orderBy("id")
    .execute();
  return rows.map(toDelivery);
}

/** Deliveries that need someone: given up, or failing and still being tried. Newest first. */
export async function troubledDeliveries(
  db: Kysely<Database>,
  limit = 500,
): Promise<{ failed: Delivery[]; retrying: Delivery[] }> {
  const [failed, retrying] = await Promise.all([
    db
      .selectFrom("outbox")
      .selectAll()
      .where("sent_at", "is", null)
      .where("failed_at", "is not", null)
      .orderBy("failed_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("outbox")
      .selectAll()
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where("attempts", ">", 0)
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(limit)
      .execute(),
  ]);
  return { failed: failed.map(toDelivery), retrying: retrying.map(toDelivery) };
}

export type DeliveryCounts = { failed: number; retrying: number; waiting: number; sent: number };

/** How many deliveries are in each state. */
export async function countDeliveries(db: Kysely<Database>): Promise<DeliveryCounts> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => [
      eb.fn.count<string | number>("sent_at").as("sent"),
      eb.fn.count<string | number>("failed_at").as("failed"),
      eb.fn
        .sum<string | number | null>(
          eb
            .case()
            .when(
              eb.and([
                eb("sent_at", "is", null),
                eb("failed_at", "is", null),
                eb("attempts", ">", 0),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as("retrying"),
      eb.fn.countAll<string | number>().as("all"),
    ])
    .executeTakeFirstOrThrow();
  const sent = Number(row.sent);
  const failed = Number(row.failed);
  const retrying = Number(row.retrying ?? 0);
  return { sent, failed, retrying, waiting: Number(row.all) - sent - failed - retrying };
}

export type OutboxHealth = {
  /** Deliveries not yet sent nor given up. */
  pending: number;
  /** How long the oldest of them has waited, in whole seconds; null with none waiting. */
  oldestPendingSeconds: number | null;
  /** Deliveries given up after a day of failures, waiting for a person (staff area, Deliveries). */
  failed: number;
};

/**
 * The outbox for /healthz: two reads of the due index (sent_at, failed_at, …), never a scan of
 * the sent rows, which grow with the years.
 */
export async function outboxHealth(db: Kysely<Database>, now = new Date()): Promise<OutboxHealth> {
  const [pending, failed] = await Promise.all([
    db
      .selectFrom("outbox")
      .select((eb) => [
        eb.fn.countAll<string | number>().as("count"),
        eb.fn.min<string | null>("created_at").as("oldest"),
      ])
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("sent_at", "is", null)
      .where("failed_at", "is not", null)
      .executeTakeFirstOrThrow(),
  ]);
  const oldest = pending.oldest ? Date.parse(pending.oldest) : NaN;
  return {
    pending: Number(pending.count),
    oldestPendingSeconds: Number.isNaN(oldest)
      ? null
      : Math.max(0, Math.floor((now.getTime() - oldest) / 1000)),
    failed: Number(failed.count),
  };
}
