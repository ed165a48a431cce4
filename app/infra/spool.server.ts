import { randomUUID } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, unlink } from "node:fs/promises";
import path from "node:path";
import { remember } from "@epic-web/remember";
import { env } from "./env.server";
import { logger } from "./logger.server";

// A durable queue on disk for what a visitor sent while the database refused to take it. Each
// entry is one file, written to a temporary name, synced, renamed into place and the directory
// synced, so once `append` returns the entry survives a crash or a power cut. Entries are read
// back oldest first and removed one by one once the database has them. An entry that can never
// be stored (a file that cannot be read, or that the database refuses for what it holds) is
// moved to `rejected/` beside them, for a person to look at; nothing is ever deleted unread.

export type SpoolEntry = {
  /** The submission's id, given before its first try: stored once, by id, however it arrives. */
  id: string;
  kind: string;
  payload: unknown;
  /** When the visitor's submission was received (ISO-8601, UTC). */
  receivedAt: string;
};

export type Spool = {
  append: (entry: SpoolEntry) => Promise<void>;
  /** Every entry waiting, oldest first; unreadable files are moved to `rejected/` on the way. */
  entries: () => Promise<SpoolEntry[]>;
  remove: (id: string) => Promise<void>;
  /** Moves an entry the database will never take to `rejected/`. */
  reject: (id: string, reason: string) => Promise<void>;
  depth: () => Promise<number>;
  rejectedCount: () => Promise<number>;
};

const suffix = ".json";

/** A submission id that sorts by arrival: a fixed-width time, then a random part. */
export function submissionId(receivedAt: Date): string {
  return `${String(receivedAt.getTime()).padStart(15, "0")}-${randomUUID()}`;
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function isSpoolEntry(value: unknown): value is SpoolEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === "string" &&
    typeof entry.kind === "string" &&
    typeof entry.receivedAt === "string" &&
    "payload" in entry
  );
}

async function names(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith(suffix)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

export function createSpool(dir: string): Spool {
  const rejectedDir = path.join(dir, "rejected");
  const fileOf = (id: string) => path.join(dir, `${id}${suffix}`);

  async function moveToRejected(name: string, reason: string): Promise<void> {
    await mkdir(rejectedDir, { recursive: true, mode: 0o700 });
    try {
      await rename(path.join(dir, name), path.join(rejectedDir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return; // moved by another process
      throw error;
    }
    await syncDirectory(dir);
    logger.error(
      { file: path.join(rejectedDir, name), reason },
      "a spooled submission was set aside",
    );
  }

  return {
    async append(entry) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const temporary = path.join(dir, `.${entry.id}.tmp`);
      const handle = await open(temporary, "wx", 0o600);
      try {
        await handle.writeFile(JSON.stringify(entry));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, fileOf(entry.id));
      await syncDirectory(dir);
    },

    async entries() {
      const entries: SpoolEntry[] = [];
      for (const name of await names(dir)) {
        let value: unknown;
        try {
          value = JSON.parse(await readFile(path.join(dir, name), "utf8"));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // replayed meanwhile
          await moveToRejected(name, "the file is not a readable spool entry");
          continue;
        }
        if (isSpoolEntry(value) && `${value.id}${suffix}` === name) entries.push(value);
        else await moveToRejected(name, "the file is not a spool entry");
      }
      return entries;
    },

    async remove(id) {
      try {
        await unlink(fileOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
      await syncDirectory(dir);
    },

    async reject(id, reason) {
      await moveToRejected(`${id}${suffix}`, reason);
    },

    async depth() {
      return (await names(dir)).length;
    },

    async rejectedCount() {
      return (await names(rejectedDir)).length;
    },
  };
}

/** The process's spool of visitors' submissions, in DATA_DIR/spool. */
export function getSpool(): Spool {
  return remember("spool", () => createSpool(path.resolve(env.DATA_DIR, "spool")));
}
