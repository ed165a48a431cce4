import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "~/infra/env.server";

// How the continuous backup stands, for /healthz and /metrics. The primary process runs
// Litestream (replication.server.ts) and keeps the figures here; with WEB_CONCURRENCY above 1
// the workers answer the requests, so the primary also writes them to a small file in DATA_DIR
// which a worker reads at most every two seconds, never once per request.

export type ReplicaState = "off" | "replicating" | "failing" | "stopped";

export type ReplicaStatus = {
  /**
   * off: BACKUP_URL is not set; stopped: Litestream is not running (it is being restarted);
   * failing: it runs, but its latest attempt to reach the replica failed (the replica's place
   * does not answer, refuses it, …) and none has succeeded since.
   */
  state: ReplicaState;
  /**
   * Seconds the replica is behind: 0 when nothing was written to the database since the last
   * change reached the replica, else the seconds since then. Null before the first one.
   */
  lagSeconds: number | null;
  /** When a change (or a whole snapshot) last reached the replica, ISO 8601. */
  lastBackupAt: string | null;
  /** When Litestream last said it failed (ISO 8601); null when it has not since the start. */
  lastErrorAt: string | null;
  /** Times Litestream stopped and was started again since the site started. */
  restarts: number;
};

/** What the process that runs Litestream keeps: "failing" is worked out when read. */
type Kept = {
  state: Exclude<ReplicaState, "failing">;
  lastBackupAt: string | null;
  lastErrorAt: string | null;
  restarts: number;
};

const off: Kept = { state: "off", lastBackupAt: null, lastErrorAt: null, restarts: 0 };
/** Set only in the process that runs Litestream. */
let own:
  | (Kept & {
      file: string;
      databaseFile: string;
      writtenAt: number;
      pending?: NodeJS.Timeout;
    })
  | undefined;
let read: { at: number; value: Kept } | undefined;
const rereadMs = 2000;

export function replicaStatusFile(dataDir: string): string {
  return path.resolve(dataDir, "backup", "replica-status.json");
}

/** Where the figures are kept and which database they are about. */
export type ReplicaPlace = { dataDir: string; databaseFile: string };

/** Called by the process that runs Litestream, whenever something changes. */
export function recordReplica(change: Partial<Kept>, place: ReplicaPlace): void {
  own ??= {
    ...off,
    file: replicaStatusFile(place.dataDir),
    databaseFile: place.databaseFile,
    writtenAt: 0,
  };
  const before = own.state;
  Object.assign(own, change);
  // A sync comes every second under writes: the file is written at most once a second for
  // those (the last one a moment later), at once for a change of state.
  const nowMs = Date.now();
  if (own.state === before && nowMs - own.writtenAt < 1000) {
    if (!own.pending) {
      own.pending = setTimeout(writeFigures, 1000 - (nowMs - own.writtenAt));
      own.pending.unref();
    }
    return;
  }
  writeFigures();
}

function writeFigures(): void {
  if (!own) return;
  clearTimeout(own.pending);
  own.pending = undefined;
  own.writtenAt = Date.now();
  try {
    mkdirSync(path.dirname(own.file), { recursive: true });
    const partial = `${own.file}.${process.pid}`;
    const { state, lastBackupAt, lastErrorAt, restarts } = own;
    writeFileSync(partial, JSON.stringify({ state, lastBackupAt, lastErrorAt, restarts }));
    renameSync(partial, own.file);
  } catch {
    // The workers' figures stay as they were; this process's own are right.
  }
}

/** Forgets this process's figures (a stopped replication, or between tests). */
export function forgetReplica(): void {
  clearTimeout(own?.pending);
  own = undefined;
  read = undefined;
}

function keptFigures(): Kept {
  if (own) {
    const { state, lastBackupAt, lastErrorAt, restarts } = own;
    return { state, lastBackupAt, lastErrorAt, restarts };
  }
  const nowMs = Date.now();
  if (read && nowMs - read.at < rereadMs && nowMs >= read.at) return read.value;
  let value: Kept;
  try {
    const parsed = JSON.parse(readFileSync(replicaStatusFile(env.DATA_DIR), "utf8")) as Kept;
    value = {
      state: parsed.state === "replicating" || parsed.state === "off" ? parsed.state : "stopped",
      lastBackupAt: typeof parsed.lastBackupAt === "string" ? parsed.lastBackupAt : null,
      lastErrorAt: typeof parsed.lastErrorAt === "string" ? parsed.lastErrorAt : null,
      restarts: Number(parsed.restarts) || 0,
    };
  } catch {
    // The primary has not written it yet: Litestream is starting.
    value = { state: "stopped", lastBackupAt: null, lastErrorAt: null, restarts: 0 };
  }
  read = { at: nowMs, value };
  return value;
}

/** When the database (its WAL, where every commit goes first) last changed; 0 when unknown. */
function databaseChangedAt(): number {
  const file = own?.databaseFile ?? path.resolve(env.DATABASE_URL.replace(/^file:/, ""));
  try {
    return statSync(`${file}-wal`).mtimeMs;
  } catch {
    return 0;
  }
}

const timeOf = (at: string | null) => (at ? Date.parse(at) : Number.NaN);

export function replicaStatus(): ReplicaStatus {
  if (!env.BACKUP_URL && !own) return { ...off, lagSeconds: null };
  const kept = keptFigures();
  const last = timeOf(kept.lastBackupAt);
  let lagSeconds: number | null = null;
  if (!Number.isNaN(last)) {
    // Behind when the WAL changed after the last sync, by the time since that sync: while the
    // replica's place does not answer, this grows until a sync gets through. Litestream's own
    // checkpoint writes to the WAL too: that shows as a second of lag, until its next sync.
    const behind = databaseChangedAt() > last;
    lagSeconds = behind ? Math.max(0, Math.round((Date.now() - last) / 1000)) : 0;
  }
  // Running is not the same as backing up: an error newer than the last success is said.
  const failedAt = timeOf(kept.lastErrorAt);
  const failing = kept.state === "replicating" && !Number.isNaN(failedAt) && !(last >= failedAt);
  return { ...kept, state: failing ? "failing" : kept.state, lagSeconds };
}
