import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import {
  etagMatches,
  etagOf,
  privateCaching,
  publicPageCaching,
} from "../../app/http/caching.server.ts";
import { carriesStaffSession } from "../../app/infra/staff-cookies.ts";
import { type PreparedHeaders, prepareHeaders, writeHeadFromMemory } from "./prepared-headers.ts";
import { contentSecurityPolicy, staticSecurityHeaders } from "./security-headers.ts";
import { compressWholeSync, type WholeEncoding } from "./whole-compression.ts";

// Serves the HTML written at build time, ahead of everything else and without per-request work:
// each page is read at start, compressed once with brotli and gzip, and sent from memory with
// precomputed headers. Its policy lists the SHA-256 of each inline script (the build's nonce
// marker is removed), so the same bytes are valid for every visitor: shared caches may keep them
// (publicPageCaching) and revalidate them by ETag. A request with a query string falls through to the server renderer,
// because a page can show a form's result from its query (forms that work without JavaScript).

type Encoding = WholeEncoding | "identity";

type Answers = {
  /** The headers of a 200 in each encoding, checked and joined once (all but its length). */
  headers: Record<Encoding, PreparedHeaders>;
  /** For a 304: the security headers, caching and ETag, without the body's. */
  notModifiedHeaders: PreparedHeaders;
};

/** A page's bytes and headers: for everyone (shared caches may keep it), and for staff. */
export type PrerenderedPage = Answers & {
  etag: string;
  bodies: Record<Encoding, Buffer>;
  /** Each body's Content-Length. */
  lengths: Record<Encoding, string>;
  /** The same answers with `private, no-store`, for a request that carries a staff session. */
  toStaff: Answers;
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

/**
 * A page rendered with the build's nonce marker, made valid for every visitor: the marker
 * dropped, and a policy that lists the hashes of its inline scripts instead.
 */
export function forEveryone(
  rawHtml: string,
  prerenderNonce: string,
  widgetOrigins: readonly string[] = [],
): { html: string; policy: string } {
  const html = rawHtml.replaceAll(` nonce="${prerenderNonce}"`, "");
  return { html, policy: contentSecurityPolicy(scriptHashes(html), false, widgetOrigins) };
}

export function preparePage(
  rawHtml: string,
  prerenderNonce: string,
  widgetOrigins: readonly string[] = [],
): PrerenderedPage {
  const { html, policy } = forEveryone(rawHtml, prerenderNonce, widgetOrigins);
  const identity = Buffer.from(html);
  return prepareAnswer(
    { identity, ...compressWholeSync(identity) },
    {
      contentType: "text/html; charset=utf-8",
      policy,
      caching: publicPageCaching,
      staffCaching: privateCaching,
    },
  );
}

/**
 * An answer sent from memory (a page, a hashed file): its bodies, their lengths, its ETag (of
 * the plain bytes) and its heads, checked and joined once. An encoding it has no body in is
 * answered with the plain bytes, and without Vary when it has no compressed body at all.
 */
export function prepareAnswer(
  given: { identity: Buffer } & Partial<Record<WholeEncoding, Buffer>>,
  {
    contentType,
    policy,
    caching,
    staffCaching = caching,
  }: { contentType: string; policy: string; caching: string; staffCaching?: string },
): PrerenderedPage {
  const { identity } = given;
  const encodingOf = (encoding: Encoding): Encoding =>
    encoding === "identity" || given[encoding] === undefined ? "identity" : encoding;
  const bodies: Record<Encoding, Buffer> = {
    identity,
    gzip: given.gzip ?? identity,
    br: given.br ?? identity,
  };
  const etag = etagOf(identity);
  const lengths: Record<Encoding, string> = {
    identity: String(identity.length),
    gzip: String(bodies.gzip.length),
    br: String(bodies.br.length),
  };
  const varies = given.br !== undefined || given.gzip !== undefined;
  const answers = (cacheControl: string): Answers => {
    const common = [
      ...staticSecurityHeaders.flat(),
      "Content-Security-Policy",
      policy,
      "Cache-Control",
      cacheControl,
      "ETag",
      etag,
      ...(varies ? ["Vary", "Accept-Encoding"] : []),
      "Content-Type",
      contentType,
    ];
    const headersFor = (encoding: Encoding) => {
      const sent = encodingOf(encoding);
      return prepareHeaders([
        ...common,
        ...(sent === "identity" ? [] : ["Content-Encoding", sent]),
      ]);
    };
    return {
      headers: { identity: headersFor("identity"), gzip: headersFor("gzip"), br: headersFor("br") },
      notModifiedHeaders: prepareHeaders(common.slice(0, common.indexOf("Content-Type"))),
    };
  };
  const toEveryone = answers(caching);
  return {
    etag,
    bodies,
    lengths,
    ...toEveryone,
    toStaff: staffCaching === caching ? toEveryone : answers(staffCaching),
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

/**
 * Sends a page kept in memory: 304 when the client has this version, else the body. A request
 * that carries a staff session gets the same bytes, never kept by any cache. The request's id,
 * when given, is sent with the body's length after the prepared headers.
 */
export function serveFromMemory(
  page: PrerenderedPage,
  req: IncomingMessage,
  res: ServerResponse,
  { requestId, onServed }: ServeOptions = {},
): void {
  const answers = carriesStaffSession(req.headers.cookie) ? page.toStaff : page;
  const id = requestId === undefined ? [] : ["X-Request-Id", requestId];
  if (etagMatches(req.headers["if-none-match"], page.etag)) {
    writeHeadFromMemory(res, 304, answers.notModifiedHeaders, id);
    res.end();
    onServed?.(req, 304);
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  writeHeadFromMemory(res, 200, answers.headers[encoding], [
    "Content-Length",
    page.lengths[encoding],
    ...id,
  ]);
  res.end(req.method === "HEAD" ? undefined : page.bodies[encoding]);
  onServed?.(req, 200);
}

export type ServeOptions = {
  requestId?: string;
  onServed?: (req: IncomingMessage, status: number) => void;
};

/**
 * Answers the request when it is for a prerendered page and returns true; otherwise leaves it
 * untouched and returns false.
 */
export function createPrerenderedPageHandler(
  pages: Map<string, PrerenderedPage>,
  onServed?: ServeOptions["onServed"],
) {
  return function servePrerendered(
    req: IncomingMessage,
    res: ServerResponse,
    requestId?: string,
  ): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    if (url.includes("?")) return false;
    const page = pages.get(url);
    if (!page) return false;
    serveFromMemory(page, req, res, { requestId, onServed });
    return true;
  };
}
