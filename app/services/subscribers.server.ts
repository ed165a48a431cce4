import type { Kysely } from "kysely";
import type { NewsletterAudience } from "~/content/newsletter";
import type { Database } from "~/infra/db.server";

export type NewSubscriber = { email: string; audience: NewsletterAudience; sourcePage: string };

/**
 * Records a newsletter sign-up. Signing up again is not an error: the existing row stays (and a
 * past unsubscribe is cleared), so each address has one row per audience.
 */
export async function subscribe(db: Kysely<Database>, input: NewSubscriber): Promise<void> {
  await db
    .insertInto("subscribers")
    .values({
      email: input.email.trim().toLowerCase(),
      audience: input.audience,
      source_page: input.sourcePage,
      created_at: new Date().toISOString(),
      unsubscribed_at: null,
    })
    .onConflict((oc) => oc.columns(["email", "audience"]).doUpdateSet({ unsubscribed_at: null }))
    .execute();
}

export async function listSubscribers(db: Kysely<Database>) {
  return db.selectFrom("subscribers").selectAll().orderBy("created_at", "desc").execute();
}
