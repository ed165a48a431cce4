import cluster from "node:cluster";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import type { ServerBuild } from "react-router";
import type { ServerRuntime } from "../app/server-runtime.server.ts";
import { runtimeOf } from "./app.ts";
import { startBackgroundWorkHere, wakePrimaryOnDeliveries } from "./background-work.ts";
import { createRequestListener, uploadRequestTimeoutMs } from "./request-listener.ts";
import { answerClientError } from "./http/malformed-requests.ts";
import { StudioResponse } from "./http/prepared-headers.ts";
import { workerV8Flags } from "./worker-v8-flags.ts";
import {
  answerWorkersAskingForMetrics,
  askPrimaryForMetrics,
  startLocalMetrics,
  stopLocalMetrics,
} from "./http/metrics-endpoint.ts";

// Starts the HTTP server: in production the built app (BUILD_DIR, default build/) with its
// browser files; in development the app through Vite's dev server. With WEB_CONCURRENCY above 1
// a primary process prepares the database once, then runs that many workers sharing the port,
// and does the background work itself (server/background-work.ts).
// METRICS_PORT is answered by the primary, for the whole server (server/http/metrics-endpoint.ts).
// Stops gracefully on SIGTERM/SIGINT: no new connections, in-flight requests finish, then the
// database closes.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const development = process.env.NODE_ENV === "development";
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

type Loaded = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  runtime: ServerRuntime;
  clientDir?: string;
  devServer?: express.Express;
};

async function loadApp(): Promise<Loaded> {
  if (development) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    const devServer = express();
    devServer.disable("x-powered-by");
    devServer.use(viteServer.middlewares);
    const load = async () =>
      (await viteServer.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return { build: load, runtime: runtimeOf(await load()), devServer };
  }
  try {
    const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
    return { build, runtime: runtimeOf(build), clientDir: path.join(buildDir, "client") };
  } catch (error) {
    // Configuration errors name the variable; say that and nothing more.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

async function prepareOrExit(runtime: ServerRuntime) {
  try {
    await runtime.prepare();
  } catch (error) {
    runtime.logger.fatal({ err: error }, "could not prepare the data directory or the database");
    process.exit(1);
  }
}

/** Starts the continuous backup (BACKUP_URL) in the primary process; a failure stops the start. */
async function startBackupOrExit(runtime: ServerRuntime): Promise<() => Promise<void>> {
  try {
    return await runtime.startContinuousBackup();
  } catch (error) {
    runtime.logger.fatal({ err: error }, "could not start the continuous backup (BACKUP_URL)");
    process.exit(1);
  }
}

/** Exits once the last log lines are written, so a stop is always on record. */
function exitWhenLogged(runtime: ServerRuntime, code: number) {
  runtime.logger.flush(() => process.exit(code));
}

function onStopSignal(stop: (signal: string) => void) {
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/**
 * Serves requests in this process until a stop signal, then drains and closes; the continuous
 * backup stops last, once it has sent the last writes.
 */
function serve({ build, runtime, clientDir, devServer }: Loaded, stopBackup = async () => {}) {
  const { env, logger } = runtime;
  // A worker's /metrics asks the primary, which has every worker's figures (decision 023).
  if (cluster.isWorker) runtime.metrics.reportToPrimary();
  const listener = createRequestListener({
    runtime,
    build,
    clientDir,
    readMetrics: cluster.isWorker ? askPrimaryForMetrics : undefined,
  });
  const metricsServer = cluster.isPrimary
    ? startLocalMetrics(runtime, runtime.metrics.processMetrics)
    : undefined;
  if (devServer) devServer.use(listener);
  // The app checks the Host header itself, so its refusal carries the security headers.
  // Timeouts are checked every 2 seconds (Node's default is every 30 s).
  const httpServer = createServer(
    { requireHostHeader: false, connectionsCheckingInterval: 2000, ServerResponse: StudioResponse },
    devServer ?? listener,
  );
  httpServer.on("clientError", answerClientError);
  httpServer.keepAliveTimeout = 65_000;
  // A connection that dribbles its headers is closed (408) rather than held open. The body's
  // limit is per page (createRequestListener): a minute for pages and forms, and this one,
  // longer, for the pages that take uploads.
  httpServer.headersTimeout = 20_000;
  httpServer.requestTimeout = uploadRequestTimeoutMs;
  // In a cluster the primary does the background work; a worker only tells it of deliveries.
  const stopBackgroundWork = cluster.isWorker
    ? wakePrimaryOnDeliveries(runtime)
    : startBackgroundWorkHere(runtime);
  httpServer.listen(env.PORT, env.HOST, () => {
    if (cluster.isPrimary) logger.info(`Studio website listening on http://localhost:${env.PORT}`);
  });

  let stopping = false;
  onStopSignal((signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    stopLocalMetrics(metricsServer);
    setTimeout(() => {
      logger.warn("forced exit after 10 s");
      process.exit(1);
    }, 10_000).unref();
    httpServer.close(async () => {
      await stopBackgroundWork();
      await runtime.closeResources();
      await stopBackup();
      logger.info("stopped");
      exitWhenLogged(runtime, 0);
    });
    httpServer.closeIdleConnections();
  });
}

/**
 * Keeps `count` workers running, replacing any that die, until a stop signal; once every worker
 * has stopped, `stopOwnWork` runs (the background work, the database, the backup), then the
 * process exits.
 */
function superviseWorkers(count: number, runtime: ServerRuntime, stopOwnWork: () => Promise<void>) {
  const { env, logger } = runtime;
  let stopping = false;
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...workerV8Flags] });
  answerWorkersAskingForMetrics(runtime.metrics.clusterMetrics);
  const metricsServer = startLocalMetrics(runtime, runtime.metrics.clusterMetrics);
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on("exit", (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        stopOwnWork().then(
          () => {
            logger.info("stopped");
            exitWhenLogged(runtime, 0);
          },
          (error: unknown) => {
            logger.error({ err: error }, "could not stop cleanly");
            exitWhenLogged(runtime, 1);
          },
        );
      }
      return;
    }
    logger.error({ pid: worker.process.pid, code }, "worker exited; starting another");
    cluster.fork();
  });
  logger.info(`Studio website listening on http://localhost:${env.PORT} with ${count} workers`);
  onStopSignal((signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    stopLocalMetrics(metricsServer);
    // Each worker is forced out after 10 s; the delivery in flight here gets as long again.
    setTimeout(() => {
      logger.warn("forced exit after 20 s");
      process.exit(1);
    }, 20_000).unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  });
}

const loaded = await loadApp();
const workers = development ? 1 : loaded.runtime.env.WEB_CONCURRENCY;
if (cluster.isPrimary) {
  await prepareOrExit(loaded.runtime);
  // Litestream runs here, once: never in a worker, so one process replicates the database.
  const stopBackup = await startBackupOrExit(loaded.runtime);
  if (workers > 1) {
    // The workers answer the requests; the primary supervises them and does the background work
    // (deliveries, the spool's replay, sweeps), which stops once every worker has stopped.
    const stopBackgroundWork = startBackgroundWorkHere(loaded.runtime);
    superviseWorkers(workers, loaded.runtime, async () => {
      await stopBackgroundWork();
      await loaded.runtime.closeResources();
      await stopBackup();
    });
  } else {
    serve(loaded, stopBackup);
  }
} else {
  serve(loaded);
}
