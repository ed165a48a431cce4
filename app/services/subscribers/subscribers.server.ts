import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import type { Side } from "~/site-pages";
import { deliveryConfig, type DeliveryConfig } from "../delivery/config.server";
import { enqueue, forgetDeliveries, wakeDeliveries } from "../delivery/outbox.server";
import { eraseDeliveries, unsubscribeDeliveries } from "../delivery/plans";
import { recordAudit, type Actor } from "../staff/audit.server";

// Sign-ups, unsubscribes and erasures. The list and its CSV are in subscriber-list.server.ts.

export * from "./subscriber-list.server";

export type NewSubscriber = { email: string; side: Side; sourcePage: string };

/** What a sign-up changed: a new address on its side, one back after an unsubscribe, or none. */
export type SignUpResult = { id: number; change: "new" | "back" | "none" };

/**
 * Records a newsletter sign-up. Signing up again is not an error: the existing row stays (and a
 * past unsubscribe is cleared), so each address has one row per side.
 */
export async function subscribe(
  db: Kysely<Database>,
  subscriber: NewSubscriber,
  receivedAt = new Date(),
): Promise<SignUpResult> {
  const email = subscriber.email.trim().toLowerCase();
  const existing = await db
    .selectFrom("subscribers")
    .select(["id", "unsubscribed_at"])
    .where("email", "=", email)
    .where("side", "=", subscriber.side)
    .executeTakeFirst();
  if (existing) {
    if (existing.unsubscribed_at === null) return { id: existing.id, change: "none" };
    await db
      .updateTable("subscribers")
      .set({ unsubscribed_at: null })
      .where("id", "=", existing.id)
      .execute();
    return { id: existing.id, change: "back" };
  }
  const row = await db
    .insertInto("subscribers")
    .values({
      email,
      side: subscriber.side,
      source_page: subscriber.sourcePage,
      created_at: receivedAt.toISOString(),
      unsubscribed_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), change: "new" };
}

export async function listSubscribers(db: Kysely<Database>) {
  return db.selectFrom("subscribers").selectAll().orderBy("created_at", "desc").execute();
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

/**
 * Stops sending to one address on one side; the row stays as the record. "unsubscribed" with
 * its stamp when this call did it (the stamp an undo must name), "already" when it was so.
 */
export async function unsubscribe(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  config: DeliveryConfig = deliveryConfig(),
): Promise<{ outcome: "unsubscribed"; at: string } | { outcome: "already" | "missing" }> {
  const done = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("subscribers")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return { outcome: "missing" as const };
    if (row.unsubscribed_at !== null) return { outcome: "already" as const };
    const now = new Date().toISOString();
    await trx
      .updateTable("subscribers")
      .set({ unsubscribed_at: now })
      .where("id", "=", id)
      .execute();
    const otherSide = await trx
      .selectFrom("subscribers")
      .select("id")
      .where("email", "=", row.email)
      .where("id", "!=", id)
      .where("unsubscribed_at", "is", null)
      .executeTakeFirst();
    await enqueue(
      trx,
      unsubscribeDeliveries(config, id, {
        email: row.email,
        side: row.side,
        keepMember: otherSide !== undefined,
      }),
    );
    await recordAudit(trx, actor, {
      action: "unsubscribed",
      recordKind: "subscriber",
      recordId: id,
      summary: `Unsubscribed ${row.email} (${row.side})`,
      changes: { unsubscribed_at: [null, now] },
    });
    return { outcome: "unsubscribed" as const, at: now };
  });
  wakeDeliveries();
  return done;
}

/**
 * Erases an address from every side (a person's request to be forgotten), and from the mailing
 * list when one is configured. Neither the audit entry nor the outbox keeps the address: the
 * deliveries that named it go, and the list is told by the address's hash alone.
 */
export async function eraseSubscriber(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  config: DeliveryConfig = deliveryConfig(),
): Promise<boolean> {
  const done = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("subscribers")
      .select("email")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return false;
    const signUps = await trx
      .selectFrom("subscribers")
      .select("id")
      .where("email", "=", row.email)
      .execute();
    await trx.deleteFrom("subscribers").where("email", "=", row.email).execute();
    await forgetDeliveries(
      trx,
      "subscriber",
      signUps.map((signUp) => signUp.id),
    );
    await enqueue(trx, eraseDeliveries(config, row.email));
    await recordAudit(trx, actor, {
      action: "erased",
      recordKind: "subscriber",
      recordId: id,
      summary: `Erased an address at a person's request (${signUps.length} sign-up${signUps.length === 1 ? "" : "s"})`,
    });
    return true;
  });
  wakeDeliveries();
  return done;
}
