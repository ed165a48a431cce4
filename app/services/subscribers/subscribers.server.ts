import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import type { Side } from "~/site-pages";
import { recordAudit, type Actor } from "../staff/audit.server";
import { containsText } from "../text-search";

export type NewSubscriber = { email: string; side: Side; sourcePage: string };

/**
 * Records a newsletter sign-up. Signing up again is not an error: the existing row stays (and a
 * past unsubscribe is cleared), so each address has one row per side.
 */
export async function subscribe(
  db: Kysely<Database>,
  subscriber: NewSubscriber,
  receivedAt = new Date(),
): Promise<void> {
  await db
    .insertInto("subscribers")
    .values({
      email: subscriber.email.trim().toLowerCase(),
      side: subscriber.side,
      source_page: subscriber.sourcePage,
      created_at: receivedAt.toISOString(),
      unsubscribed_at: null,
    })
    .onConflict((oc) => oc.columns(["email", "side"]).doUpdateSet({ unsubscribed_at: null }))
    .execute();
}

export async function listSubscribers(db: Kysely<Database>) {
  return db.selectFrom("subscribers").selectAll().orderBy("created_at", "desc").execute();
}

export const subscriberStates = ["subscribed", "unsubscribed"] as const;
export type SubscriberState = (typeof subscriberStates)[number];

export type SubscriberFilter = { side?: Side; state?: SubscriberState; query?: string };

export type SubscriberRow = {
  id: number;
  email: string;
  side: Side;
  sourcePage: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
};

/** Newest first, filtered by side, state and part of the address. */
export async function findSubscribers(
  db: Kysely<Database>,
  { side, state, query }: SubscriberFilter = {},
  limit = 1000,
): Promise<SubscriberRow[]> {
  let select = db.selectFrom("subscribers").selectAll();
  if (side) select = select.where("side", "=", side);
  if (state === "subscribed") select = select.where("unsubscribed_at", "is", null);
  if (state === "unsubscribed") select = select.where("unsubscribed_at", "is not", null);
  const words = query?.trim().toLowerCase();
  if (words) {
    select = select.where(containsText("email", words));
  }
  const rows = await select
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    side: row.side,
    sourcePage: row.source_page,
    subscribedAt: row.created_at,
    unsubscribedAt: row.unsubscribed_at,
  }));
}

/** New sign-ups since `since`, per side. */
export async function countSignUpsSince(
  db: Kysely<Database>,
  since: Date,
): Promise<Record<Side, number>> {
  const rows = await db
    .selectFrom("subscribers")
    .select(["side", (eb) => eb.fn.countAll<string | number>().as("count")])
    .where("created_at", ">=", since.toISOString())
    .groupBy("side")
    .execute();
  const counts: Record<Side, number> = { karate: 0, yoga: 0 };
  for (const row of rows) counts[row.side] = Number(row.count);
  return counts;
}

/** Stops sending to one address on one side; the row stays as the record. */
export async function unsubscribe(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("subscribers")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return false;
    if (row.unsubscribed_at !== null) return true;
    const now = new Date().toISOString();
    await trx
      .updateTable("subscribers")
      .set({ unsubscribed_at: now })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, actor, {
      action: "unsubscribed",
      recordKind: "subscriber",
      recordId: id,
      summary: `Unsubscribed ${row.email} (${row.side})`,
      changes: { unsubscribed_at: [null, now] },
    });
    return true;
  });
}

/**
 * Erases an address from every side (a person's request to be forgotten). The audit entry keeps
 * no trace of the address itself.
 */
export async function eraseSubscriber(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("subscribers")
      .select("email")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return false;
    const result = await trx
      .deleteFrom("subscribers")
      .where("email", "=", row.email)
      .executeTakeFirst();
    await recordAudit(trx, actor, {
      action: "erased",
      recordKind: "subscriber",
      recordId: id,
      summary: `Erased an address at a person's request (${Number(result.numDeletedRows)} sign-up${Number(result.numDeletedRows) === 1 ? "" : "s"})`,
    });
    return true;
  });
}

/** The export's columns, in the shape mailing providers import (an address per row, with tags). */
export const subscribersCsvHeader = ["Email Address", "Tags", "Status", "Signed Up", "Source Page"];

export function subscribersCsvRows(rows: SubscriberRow[]) {
  return rows.map((row) => [
    row.email,
    row.side,
    row.unsubscribedAt ? "unsubscribed" : "subscribed",
    row.subscribedAt,
    row.sourcePage,
  ]);
}
