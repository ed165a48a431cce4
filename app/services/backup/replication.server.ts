import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Logger } from "pino";
import { sessionSecretFile } from "~/infra/env.server";
import { createLocalStorage } from "~/infra/storage/local.server";
import type { S3Access } from "./destination.server";
import { followLog } from "./litestream-log.server";
import {
  litestreamBinary,
  litestreamConfig,
  readLogLine,
  replicaEnv,
  replicaFiles,
  replicaOf,
} from "./litestream.server";
import { sealSecret, sqliteFileOf } from "./parts.server";
import { forgetReplica, recordReplica } from "./replica-status.server";
import { copyMissingUploads } from "./replica-uploads.server";

// Continuous backup of the SQLite database: the primary process (server/index.ts), once, never
// a worker, runs `litestream replicate` and keeps it running. It restarts it after a pause that
// doubles each time (1 s up to a minute) when it stops, counts the restarts, and stops it on
// shutdown, waiting for its last sync. Litestream also ends itself within a second or two of
// this process dying, even by kill -9, so two never replicate one database into one replica.

export type ReplicationSettings = {
  backupUrl: string;
  databaseUrl: string;
  dataDir: string;
  s3: S3Access;
  sessionSecret?: string;
  passphrase?: string;
  /** Uploads are in DATA_DIR/uploads: those not beside the replica yet are copied at start. */
  localUploads: boolean;
  logger: Logger;
  /** The first pause before a restart, in ms (tests make it short). */
  restartDelayMs?: number;
  /**
   * After a failed sync and this long without another try, Litestream is restarted so it tries
   * again (0.3.13 tries again only when the database next changes): in ms, 15 s by default.
   */
  retryQuietMs?: number;
};

export type Replication = {
  /** Litestream's process id while it runs. */
  pid: () => number | undefined;
  stop: () => Promise<void>;
};

export const sealedSecretKey = "session-secret.sealed";
const longestDelayMs = 60_000;
/** Running this long without stopping counts as healthy again: the next pause is the first. */
const steadyAfterMs = 60_000;
const stopWaitMs = 8000;

export function litestreamConfigFile(dataDir: string): string {
  return path.resolve(dataDir, "backup", "litestream.yml");
}

/** The session secret, sealed with BACKUP_PASSPHRASE, beside the replica: a restore opens it. */
async function sealSecretBesideReplica(settings: ReplicationSettings): Promise<void> {
  if (!settings.passphrase) return;
  const file = sessionSecretFile(settings.dataDir);
  const secret =
    settings.sessionSecret ??
    (existsSync(file) ? (await readFile(file, "utf8")).trim() : undefined);
  if (!secret) return;
  const staging = await mkdtemp(path.join(os.tmpdir(), "studio-seal-"));
  try {
    const sealed = path.join(staging, sealedSecretKey);
    await writeFile(sealed, await sealSecret(secret, settings.passphrase), { mode: 0o600 });
    await replicaFiles(replicaOf(settings.backupUrl), settings.s3).put(
      sealedSecretKey,
      sealed,
      "application/json",
    );
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Starts replicating; resolves once Litestream has been started (not once it has synced). A
 * failure to seal the secret beside the replica or to copy the uploads is logged, not fatal:
 * the database is still backed up.
 */
export async function startReplication(settings: ReplicationSettings): Promise<Replication> {
  const { logger } = settings;
  const replica = replicaOf(settings.backupUrl);
  const binary = litestreamBinary();
  const config = litestreamConfigFile(settings.dataDir);
  await mkdir(path.dirname(config), { recursive: true, mode: 0o700 });
  await writeFile(
    config,
    litestreamConfig(sqliteFileOf(settings.databaseUrl), replica, settings.s3),
    {
      mode: 0o600,
    },
  );
  // In the background: a bucket slow to answer does not hold up the site's start.
  void sealSecretBesideReplica(settings).catch((error: unknown) =>
    logger.error({ err: error }, "the session secret could not be sealed beside the backup"),
  );

  const place = {
    dataDir: settings.dataDir,
    databaseFile: sqliteFileOf(settings.databaseUrl),
  };
  const firstDelayMs = settings.restartDelayMs ?? 1000;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let stopping = false;
  let restarts = 0;
  let delayMs = firstDelayMs;
  let timer: NodeJS.Timeout | undefined;
  // When the last sync and the last failed one were, as Litestream's log says.
  let lastSyncAt = 0;
  let lastErrorAt = 0;
  let retrying = false;
  const retryQuietMs = settings.retryQuietMs ?? 15_000;
  recordReplica({ state: "stopped", lastBackupAt: null, lastErrorAt: null, restarts: 0 }, place);
  const log = followLog(path.join(path.dirname(config), "litestream.log"), (text) => {
    const line = readLogLine(text.slice(0, 2000));
    if (line.synced) {
      lastSyncAt = Date.now();
      recordReplica({ lastBackupAt: new Date(line.at ?? Date.now()).toISOString() }, place);
    } else if (line.level === "ERROR") {
      lastErrorAt = Date.now();
      // A sync that did not get through (the replica's place is down, refuses the credentials,
      // …): said on /healthz until one does. Litestream 0.3.13 tries again when the database
      // next changes, not while it is idle: the retry check below restarts it.
      recordReplica({ lastErrorAt: new Date(line.at ?? Date.now()).toISOString() }, place);
      logger.warn({ litestream: line.text }, `litestream: ${line.msg}`);
    } else if (line.level === "WARN") {
      logger.warn({ litestream: line.text }, `litestream: ${line.msg}`);
    } else {
      logger.debug({ litestream: line.text }, `litestream: ${line.msg}`);
    }
  });

  const launch = () => {
    const startedAt = Date.now();
    // The -exec child ends when this process is gone (or Litestream is), and Litestream then
    // syncs and exits: a kill -9 of the server leaves no replicator behind.
    const watch = `sh -c 'while kill -0 ${process.pid} 2>/dev/null && kill -0 $PPID 2>/dev/null; do sleep 1; done'`;
    const output = log.openForChild();
    const started = spawn(
      binary,
      ["replicate", "-config", config, "-no-expand-env", "-exec", watch],
      { env: replicaEnv(settings.s3), stdio: ["ignore", output, output] },
    );
    closeSync(output);
    child = started;
    recordReplica({ state: "replicating", restarts }, place);
    logger.info({ pid: started.pid, replica: replica.url }, "continuous backup started");
    exited = new Promise((resolve) => {
      started.on("error", (error) => {
        logger.error({ err: error }, "litestream could not be started");
      });
      started.on("close", (code, signal) => {
        child = undefined;
        log.readNow();
        resolve();
        if (stopping) {
          recordReplica({ state: "off" }, place);
          return;
        }
        if (retrying) {
          // Stopped on purpose, to try the replica again: started again at once.
          retrying = false;
          restarts += 1;
          launch();
          return;
        }
        if (Date.now() - startedAt > steadyAfterMs) delayMs = firstDelayMs;
        recordReplica({ state: "stopped" }, place);
        logger.error(
          { code, signal, restartInMs: delayMs, restarts },
          "litestream stopped: the continuous backup is paused until it starts again",
        );
        timer = setTimeout(() => {
          restarts += 1;
          launch();
        }, delayMs);
        delayMs = Math.min(delayMs * 2, longestDelayMs);
      });
    });
  };
  launch();
  // A failed sync on an idle database would wait for the next change; after a quiet spell
  // Litestream is restarted, and it tries the replica again as it starts.
  const retryCheck = setInterval(
    () => {
      const failing = lastErrorAt > lastSyncAt;
      if (!failing || !child || retrying || Date.now() - lastErrorAt < retryQuietMs) return;
      retrying = true;
      lastErrorAt = Date.now();
      logger.warn("the backup replica could not be reached: trying it again");
      child.kill("SIGTERM");
    },
    Math.min(retryQuietMs, 5000),
  );
  retryCheck.unref();
  if (settings.localUploads) {
    const root = path.resolve(settings.dataDir, "uploads");
    copyMissingUploads(
      createLocalStorage(root),
      root,
      replicaFiles(replica, settings.s3, "uploads"),
    )
      .then((copied) => {
        if (copied > 0) logger.info({ copied }, "uploads copied to the continuous backup");
      })
      .catch((error: unknown) =>
        logger.error({ err: error }, "uploads could not be copied to the continuous backup"),
      );
  }

  return {
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      clearInterval(retryCheck);
      const running = child;
      if (running) {
        // On SIGTERM Litestream sends what the WAL still holds, then exits.
        running.kill("SIGTERM");
        const killer = setTimeout(() => running.kill("SIGKILL"), stopWaitMs);
        await exited;
        clearTimeout(killer);
      }
      log.stop();
      recordReplica({ state: "off" }, place);
      forgetReplica();
      logger.info("continuous backup stopped");
    },
  };
}
