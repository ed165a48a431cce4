import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { contentSecurityPolicy, staticSecurityHeaders } from "./security-headers.ts";

// Serves the HTML written at build time, ahead of everything else and without per-request work:
// each page is read at start, compressed once with brotli and gzip, and sent from memory with
// precomputed headers. Its policy lists the SHA-256 of each inline script (the build's nonce
// marker is removed), so the same bytes are valid for every visitor and can be cached and
// revalidated by ETag. A request with a query string falls through to the server renderer,
// because a page can show a form's result from its query (forms that work without JavaScript).

type Encoding = "br" | "gzip" | "identity";

export type PrerenderedPage = {
  etag: string;
  bodies: Record<Encoding, Buffer>;
  /** Flat header list (name, value, name, value…), the fastest form for writeHead. */
  headers: Record<Encoding, string[]>;
  /** For a 304: the security headers, caching and ETag, without the body's. */
  notModifiedHeaders: string[];
};

const INLINE_SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g;

export function scriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [tag, body = ""] = match;
    const opening = tag.slice(0, tag.indexOf(">"));
    // Scripts with a source are allowed by origin; data blocks (JSON-LD) never run, so the
    // policy need not list them.
    if (/\ssrc=/.test(opening) || /\stype="application\/ld\+json"/.test(opening)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export function preparePage(
  rawHtml: string,
  prerenderNonce: string,
  widgetOrigins: readonly string[] = [],
): PrerenderedPage {
  const html = rawHtml.replaceAll(` nonce="${prerenderNonce}"`, "");
  const identity = Buffer.from(html);
  const bodies: Record<Encoding, Buffer> = {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  };
  const etag = `W/"${createHash("sha1").update(identity).digest("base64url").slice(0, 22)}"`;
  const common = [
    ...staticSecurityHeaders.flat(),
    "Content-Security-Policy",
    contentSecurityPolicy(scriptHashes(html), false, widgetOrigins),
    "Cache-Control",
    "no-cache",
    "ETag",
    etag,
    "Vary",
    "Accept-Encoding",
    "Content-Type",
    "text/html; charset=utf-8",
  ];
  const headersFor = (encoding: Encoding) => [
    ...common,
    ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
    "Content-Length",
    String(bodies[encoding].length),
  ];
  return {
    etag,
    bodies,
    headers: { identity: headersFor("identity"), gzip: headersFor("gzip"), br: headersFor("br") },
    notModifiedHeaders: common.slice(0, common.indexOf("Content-Type")),
  };
}

export function loadPrerenderedPages(
  clientDir: string,
  prerenderNonce: string,
  widgetOrigins: readonly string[] = [],
) {
  const pages = new Map<string, PrerenderedPage>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(full);
      else if (entry.isFile() && entry.name === "index.html") {
        const relative = path.relative(clientDir, dir).split(path.sep).join("/");
        pages.set(
          relative === "" ? "/" : `/${relative}`,
          preparePage(readFileSync(full, "utf8"), prerenderNonce, widgetOrigins),
        );
      }
    }
  };
  walk(clientDir);
  return pages;
}

function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return "identity";
}

/** Sends a page kept in memory: 304 when the client has this version, else the body. */
export function serveFromMemory(
  page: PrerenderedPage,
  req: IncomingMessage,
  res: ServerResponse,
  onServed?: (req: IncomingMessage, status: number) => void,
): void {
  if (req.headers["if-none-match"] === page.etag) {
    res.writeHead(304, page.notModifiedHeaders);
    res.end();
    onServed?.(req, 304);
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  res.writeHead(200, page.headers[encoding]);
  res.end(req.method === "HEAD" ? undefined : page.bodies[encoding]);
  onServed?.(req, 200);
}

/**
 * Answers the request when it is for a prerendered page and returns true; otherwise leaves it
 * untouched and returns false.
 */
export function createPrerenderedPageHandler(
  pages: Map<string, PrerenderedPage>,
  onServed?: (req: IncomingMessage, status: number) => void,
) {
  return function servePrerendered(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    if (url.includes("?")) return false;
    const page = pages.get(url);
    if (!page) return false;
    serveFromMemory(page, req, res, onServed);
    return true;
  };
}
