import type { Kysely } from "kysely";
import type { Database } from "./db.server";

// Seed data the site needs on a fresh database. Each seeder is idempotent: it inserts only rows
// that are missing, so it runs on every start and from `npm run db:seed` alike.

type Seeder = { name: string; run: (db: Kysely<Database>) => Promise<number> };

const seeders: Seeder[] = [];

export async function seedDatabase(db: Kysely<Database>): Promise<Record<string, number>> {
  const inserted: Record<string, number> = {};
  for (const seeder of seeders) inserted[seeder.name] = await seeder.run(db);
  return inserted;
}
