import type { IncomingHttpHeaders } from "node:http";
import type { RequestHandler } from "express";
import { matchPath, type ServerBuild } from "react-router";
import { formContentTypes, mediaTypeOf } from "../../app/lib/form-types.ts";
import { pagePathOf } from "../../app/lib/page-path.ts";

export { pagePathOf };

// What every request must pass before the app sees it, so a request no page or form could have
// sent gets a clear 4xx and never reaches code that would fail on it:
// - a method the path's route does not take: 405 with Allow (OPTIONS: 204 with Allow);
// - a state-changing request from another site: 403 (Sec-Fetch-Site, else Origin);
// - a post whose body is not a form: 415, or 400 for a multipart body without its boundary.

export type RouteMethods = { get: boolean; post: boolean };

/**
 * What each path's route takes, from the server build's route table: GET and HEAD where it has
 * a page or a loader, POST where it has an action.
 */
export function routeMethods(build: ServerBuild): Map<string, RouteMethods> {
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent;
  };
  const methods = new Map<string, RouteMethods>();
  for (const [id, route] of Object.entries(routes)) {
    if (!route?.module || route.path === "*" || (!route.path && !route.index)) continue;
    const { default: page, loader, action } = route.module;
    methods.set(fullPath(id) || "/", {
      get: typeof page === "function" || typeof loader === "function",
      post: typeof action === "function",
    });
  }
  return methods;
}

/**
 * What the route at a path takes: its own entry, else the first route whose pattern has
 * dynamic segments (":id") that matches it.
 */
export function methodsAt(
  methods: Map<string, RouteMethods>,
  page: string,
): RouteMethods | undefined {
  const exact = methods.get(page);
  if (exact) return exact;
  for (const [pattern, taken] of methods) {
    if (pattern.includes(":") && matchPath({ path: pattern, end: true }, page)) return taken;
  }
  return undefined;
}

/** True when the request comes from a page of another site. */
export function isCrossSite(
  headers: IncomingHttpHeaders,
  ownOrigin: string,
  allowedOrigins: string[],
): boolean {
  const fetchSite = headers["sec-fetch-site"];
  if (fetchSite !== undefined) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = headers.origin;
  if (origin === undefined) return false; // not a browser's cross-site request
  return origin !== ownOrigin && !allowedOrigins.includes(origin);
}

export function requestGuards({
  methodsOf,
  allowedOrigins,
}: {
  /** What the route at this path takes; an unknown path is a page that is not there (GET). */
  methodsOf: (pagePath: string) => Promise<RouteMethods | undefined>;
  /** The site's public origin (SITE_URL), for Origin headers behind a proxy that rewrites Host. */
  allowedOrigins: string[];
}): RequestHandler {
  return async (req, res, next) => {
    const methods = (await methodsOf(pagePathOf(req.originalUrl))) ?? { get: true, post: false };
    const allowed = [...(methods.get ? ["GET", "HEAD"] : []), ...(methods.post ? ["POST"] : [])];
    const takes = req.method === "OPTIONS" || allowed.includes(req.method);
    if (req.method === "GET" || req.method === "HEAD") {
      if (takes) return next();
    } else {
      res.setHeader("Cache-Control", "no-store");
    }
    if (!takes) {
      res.setHeader("Allow", allowed.join(", "));
      return res.status(405).type("text").send("Method Not Allowed");
    }
    if (req.method === "OPTIONS") {
      res.setHeader("Allow", allowed.join(", "));
      return res.status(204).end();
    }
    // The scheme as the visitor used it (X-Forwarded-Proto through a trusted proxy), and the host.
    if (isCrossSite(req.headers, `${req.protocol}://${req.headers.host}`, allowedOrigins)) {
      return res.status(403).type("text").send("Forbidden: cross-site form posts are refused");
    }
    const contentType = req.headers["content-type"] ?? "";
    const type = mediaTypeOf(contentType);
    if (!formContentTypes.includes(type)) {
      return res.status(415).type("text").send("Unsupported Media Type");
    }
    if (type === "multipart/form-data" && !/;\s*boundary=/i.test(contentType)) {
      return res.status(400).type("text").send("Bad Request: multipart body without a boundary");
    }
    next();
  };
}
