import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { setCsp } from "./security-headers.ts";

// Serves the HTML written at build time from memory. Each response gets the request's nonce in
// place of the build-time marker, an ETag of the stored page, and `no-cache` so browsers and
// CDNs revalidate. A request with a query string is rendered afresh instead, because a page
// can show a form's result from its query (forms that work without JavaScript).

type StoredPage = { html: string; etag: string };

export function loadPrerenderedPages(clientDir: string): Map<string, StoredPage> {
  const pages = new Map<string, StoredPage>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(full);
      else if (entry.isFile() && entry.name === "index.html") {
        const html = readFileSync(full, "utf8");
        const relative = path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        const etag = `W/"${createHash("sha1").update(html).digest("base64url").slice(0, 22)}"`;
        pages.set(relative === "" ? "/" : `/${relative}`, { html, etag });
      }
    }
  };
  walk(clientDir);
  return pages;
}

export function servePrerenderedPages(
  pages: Map<string, StoredPage>,
  prerenderNonce: string,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const queryAt = req.originalUrl.indexOf("?");
    if (queryAt !== -1) return next();
    const page = pages.get(req.path);
    if (!page) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === page.etag) {
      // No CSP on a 304: the browser keeps the stored page and the policy that matches its nonce.
      res.status(304).end();
      return;
    }
    setCsp(res, false);
    res.type("html");
    res.send(page.html.replaceAll(prerenderNonce, res.locals.cspNonce));
  };
}
