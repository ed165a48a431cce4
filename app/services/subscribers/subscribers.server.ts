import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import type { Side } from "~/site-pages";

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
