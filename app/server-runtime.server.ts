import { getDb, isDatabaseReachable } from "~/infra/db.server";
import { env, sessionSecret, siteOrigin, siteUrlMissing } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import {
  clusterMetrics,
  metricsContentType,
  observeRequest,
  processMetrics,
  reportToPrimary,
  setOutboxSource,
  setReplicaStatusSource,
  setSpoolSource,
} from "~/infra/metrics.server";
import { requestIdFrom, withRequestId } from "~/infra/request-ids.server";
import { renderToKeep } from "~/infra/kept-renders.server";
import { migrateToLatest } from "~/infra/migrate.server";
import { PRERENDER_NONCE, requestContext } from "~/infra/request-context";
import { deleteExpiredRateLimits } from "~/infra/rate-limit.server";
import { getSpool } from "~/infra/spool.server";
import { widgetOrigins } from "~/infra/widgets.server";
import { getStorage, incomingDir } from "~/infra/storage/storage.server";
import { sweepUploads } from "~/services/resources/resource-files.server";
import { deliveryConfig } from "~/services/delivery/config.server";
import { createSender } from "~/services/delivery/send.server";
import { startDeliveryWorker } from "~/services/delivery/worker.server";
import { onDeliveriesDue, wakeDeliveries } from "~/services/delivery/outbox.server";
import { outboxHealth, type OutboxHealth } from "~/services/delivery/status.server";
import { seedDatabase } from "~/services/seed.server";
import { countStaff } from "~/services/staff/staff-list.server";
import { lastRefusedAt, replaySpool } from "~/services/submissions/submissions.server";
import { dataPageKey, dataPageKeyKnown, dataPagePaths } from "~/services/data-page-keys.server";
import { replicaStatus, type ReplicaStatus } from "~/services/backup/replica-status.server";
import { startReplication } from "~/services/backup/replication.server";
import { backupSettings, s3Access } from "~/services/backup/settings.server";

// What the HTTP server (server/) needs from the app. It travels inside the server build as an
// export of entry.server.tsx, so the server shares the app's own instances (the database, the
// request context key) instead of loading second copies.

/**
 * Readies a fresh or existing install: the session secret (generated on first start), the
 * database at the current schema, and its seed data. Safe to run on every start.
 */
async function prepare(): Promise<void> {
  sessionSecret();
  if (siteUrlMissing()) {
    logger.warn(
      `SITE_URL is not set: links the site makes (staff password links, the sitemap) start with ${siteOrigin()}. Set SITE_URL to the site's public address, like https://example.com.`,
    );
  }
  const db = getDb();
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ applied }, "database migrated");
  await seedDatabase(db);
  await sweepUploadsLogged();
  if ((await countStaff(db)) === 0) {
    logger.warn(
      'No staff account yet. Create the first owner with: npm run staff -- add --email you@example.com --name "Your Name" --role owner',
    );
  }
}

/** Removes uploads a crash left half-made (resources.server.ts); a failure is only logged. */
async function sweepUploadsLogged(): Promise<void> {
  try {
    const swept = await sweepUploads(getDb(), await getStorage(), incomingDir());
    if (swept.orphans.length > 0 || swept.incoming > 0) {
      logger.info(swept, "unfinished uploads removed");
    }
  } catch (error) {
    logger.warn({ err: error }, "unfinished uploads could not be swept");
  }
}

/** How often the background work looks for spooled submissions to write into the database. */
const spoolReplayEveryMs = 2000;
const sweepEveryMs = 3_600_000;

/**
 * Background work, run by one process of each instance (server/background-work.ts): delivers
 * what the outbox holds (the delivery worker), writes spooled submissions into the database as
 * soon as it takes them again, and sweeps expired rate-limit counters and unfinished uploads.
 * Returns a function that stops it: the delivery in flight and a replay under way finish, and
 * deliveries taken but not tried are given back.
 */
function startBackgroundWork(): () => Promise<void> {
  const config = deliveryConfig();
  const deliveries = startDeliveryWorker({
    db: getDb(),
    config,
    sender: createSender(config),
    logger,
  });
  let replaying: Promise<unknown> | undefined;
  const replayIfSpooled = async () => {
    if (replaying) return;
    replaying = (async () => {
      if ((await getSpool().depth()) > 0) await replaySpool(getDb(), getSpool());
    })()
      .catch((error: unknown) => logger.error({ err: error }, "spool replay failed"))
      .finally(() => {
        replaying = undefined;
      });
  };
  const sweep = () =>
    Promise.all([
      deleteExpiredRateLimits(getDb()).catch((error: unknown) =>
        logger.warn({ err: error }, "expired rate limits could not be swept"),
      ),
      sweepUploadsLogged(),
    ]);
  void replayIfSpooled();
  const replayTimer = setInterval(replayIfSpooled, spoolReplayEveryMs);
  const sweepTimer = setInterval(sweep, sweepEveryMs);
  replayTimer.unref();
  sweepTimer.unref();
  return async () => {
    clearInterval(replayTimer);
    clearInterval(sweepTimer);
    await Promise.all([replaying, deliveries.stop()]);
  };
}

/**
 * Continuous backup (BACKUP_URL, SQLite): run by the primary process only, once, after
 * prepare(). Returns what stops it; with BACKUP_URL unset, nothing runs.
 */
async function startContinuousBackup(): Promise<() => Promise<void>> {
  if (!env.BACKUP_URL) return async () => {};
  const settings = backupSettings();
  const replication = await startReplication({
    ...settings,
    backupUrl: env.BACKUP_URL,
    s3: s3Access(),
    logger,
  });
  return replication.stop;
}

export type Health = {
  httpStatus: 200 | 503;
  body: {
    status: "ok" | "degraded" | "database unreachable";
    /** Submissions waiting in the spool; null when the spool cannot be read. */
    spooled: number | null;
    /** Spooled submissions set aside, for a person to look at. */
    rejected: number | null;
    /** Deliveries waiting and given up, read at most every 10 s; null when they cannot be read. */
    outbox: OutboxHealth | null;
    /** The continuous backup (Litestream): its state, lag and last success, kept in memory. */
    backup: ReplicaStatus;
  };
};

/** How long the outbox's figures on /healthz stand before the database is asked again. */
const outboxRecheckMs = 10_000;
let outboxRead: { at: number; value: OutboxHealth | null } | undefined;

/** The outbox's figures, asked of the database at most every 10 s, however often /healthz is. */
async function recentOutboxHealth(): Promise<OutboxHealth | null> {
  const nowMs = Date.now();
  if (outboxRead && nowMs >= outboxRead.at && nowMs - outboxRead.at < outboxRecheckMs) {
    return outboxRead.value;
  }
  const value = await outboxHealth(getDb()).catch(() => null);
  outboxRead = { at: nowMs, value };
  return value;
}

// What /metrics reads from elsewhere: the same cached figures as /healthz, never a scan per
// scrape. Read only in the processes whose figures are scraped (decision 023).
setOutboxSource(recentOutboxHealth);
setSpoolSource(() => getSpool().depth());
setReplicaStatusSource(replicaStatus);

/** How long after the database last refused a submission /healthz still says "degraded". */
const refusalShownForMs = 60_000;

/**
 * For load balancers and uptime checks: 503 while the database does not answer; "degraded"
 * (still 200: the site serves pages and keeps what visitors send) while submissions wait in the
 * spool or were set aside, when the spool cannot be read, for a minute after the database
 * refused a submission, or while the continuous backup is stopped or failing.
 */
async function health(): Promise<Health> {
  const spool = getSpool();
  const [reachable, spooled, rejected] = await Promise.all([
    isDatabaseReachable(),
    spool.depth().catch(() => null),
    spool.rejectedCount().catch(() => null),
  ]);
  if (!reachable) {
    return {
      httpStatus: 503,
      body: {
        status: "database unreachable",
        spooled,
        rejected,
        outbox: null,
        backup: replicaStatus(),
      },
    };
  }
  const outbox = await recentOutboxHealth();
  const refusedAt = lastRefusedAt();
  const backup = replicaStatus();
  const degraded =
    backup.state === "stopped" ||
    backup.state === "failing" ||
    spooled !== 0 ||
    rejected !== 0 ||
    (refusedAt !== undefined && Date.now() - refusedAt < refusalShownForMs);
  return {
    httpStatus: 200,
    body: { status: degraded ? "degraded" : "ok", spooled, rejected, outbox, backup },
  };
}

async function closeResources(): Promise<void> {
  await getDb().destroy();
}

export const serverRuntime = {
  env,
  logger,
  requestContext,
  prerenderNonce: PRERENDER_NONCE,
  /** The public origin, accepted in Origin headers besides the request's own host. */
  siteOrigin: siteOrigin(),
  /** Outside origins the pages may load widgets from (added to the Content-Security-Policy). */
  widgetOrigins: widgetOrigins(),
  dataPagePaths,
  dataPageKey,
  dataPageKeyKnown,
  /** Runs a data page's rendering and says whether it showed all its data (may be kept). */
  renderToKeep,
  prepare,
  startContinuousBackup,
  startBackgroundWork,
  /** Calls `listener` whenever deliveries committed in this process are due (a worker's posts). */
  onDeliveriesDue,
  /** Wakes this process's delivery worker (the primary's, when a worker's deliveries are due). */
  wakeDeliveries,
  closeResources,
  health,
  /** Request ids: taken from a safe incoming header or made, and known to every log line. */
  requestIdFrom,
  withRequestId,
  metrics: {
    contentType: metricsContentType,
    observeRequest,
    processMetrics,
    reportToPrimary,
    clusterMetrics,
  },
};

export type ServerRuntime = typeof serverRuntime;
