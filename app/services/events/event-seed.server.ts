import type { Kysely } from "kysely";
import type { EventSeed } from "~/model/events";
import type { Database } from "~/infra/db.server";
import { dojoTimeToUtc } from "~/model/times";
import { raiseDataVersion } from "../data-version.server";

// The first events, from the spec's values (content/season-events.ts): added once by slug, so a
// staff member's change or deletion is never undone by the next start.

/**
 * Adds the events whose slugs are not in the table yet, and raises the events' data version so
 * that pages kept by it (by any process on this database) show them; returns how many were added.
 */
export async function addMissingEvents(
  db: Kysely<Database>,
  events: EventSeed[],
  now = new Date(),
): Promise<number> {
  const existing = new Set(
    (await db.selectFrom("events").select("slug").execute()).map((row) => row.slug),
  );
  const missing = events.filter((event) => !existing.has(event.slug));
  if (missing.length === 0) return 0;
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("events")
      .values(
        missing.map((event) => ({
          slug: event.slug,
          title: event.title,
          japanese_title: event.japaneseTitle,
          category: event.category,
          description: event.description,
          event_date: dojoTimeToUtc(event.startsLocal),
          duration_minutes: event.durationMinutes,
          location: event.location,
          tags: JSON.stringify(event.tags),
          registration_status: event.registration.status,
          registration_url: event.registration.url,
          price_cents: event.registration.priceCents,
          motif: event.motif,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();
    await raiseDataVersion(trx, "events", now);
  });
  return missing.length;
}
