// Applies pending migrations to the database named by DATABASE_URL (default ./data/site.db).
import { getDb } from "~/infra/db.server";
import { migrateToLatest } from "~/infra/migrate.server";

const db = getDb();
try {
  const applied = await migrateToLatest(db);
  console.info(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await db.destroy();
}
