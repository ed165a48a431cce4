import { PassThrough, Readable } from "node:stream";
import type { Route } from "./+types/export";
import { getDb } from "~/infra/db.server";
import { logger } from "~/infra/logger.server";
import { getStorage } from "~/infra/storage/storage.server";
import { requireOwner } from "~/http/staff-access.server";
import { recordExport, writeStudioExport } from "~/services/backup/export.server";

// The studio's own export for owners (the Staff page, "The studio's data"): one ZIP, streamed as
// it is made, so its first bytes leave at once and the server never holds it whole. Each
// download is in the audit log from the moment it starts.

export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireOwner(request);
  const db = getDb();
  const storage = await getStorage();
  const body = new PassThrough();
  const day = new Date().toISOString().slice(0, 10);
  await recordExport(db, actor);
  // A failure mid-way cuts the download off (writeStudioExport destroys `body`) and is logged.
  writeStudioExport(db, storage, body).catch((error: unknown) => {
    logger.error({ err: error }, "the export could not be written");
  });
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="studio-export-${day}.zip"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
