import path from "node:path";
import type { FileStorage } from "~/infra/storage/file-storage";

// With continuous backup on (BACKUP_URL) and the uploads kept in DATA_DIR/uploads, each file is
// copied to the replica's uploads/ folder as it is stored (copiedToReplica, in
// app/infra/storage/backup-copy.server.ts). At start, those it lacks are copied here: the files
// stored before BACKUP_URL was set, or whose copy failed. With S3 storage the files stay in their
// bucket (turn on its versioning instead).

/** Copies the stored files the replica does not have yet; returns how many. */
export async function copyMissingUploads(
  local: FileStorage,
  localRoot: string,
  replica: FileStorage,
): Promise<number> {
  const copied = new Set((await replica.list()).map((entry) => entry.key));
  let count = 0;
  for (const entry of await local.list()) {
    if (copied.has(entry.key)) continue;
    const file = path.join(localRoot, ...entry.key.split("/"));
    await replica.put(entry.key, file, "application/octet-stream");
    count += 1;
  }
  return count;
}
