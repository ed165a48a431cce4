import { getDb, isDatabaseReachable } from "~/infra/db.server";
import { env, sessionSecret } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { migrateToLatest } from "~/infra/migrate.server";
import { PRERENDER_NONCE, requestContext } from "~/infra/request-context";
import { seedDatabase } from "~/infra/seed.server";
import { widgetOrigins } from "~/infra/widgets.server";

// What the HTTP server (server/) needs from the app. It travels inside the server build as an
// export of entry.server.tsx, so the server shares the app's own instances (the database, the
// request context key) instead of loading second copies.

/**
 * Readies a fresh or existing install: the session secret (generated on first start), the
 * database at the current schema, and its seed data. Safe to run on every start.
 */
async function prepare(): Promise<void> {
  sessionSecret();
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
  /** Outside origins the pages may load widgets from (added to the Content-Security-Policy). */
  widgetOrigins: widgetOrigins(),
  prepare,
  closeResources,
  isDatabaseReachable: () => isDatabaseReachable(),
};

export type ServerRuntime = typeof serverRuntime;
