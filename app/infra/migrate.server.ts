import type { Kysely } from "kysely";
import type { Database } from "./db.server";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import * as subscribers from "./migrations/0001-subscribers";
import * as events from "./migrations/0002-events";
import * as messages from "./migrations/0003-messages";
import * as spoolAndRateLimits from "./migrations/0004-spool-and-rate-limits";
import * as subscribersSide from "./migrations/0005-subscribers-side";
import * as staff from "./migrations/0006-staff";
import * as resources from "./migrations/0007-resources";
import * as outbox from "./migrations/0008-outbox";
import * as signInSteps from "./migrations/0009-sign-in-steps";
import * as eventMotif from "./migrations/0010-event-motif";
import * as seasons from "./migrations/0011-seasons";
import * as offerings from "./migrations/0012-offerings";
import * as listIndexes from "./migrations/0013-list-indexes";

// Migrations are listed here in order rather than read from disk, so they travel inside the
// server build. One set runs on SQLite and PostgreSQL alike.
const migrations: Record<string, Migration> = {
  "0001-subscribers": subscribers,
  "0002-events": events,
  "0003-messages": messages,
  "0004-spool-and-rate-limits": spoolAndRateLimits,
  "0005-subscribers-side": subscribersSide,
  "0006-staff": staff,
  "0007-resources": resources,
  "0008-outbox": outbox,
  "0009-sign-in-steps": signInSteps,
  "0010-event-motif": eventMotif,
  "0011-seasons": seasons,
  "0012-offerings": offerings,
  "0013-list-indexes": listIndexes,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Every migration this build knows, in order: a restored database must hold no other. */
export const migrationNames: readonly string[] = Object.keys(migrations);

/** The table Kysely's migrator records the applied migrations in. */
export const migrationTable = "kysely_migration";

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Runs the migrations up to and including `name` only: tests start from an older schema. */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  if (!Object.hasOwn(migrations, name)) throw new Error(`No migration "${name}"`);
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
