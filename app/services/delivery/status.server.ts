import type { Kysely } from "kysely";
import type { Database, DeliveryTarget } from "~/infra/db.server";
import { olderThan, pageOf, type Cursor } from "../keyset";
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

/** Deliveries given up, newest first, after `after` when given (tests/integration/list-plans). */
export function failedQuery(db: Kysely<Database>, after?: Cursor) {
  let query = db
    .selectFrom("outbox")
    .where("sent_at", "is", null)
    .where("failed_at", "is not", null);
  if (after) query = query.where(olderThan("outbox.failed_at", "outbox.id", after));
  return query.orderBy("failed_at", "desc").orderBy("id", "desc");
}

/** Deliveries failing and still being tried, the next to be tried first. */
export function retryingQuery(db: Kysely<Database>) {
  return db
    .selectFrom("outbox")
    .where("sent_at", "is", null)
    .where("failed_at", "is", null)
    .where("attempts", ">", 0)
    .orderBy("next_attempt_at")
    .orderBy("id");
}

/**
 * Deliveries that need someone: a page of those given up (continuing after `failedAfter`), and
 * those failing and still being tried (at most `limit`).
 */
export async function troubledDeliveries(
  db: Kysely<Database>,
  { limit = 500, failedAfter }: { limit?: number; failedAfter?: Cursor } = {},
): Promise<{ failed: Delivery[]; retrying: Delivery[]; moreFailed?: Cursor }> {
  const [failed, retrying] = await Promise.all([
    failedQuery(db, failedAfter)
      .selectAll()
      .limit(limit + 1)
      .execute(),
    retryingQuery(db).selectAll().limit(limit).execute(),
  ]);
  const page = pageOf(failed.map(toDelivery), limit, (row) => ({
    at: row.failedAt ?? "",
    id: row.id,
  }));
  return {
    failed: page.rows,
    retrying: retrying.map(toDelivery),
    ...(page.next ? { moreFailed: page.next } : {}),
  };
}

/** Above this many, the delivered ones are counted as "more than". */
export const sentCountedUpTo = 10_000;

export type DeliveryCounts = {
  failed: number;
  retrying: number;
  waiting: number;
  /** Delivered, counted up to `sentCountedUpTo`. */
  sent: number;
  /** More were delivered than `sent` says. */
  sentOver: boolean;
};

/**
 * How many deliveries are not delivered yet, by state, read from the due index: they are the
 * backlog, however old the outbox is.
 */
export async function countUnsent(
  db: Kysely<Database>,
): Promise<Pick<DeliveryCounts, "failed" | "retrying" | "waiting">> {
  const unsent = await db
    .selectFrom("outbox")
    .select((eb) => [
      eb.fn.count<string | number>("failed_at").as("failed"),
      eb.fn
        .sum<string | number | null>(
          eb
            .case()
            .when(eb.and([eb("failed_at", "is", null), eb("attempts", ">", 0)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("retrying"),
      eb.fn.countAll<string | number>().as("all"),
    ])
    .where("sent_at", "is", null)
    .executeTakeFirstOrThrow();
  const failed = Number(unsent.failed);
  const retrying = Number(unsent.retrying ?? 0);
  return { failed, retrying, waiting: Number(unsent.all) - failed - retrying };
}

/**
 * How many deliveries are in each state; the delivered ones, which grow with the years, are
 * counted only up to `sentCountedUpTo`.
 */
export async function countDeliveries(db: Kysely<Database>): Promise<DeliveryCounts> {
  const [unsent, sent] = await Promise.all([
    countUnsent(db),
    db
      .selectFrom((eb) =>
        eb
          .selectFrom("outbox")
          .select("id")
          .where("sent_at", "is not", null)
          .limit(sentCountedUpTo + 1)
          .as("sent"),
      )
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  const sentCount = Number(sent.count);
  return {
    ...unsent,
    sent: Math.min(sentCount, sentCountedUpTo),
    sentOver: sentCount > sentCountedUpTo,
  };
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
