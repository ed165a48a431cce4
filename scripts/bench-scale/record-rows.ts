import type { Insertable } from "kysely";
import type {
  AuditLogTable,
  EventsTable,
  MessagesTable,
  OutboxTable,
  ResourcesTable,
  SubscribersTable,
} from "~/infra/db.server";
import { recordKinds } from "~/model/staff";
import { resourceCategories } from "~/model/resources";

// The rows of the generated records, one maker per table, each from a seeded random source and a
// row number, so the same seed makes the same rows. Times spread back from `now` at a steady rate
// (so ten times the records is ten times the years, as a studio's history grows), with the
// recent ones in the states recent records are in: unread, waiting, upcoming.

export type Random = () => number;

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: Random, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error("pick from an empty list");
  return value;
}

/** One of `values`, the first ones most often: each weight is its share. */
function pickWeighted<T>(random: Random, values: readonly T[], weights: readonly number[]): T {
  let roll = random();
  for (const [i, weight] of weights.entries()) {
    roll -= weight;
    if (roll < 0) return values[i] ?? pick(random, values);
  }
  return pick(random, values);
}

/** Shares that fall off: a few people and kinds of record make most entries, some very few. */
const fallingShares = [0.35, 0.25, 0.15, 0.1, 0.07, 0.05, 0.025, 0.005];

const firstNames = ["Ada", "Bo", "Chen", "Dara", "Eli", "Fatima", "Gus", "Hana", "Ivan", "Jo"];
const lastNames = [
  "Okafor",
  "Reyes",
  "Kowalski",
  "Nakamura",
  "Haddad",
  "Lindqvist",
  "Moreau",
  "Ferreira",
  "Novak",
  "Quinn",
];
const words = ["class", "schedule", "belt", "trial", "yoga", "camp", "price", "kids", "adult"];
const sides = ["karate", "yoga"] as const;

/** A name rare enough to test a search: about one row in a thousand carries it. */
export const rareName = "Zebrowski";

const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Rows a year: the steady rate the history is spread at. */
export const perYear = { messages: 10_000, subscribers: 5_000, audit: 20_000, outbox: 2_000 };

/** The moment of row `i` of `count`, newest last, spread back from `now` at `rate` a year. */
function spread(now: number, i: number, count: number, rate: number): number {
  return now - ((count - i) * 365 * day) / rate;
}

function personOf(random: Random, i: number) {
  const first = pick(random, firstNames);
  const last = i % 997 === 0 ? rareName : pick(random, lastNames);
  return { first, last, email: `${first}.${last}.${i}@example.com`.toLowerCase() };
}

export function messageRow(
  random: Random,
  i: number,
  count: number,
  now: number,
): Insertable<MessagesTable> {
  const at = spread(now, i, count, perYear.messages);
  const person = personOf(random, i);
  const side = pick(random, sides);
  const recent = now - at < 60 * day;
  const roll = random();
  const archived = recent ? roll < 0.2 : roll < 0.7;
  const unread = recent && !archived && random() < 0.4;
  const body = Array.from({ length: 12 + Math.floor(random() * 30) }, () => pick(random, words));
  return {
    first_name: person.first,
    last_name: person.last,
    email: person.email,
    phone: `(718) 555-${String(i % 10_000).padStart(4, "0")}`,
    message: `Hello, ${body.join(" ")}.`,
    side,
    page: side === "karate" ? "/contact" : "/yoga/contact",
    created_at: iso(at),
    read_at: unread ? null : iso(at + day),
    archived_at: archived ? iso(at + 2 * day) : null,
  };
}

export function subscriberRow(
  random: Random,
  i: number,
  count: number,
  now: number,
): Insertable<SubscribersTable> {
  const at = spread(now, i, count, perYear.subscribers);
  const side = pick(random, sides);
  return {
    email: personOf(random, i).email,
    side,
    source_page: side === "karate" ? "/karate" : "/yoga",
    created_at: iso(at),
    unsubscribed_at: random() < 0.1 ? iso(Math.min(now, at + 30 * day)) : null,
  };
}

/** Events come about twice a week; the last `upcoming` of them are still to come. */
export function eventRow(
  random: Random,
  i: number,
  count: number,
  now: number,
  upcoming = 24,
): Insertable<EventsTable> {
  const at = now + (i - (count - upcoming)) * 3.5 * day + 15 * 3_600_000;
  return {
    slug: `generated-event-${i}`,
    title: `${pick(random, ["Seminar", "Workshop", "Open Mat", "Movie Night"])} ${i}`,
    japanese_title: null,
    category: pick(random, ["Seminar", "Workshop", "Community"]),
    description: `A generated event, number ${i}.`,
    event_date: iso(at),
    duration_minutes: 90,
    location: null,
    tags: JSON.stringify(["Community"]),
    registration_status: "soon",
    registration_url: null,
    price_cents: null,
    motif: null,
    hidden: random() < 0.02 ? 1 : 0,
    created_at: iso(at - 30 * day),
    updated_at: iso(at - 30 * day),
  };
}

export function resourceRow(random: Random, i: number, now: number): Insertable<ResourcesTable> {
  const category = pick(random, resourceCategories).value;
  const key = `generated/${i}-${Math.floor(random() * 1e9)}.pdf`;
  return {
    title: `Handout ${i}`,
    description: "A generated document.",
    category,
    file_name: `handout-${i}.pdf`,
    file_url: `/resources/files/${key}`,
    storage_key: key,
    file_size: 10_000 + i,
    file_type: "application/pdf",
    is_featured: i % 20 === 0 ? 1 : 0,
    sort_order: 0,
    created_at: iso(now - i * day),
    updated_at: iso(now - i * day),
  };
}

/** The people in the audit log: eight staff ids, the last with the fewest entries, and the
 * command line (no id). */
export const auditActorIds = Array.from({ length: 8 }, (_, n) => `generated-staff-${n}`);

/** The kinds of record in the audit log, the most written first; "export" is rare. */
export const auditKinds = [
  "message",
  "subscriber",
  "event",
  "season",
  "resource",
  "offering",
  "staff",
  "export",
  "setting",
  "session",
  "delivery",
] as const satisfies readonly (typeof recordKinds)[number][];

export function auditRow(
  random: Random,
  i: number,
  count: number,
  now: number,
): Insertable<AuditLogTable> {
  const actorId = random() < 0.05 ? null : pickWeighted(random, auditActorIds, fallingShares);
  const kind = pickWeighted(random, auditKinds, [...fallingShares, 0, 0, 0]);
  return {
    actor_id: actorId,
    actor: actorId ? `Staff ${actorId.slice(-1)} <${actorId}@example.com>` : "Command line",
    action: "edited",
    record_kind: kind,
    record_id: String(i),
    summary: `Generated change ${i} to a ${kind}`,
    changes: JSON.stringify({ title: ["before", "after"] }),
    created_at: iso(spread(now, i, count, perYear.audit)),
  };
}

/**
 * Deliveries: nearly all sent; some given up, a few being retried or waiting. The unsent ones are
 * due a month from now, so the server's delivery worker leaves them alone while it is measured.
 */
export function outboxRow(
  random: Random,
  i: number,
  count: number,
  now: number,
  recordId: number,
): Insertable<OutboxTable> {
  const at = spread(now, i, count, perYear.outbox);
  const roll = random();
  const state =
    roll < 0.02 ? "failed" : roll < 0.025 ? "retrying" : roll < 0.03 ? "waiting" : "sent";
  const person = personOf(random, recordId);
  return {
    kind: "sign-up",
    target: "mailing-provider",
    record_kind: "subscriber",
    record_id: String(recordId),
    payload: JSON.stringify({ email: person.email, side: "karate", resubscribe: false }),
    attempts: state === "waiting" ? 0 : state === "sent" ? 1 : 3,
    next_attempt_at: iso(now + 30 * day),
    give_up_at: iso(now + 31 * day),
    claimed_until: null,
    last_error: state === "failed" || state === "retrying" ? "HTTP 503: Service Unavailable" : null,
    sent_at: state === "sent" ? iso(at + 60_000) : null,
    failed_at: state === "failed" ? iso(at + day) : null,
    created_at: iso(at),
  };
}
