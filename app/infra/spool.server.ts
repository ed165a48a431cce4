import { randomUUID } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, unlink } from "node:fs/promises";
import path from "node:path";
import { remember } from "@epic-web/remember";
import { env } from "./env.server";

// A durable queue on disk for what a visitor sent while the database refused to take it. Each
// entry is one file, written to a temporary name, synced, renamed into place and the directory
// synced, so once `append` returns the entry survives a crash or a power cut. Entries are read
// back oldest first and removed one by one once the database has them.

export type SpoolEntry = {
  /** Unique and stable: the replay records it, so an entry is applied exactly once. */
  id: string;
  kind: string;
  payload: unknown;
  /** When the visitor's submission was received (ISO-8601, UTC). */
  receivedAt: string;
};

export type Spool = {
  append: (kind: string, payload: unknown, receivedAt?: Date) => Promise<SpoolEntry>;
  /** Every entry, oldest first; unreadable files are skipped and left for a person to see. */
  entries: () => Promise<SpoolEntry[]>;
  remove: (id: string) => Promise<void>;
  depth: () => Promise<number>;
};

const suffix = ".json";

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
  // File names sort by arrival: a fixed-width time, then the entry's id.
  const fileOf = (id: string) => path.join(dir, `${id}${suffix}`);

  return {
    async append(kind, payload, receivedAt = new Date()) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const id = `${String(receivedAt.getTime()).padStart(15, "0")}-${randomUUID()}`;
      const entry: SpoolEntry = { id, kind, payload, receivedAt: receivedAt.toISOString() };
      const temporary = path.join(dir, `.${id}.tmp`);
      const handle = await open(temporary, "wx", 0o600);
      try {
        await handle.writeFile(JSON.stringify(entry));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, fileOf(id));
      await syncDirectory(dir);
      return entry;
    },

    async entries() {
      const entries: SpoolEntry[] = [];
      for (const name of await names(dir)) {
        try {
          const value: unknown = JSON.parse(await readFile(path.join(dir, name), "utf8"));
          if (isSpoolEntry(value)) entries.push(value);
        } catch {
          // Removed by another process meanwhile, or unreadable: not ours to drop.
        }
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

    async depth() {
      return (await names(dir)).length;
    },
  };
}

/** The process's spool of visitors' submissions, in DATA_DIR/spool. */
export function getSpool(): Spool {
  return remember("spool", () => createSpool(path.resolve(env.DATA_DIR, "spool")));
}
