import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import {
  etagMatches,
  etagOf,
  privateCaching,
  publicPageCaching,
} from "../../app/http/caching.server.ts";
import { carriesStaffSession } from "../../app/infra/staff-cookies.ts";
import { pagePathOf } from "../../app/lib/page-path.ts";
import { isSitePagePath } from "../../app/site-pages.ts";
import { forEveryone } from "./prerendered-pages.ts";

// What caches may keep of the app's answers (README, "Behind a CDN"), decided here once rather
// than in each route:
// - nothing (private, no-store) of the staff area, of a preview (?preview=), of any answer to a
//   request that carries a staff session, and of any answer that sets a cookie;
// - a public page (app/site-pages.ts) asked for otherwise is rendered with the build's nonce
//   marker and made valid for every visitor as a prerendered page is (the marker dropped, the
//   policy listing its inline scripts' hashes); it gets an ETag over its body, a 304 when the
//   client names it, and the public pages' caching unless its route set its own (a page that
//   says a database read failed is not kept).
// The pages served from memory (prerendered-pages.ts, data-pages.ts) answer before the app does
// and follow the same rules.

/** Whether the answer to this request must stay out of every cache, whatever it holds. */
export function answersPrivately(url: string, cookieHeader: string | undefined): boolean {
  if (carriesStaffSession(cookieHeader)) return true;
  const page = decodedPath(pagePathOf(url)).toLowerCase();
  if (page === "/admin" || page.startsWith("/admin/")) return true;
  const query = url.indexOf("?");
  return query !== -1 && new URLSearchParams(url.slice(query + 1)).has("preview");
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function answerCaching({
  prerenderNonce,
  widgetOrigins,
  development,
}: {
  prerenderNonce: string;
  widgetOrigins: readonly string[];
  /** In development every page keeps its fresh nonce (Vite's scripts need the dev policy). */
  development: boolean;
}): RequestHandler {
  return (req, res, next) => {
    const privately = answersPrivately(req.originalUrl, req.headers.cookie);
    const publicPage =
      !privately && (req.method === "GET" || req.method === "HEAD") && isSitePagePath(req.path);
    beforeHeaders(res, () => {
      if (privately || res.hasHeader("Set-Cookie")) res.setHeader("Cache-Control", privateCaching);
      else if (publicPage && res.statusCode === 200 && !res.hasHeader("Cache-Control")) {
        res.setHeader("Cache-Control", publicPageCaching);
      }
    });
    if (publicPage && !development) {
      res.locals.cspNonce = prerenderNonce;
      holdHtml(res, (html, end) => {
        const { html: body, policy } = forEveryone(html, prerenderNonce, widgetOrigins);
        res.setHeader("Content-Security-Policy", policy);
        sendWithValidator(req, res, Buffer.from(body), end);
      });
    }
    next();
  };
}

/** Runs `decide` just before the status line and headers are written, however that happens. */
function beforeHeaders(res: ServerResponse, decide: () => void): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    decide();
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/**
 * Holds an HTML body until it is complete and hands it to `send`; any other body (a redirect's,
 * a file's) goes out as written. The headers are final when the first byte is written.
 */
function holdHtml(res: ServerResponse, send: (html: string, end: ServerResponse["end"]) => void) {
  const { write, end } = res;
  let chunks: Buffer[] | undefined;
  const holds = () => {
    if (chunks) return true;
    if (/^text\/html\b/i.test(String(res.getHeader("Content-Type") ?? ""))) {
      chunks = [];
      return true;
    }
    res.write = write;
    res.end = end;
    return false;
  };
  const keep = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string") {
      chunks?.push(
        Buffer.from(chunk, typeof encoding === "string" ? encodingOf(encoding) : "utf8"),
      );
    } else if (chunk instanceof Uint8Array) {
      chunks?.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    }
  };
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!holds()) return Reflect.apply(write, this, [chunk, ...rest]);
    keep(chunk, rest[0]);
    const callback = rest.find((each) => typeof each === "function");
    if (typeof callback === "function") queueMicrotask(() => callback());
    return true;
  } as typeof write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (!holds()) return Reflect.apply(end, this, [chunk, ...rest]);
    if (typeof chunk !== "function") keep(chunk, rest[0]);
    send(Buffer.concat(chunks ?? []).toString("utf8"), end);
    return this;
  } as typeof end;
}

function encodingOf(name: string): BufferEncoding {
  return Buffer.isEncoding(name) ? name : "utf8";
}

/** A page's body with its ETag, or 304 when the client names it (GET answers of 200 only). */
function sendWithValidator(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  end: ServerResponse["end"],
): void {
  if (res.statusCode === 200 && req.method === "GET") {
    const etag = etagOf(body);
    res.setHeader("ETag", etag);
    if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", publicPageCaching);
    if (etagMatches(req.headers["if-none-match"], etag)) {
      res.statusCode = 304;
      res.statusMessage = STATUS_CODES[304] ?? "Not Modified";
      res.removeHeader("Content-Type");
      res.setHeader("Vary", "Accept-Encoding");
      Reflect.apply(end, res, []);
      return;
    }
  }
  res.setHeader("Content-Length", body.length);
  Reflect.apply(end, res, [body]);
}
