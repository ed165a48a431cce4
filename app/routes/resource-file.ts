import { Readable } from "node:stream";
import type { Route } from "./+types/resource-file";
import { resourcesText } from "~/content/resources";
import { getDb } from "~/infra/db.server";
import { logger } from "~/infra/logger.server";
import { getStorage } from "~/infra/storage/storage.server";
import { findDownload } from "~/services/resources/resource-reads.server";
import { servedInline } from "~/services/resources/resource-files.server";
import { cleanFileName } from "~/services/resources/file-type";

// A resource's file (spec §7 "Resources page", call 4): the stored file under its original name.
// PDFs, text and pictures are shown in the browser, Word documents saved. Never as a page: the
// type is the one its content was recognised as at upload, the browser may not guess another
// (nosniff, which the server sends with every answer: server/http/security-headers.ts), and what
// is shown inline runs in a sandbox with nothing allowed, on top of the site's own policy.

/** An ASCII stand-in for old browsers, and the real name for the rest (RFC 6266). */
export function contentDisposition(kind: "inline" | "attachment", stored: string): string {
  // Names stored before uploads were cleaned are cleaned on the way out too.
  const fileName = cleanFileName(stored);
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function failed(status: number): Response {
  const { errorTitle, downloadFailed, heading } = resourcesText;
  const body = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${errorTitle}</title><h1>${errorTitle}</h1><p>${downloadFailed}</p><p><a href="/resources">${heading}</a></p></html>`;
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function loader({ params }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  try {
    const found = await findDownload(getDb(), key);
    if (!found) return failed(404);
    const stored = await (await getStorage()).open(found.storageKey);
    if (!stored) {
      logger.error({ key }, "a resource's file is missing from storage");
      return failed(404);
    }
    const inline = servedInline(found.fileType);
    const headers = new Headers({
      "Content-Type": found.fileType,
      "Content-Length": String(stored.size),
      "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", found.fileName),
      // A new upload gets a new key, so what is under a key never changes.
      "Cache-Control": "public, max-age=86400",
    });
    if (inline) headers.set("Content-Security-Policy", "sandbox; default-src 'none'");
    return new Response(Readable.toWeb(stored.body) as ReadableStream, { headers });
  } catch (error) {
    logger.error({ err: error, key }, "a resource could not be downloaded");
    return failed(500);
  }
}
