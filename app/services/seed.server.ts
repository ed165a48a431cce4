import type { Kysely } from "kysely";
import { mindfulAiEvent } from "~/content/mindful-ai";
import { seasonEvents } from "~/content/season-events";
import type { Database } from "~/infra/db.server";
import { addMissingEvents } from "./events/event-seed.server";
import { addFirstSeason } from "./schedule/season-seed.server";
import { addMissingOfferings } from "./offerings/offering-seed.server";

// Seed data the site needs on a fresh database. Each seeder runs once per database (recorded in
// seed_runs), on the first start or `npm run db:seed`, so rows staff later delete stay deleted.
// Seeders themselves only add what is missing, so a half-finished run can simply run again.

type Seeder = { name: string; run: (db: Kysely<Database>) => Promise<number> };

const seeders: Seeder[] = [
  { name: "events-2025-26", run: (db) => addMissingEvents(db, seasonEvents) },
  // The mindful-AI workshop's page reads its date and booking link from the events table too.
  { name: "events-mindful-ai", run: (db) => addMissingEvents(db, [mindfulAiEvent]) },
  { name: "season-2025-26", run: (db) => addFirstSeason(db) },
  { name: "offerings-2025-26", run: (db) => addMissingOfferings(db) },
];

export async function seedDatabase(db: Kysely<Database>): Promise<Record<string, number>> {
  const inserted: Record<string, number> = {};
  const done = new Set(
    (await db.selectFrom("seed_runs").select("name").execute()).map((row) => row.name),
  );
  for (const seeder of seeders) {
    if (done.has(seeder.name)) continue;
    inserted[seeder.name] = await seeder.run(db);
    await db
      .insertInto("seed_runs")
      .values({ name: seeder.name, ran_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
  }
  return inserted;
}
