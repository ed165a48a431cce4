import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseReplicaUrl, type Replica } from "~/infra/storage/backup-copy.server";
import type { S3Access } from "./destination.server";
import { BackupError } from "./parts.server";

// Litestream v0.3.13 (docs/decisions/024-litestream.md), as the site runs it: where its binary
// is, the replica BACKUP_URL names, the configuration written for it, and what its log lines say.

export type { Replica } from "~/infra/storage/backup-copy.server";
export { replicaFiles } from "~/infra/storage/backup-copy.server";

/** The replica an address names, or a refusal in words for whoever runs the command. */
export function replicaOf(url: string): Replica {
  const replica = parseReplicaUrl(url);
  if (replica) return replica;
  throw new BackupError(
    "A continuous backup's address is s3://bucket/folder or file:///absolute/folder.",
  );
}

/**
 * The Litestream binary the npm package brought for this machine. Its bin script is a Node
 * wrapper that does not pass signals on, so the binary itself is run.
 */
export function litestreamBinary(): string {
  const name = `@flydotio/litestream-${process.platform}-${process.arch}`;
  try {
    const manifest = createRequire(import.meta.url).resolve(`${name}/package.json`);
    const binary = path.join(path.dirname(manifest), "litestream");
    if (existsSync(binary)) return binary;
  } catch {
    // Not installed for this platform: said below.
  }
  throw new BackupError(
    `Litestream is not installed for ${process.platform}-${process.arch} (${name}): run npm install.`,
  );
}

const quoted = (text: string) => JSON.stringify(text);

/** How often changes are sent, how often a whole snapshot is taken, how long they are kept. */
export const replicaTiming = { syncInterval: "1s", snapshotInterval: "6h", retention: "168h" };

/**
 * The configuration for one database and its replica. Credentials are never in it: Litestream
 * reads them from LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY (replicaEnv).
 */
export function litestreamConfig(databaseFile: string, replica: Replica, s3: S3Access): string {
  const lines = ["dbs:", `  - path: ${quoted(path.resolve(databaseFile))}`, "    replicas:"];
  if (replica.kind === "file") {
    lines.push("      - type: file", `        path: ${quoted(replica.path)}`);
  } else {
    lines.push(
      "      - type: s3",
      `        bucket: ${quoted(replica.bucket)}`,
      `        path: ${quoted(replica.path)}`,
      `        region: ${quoted(s3.region)}`,
    );
    if (s3.endpoint) lines.push(`        endpoint: ${quoted(s3.endpoint)}`);
    if (s3.forcePathStyle) lines.push("        force-path-style: true");
  }
  lines.push(
    `        sync-interval: ${replicaTiming.syncInterval}`,
    `        snapshot-interval: ${replicaTiming.snapshotInterval}`,
    `        retention: ${replicaTiming.retention}`,
  );
  return `${lines.join("\n")}\n`;
}

/** The environment Litestream runs in: the S3 credentials, when set, and nothing else added. */
export function replicaEnv(s3: S3Access): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (s3.accessKeyId && s3.secretAccessKey) {
    env.LITESTREAM_ACCESS_KEY_ID = s3.accessKeyId;
    env.LITESTREAM_SECRET_ACCESS_KEY = s3.secretAccessKey;
  }
  return env;
}

export type LogLine = {
  level: string;
  msg: string;
  /** When Litestream wrote it, in milliseconds; undefined when the line has no time. */
  at: number | undefined;
  /** True when a snapshot or a WAL segment reached the replica. */
  synced: boolean;
  text: string;
};

/** One line of Litestream's log (logfmt: time=… level=INFO msg="wal segment written" …). */
export function readLogLine(text: string): LogLine {
  const field = (name: string) =>
    new RegExp(`(?:^| )${name}=(?:"((?:[^"\\\\]|\\\\.){0,500})"|(\\S{1,200}))`).exec(text);
  const msg = field("msg");
  const time = field("time")?.[2];
  const parsed = time ? Date.parse(time) : Number.NaN;
  const message = msg?.[1] ?? msg?.[2] ?? text;
  return {
    level: field("level")?.[2] ?? "INFO",
    msg: message,
    at: Number.isNaN(parsed) ? undefined : parsed,
    synced: message === "wal segment written" || message === "snapshot written",
    text,
  };
}
