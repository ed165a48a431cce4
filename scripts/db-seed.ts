// Migrates, then inserts the seed data that is missing. Safe to run any number of times.
import { getDb } from "~/infra/db.server";
import { migrateToLatest } from "~/infra/migrate.server";
import { seedDatabase } from "~/services/seed.server";

const db = getDb();
try {
  await migrateToLatest(db);
  const inserted = await seedDatabase(db);
  const lines = Object.entries(inserted).map(([name, count]) => `${name}: ${count} new`);
  console.info(lines.length ? lines.join("\n") : "Nothing to seed.");
} finally {
  await db.destroy();
}
