import { getDb, isDatabaseReachable } from "~/infra/db.server";
import { env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { migrateToLatest } from "~/infra/migrate.server";
import { PRERENDER_NONCE, requestContext } from "~/infra/request-context";
import { seedDatabase } from "~/infra/seed.server";

// What the HTTP server (server/) needs from the app. It travels inside the server build as an
// export of entry.server.tsx, so the server shares the app's own instances (the database, the
// request context key) instead of loading second copies.

/** Brings the database to the current schema and seeds it; safe to run on every start. */
async function prepareDatabase(): Promise<void> {
  const db = getDb();
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ applied }, "database migrated");
  await seedDatabase(db);
}

async function closeResources(): Promise<void> {
  await getDb().destroy();
}

export const serverRuntime = {
  env,
  logger,
  requestContext,
  prerenderNonce: PRERENDER_NONCE,
  prepareDatabase,
  closeResources,
  isDatabaseReachable: () => isDatabaseReachable(),
};

export type ServerRuntime = typeof serverRuntime;
