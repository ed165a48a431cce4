import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, type FileStorage, type StoredKey } from "./file-storage";

// Files in a directory (DATA_DIR/uploads by default). A file is copied to a hidden name beside
// its place and renamed into it, so a reader sees all of it or nothing; a crash mid-copy leaves
// only a hidden ".incoming-" file, which list() skips and sweepIncoming() removes.

const INCOMING = ".incoming-";

export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split("/"));
  };

  async function walk(dir: string, prefix: string): Promise<{ file: string; key: string }[]> {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    });
    const found: { file: string; key: string }[] = [];
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) found.push(...(await walk(file, key)));
      else if (entry.isFile()) found.push({ file, key });
    }
    return found;
  }

  return {
    name: "local",
    async put(key, sourcePath) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const incoming = path.join(path.dirname(target), `${INCOMING}${randomUUID()}`);
      try {
        await copyFile(sourcePath, incoming);
        await rename(incoming, target);
      } catch (error) {
        await rm(incoming, { force: true });
        throw error;
      }
    },
    async open(key) {
      const file = pathOf(key);
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async list() {
      const keys: StoredKey[] = [];
      for (const { file, key } of await walk(root, "")) {
        if (path.basename(file).startsWith(INCOMING)) continue;
        keys.push({ key, modifiedAt: (await stat(file)).mtime });
      }
      return keys;
    },
    async sweepIncoming(olderThanMs) {
      let removed = 0;
      for (const { file } of await walk(root, "")) {
        if (!path.basename(file).startsWith(INCOMING)) continue;
        const { mtimeMs } = await stat(file);
        if (Date.now() - mtimeMs < olderThanMs) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
