import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { type PrerenderedPage, prepareAnswer, serveFromMemory } from "./prerendered-pages.ts";
import { contentSecurityPolicy } from "./security-headers.ts";
import { compressWholeSync, type WholeEncoding } from "./whole-compression.ts";

// The build's hashed files (build/client/assets: scripts, stylesheets, pictures, the font), sent
// from memory as the prerendered pages are: each read at start with the compressed copies the
// build wrote beside it (scripts/precompress.ts), its heads prepared once. A file's name changes
// with its content, so browsers and shared caches keep it for a year. The site's files at the
// top of the build (its icons, the picture a shared link shows) are sent from memory the same
// way, kept for an hour: every first page view asks for the icon. What this does not answer (a
// range, a query string, a type it does not know, a file it does not have, the videos under
// media/) goes on to Express's static files, which answer it as before (app.ts).

/** Hashed files may be kept for a year and never revalidated, from memory or from disk (app.ts). */
export const hashedFileCaching = "public, max-age=31536000, immutable";

/**
 * The site's files at the top of the build keep their names when they change, so they are kept
 * for an hour, then revalidated by ETag: from memory or from disk (app.ts).
 */
export const siteFileMaxAgeSeconds = 3600;
export const siteFileCaching = `public, max-age=${siteFileMaxAgeSeconds}`;

/** The types the build writes into assets/, as express.static names them; text compresses. */
const typesByExtension: Record<string, { type: string; compressible: boolean }> = {
  ".js": { type: "text/javascript; charset=utf-8", compressible: true },
  ".css": { type: "text/css; charset=utf-8", compressible: true },
  ".svg": { type: "image/svg+xml", compressible: true },
  ".json": { type: "application/json; charset=utf-8", compressible: true },
  ".ico": { type: "image/vnd.microsoft.icon", compressible: true },
  ".avif": { type: "image/avif", compressible: false },
  ".webp": { type: "image/webp", compressible: false },
  ".png": { type: "image/png", compressible: false },
  ".jpg": { type: "image/jpeg", compressible: false },
  ".woff2": { type: "font/woff2", compressible: false },
};

/** Whether the build compresses a file of this name ahead (scripts/precompress.ts). */
export function compressedAhead(fileName: string): boolean {
  return typesByExtension[path.extname(fileName)]?.compressible === true;
}

/** The name of a file's compressed copy beside it. */
export function compressedCopyName(fileName: string, encoding: WholeEncoding): string {
  return `${fileName}.${encoding === "br" ? "br" : "gz"}`;
}

/**
 * Every file of the assets folder the server knows the type of, by its address
 * ("/assets/entry-abc123.js"), with the copies the build compressed. A text file the build did
 * not compress (a build made otherwise) is compressed here; a compressed copy that would not save
 * a byte is left out.
 */
export function loadHashedFiles(
  assetsDir: string,
  widgetOrigins: readonly string[] = [],
): Map<string, PrerenderedPage> {
  return loadFiles(assetsDir, "/assets/", hashedFileCaching, widgetOrigins);
}

/**
 * The files at the top of the build the server knows the type of ("/favicon.svg"), as
 * loadHashedFiles reads them, kept for an hour. Not its pages (HTML and data are prerendered
 * pages) nor what is in its folders.
 */
export function loadSiteFiles(
  clientDir: string,
  widgetOrigins: readonly string[] = [],
): Map<string, PrerenderedPage> {
  return loadFiles(clientDir, "/", siteFileCaching, widgetOrigins);
}

function loadFiles(
  dir: string,
  prefix: string,
  caching: string,
  widgetOrigins: readonly string[],
): Map<string, PrerenderedPage> {
  const files = new Map<string, PrerenderedPage>();
  if (!existsSync(dir)) return files;
  // A file's answer runs no script; its policy is the site's with no script of its own.
  const policy = contentSecurityPolicy([], false, widgetOrigins);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const known = typesByExtension[path.extname(entry.name)];
    if (!entry.isFile() || !known) continue;
    const full = path.join(dir, entry.name);
    const identity = readFileSync(full);
    const compressed: Partial<Record<WholeEncoding, Buffer>> = {};
    if (known.compressible) {
      const copyIn = (encoding: WholeEncoding): Buffer | undefined => {
        const copy = path.join(dir, compressedCopyName(entry.name, encoding));
        return existsSync(copy) ? readFileSync(copy) : undefined;
      };
      const ahead = { br: copyIn("br"), gzip: copyIn("gzip") };
      const { br, gzip }: Record<WholeEncoding, Buffer> =
        ahead.br && ahead.gzip ? { br: ahead.br, gzip: ahead.gzip } : compressWholeSync(identity);
      if (br.length < identity.length) compressed.br = br;
      if (gzip.length < identity.length) compressed.gzip = gzip;
    }
    files.set(
      `${prefix}${entry.name}`,
      prepareAnswer({ identity, ...compressed }, { contentType: known.type, policy, caching }),
    );
  }
  return files;
}

/**
 * Answers a plain read of a hashed file or a site file from memory and returns true; otherwise
 * leaves the request untouched and returns false. A request for part of a file (Range) goes on
 * to Express's static files, which send parts.
 */
export function createFileHandler(files: ReadonlyMap<string, PrerenderedPage>) {
  return function serveFile(
    req: IncomingMessage,
    res: ServerResponse,
    requestId?: string,
  ): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (req.headers.range !== undefined) return false;
    const file = files.get(req.url ?? "/");
    if (!file) return false;
    serveFromMemory(file, req, res, { requestId });
    return true;
  };
}
