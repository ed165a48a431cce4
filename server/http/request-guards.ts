import type { IncomingHttpHeaders } from "node:http";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";

// What every request must pass before the app sees it, so a request no page or form could have
// sent gets a clear 4xx and never reaches code that would fail on it:
// - a method the path does not take: 405 with Allow (OPTIONS: 204 with Allow);
// - a state-changing request from another site: 403 (Sec-Fetch-Site, else Origin);
// - a post whose body is not a form: 415, or 400 for a multipart body without its boundary.

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The paths whose route has an action (takes POST), from the server build's route table. */
export function postPaths(build: ServerBuild): Set<string> {
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent;
  };
  const paths = new Set<string>();
  for (const [id, route] of Object.entries(routes)) {
    if (route?.module && "action" in route.module && route.module.action) {
      paths.add(fullPath(id) || "/");
    }
  }
  return paths;
}

/** The page a URL path stands for: React Router's data requests add ".data" (root: "/_root.data"). */
export function pagePathOf(url: string): string {
  const path = url.split("?")[0] ?? "/";
  let page = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
  if (page.length > 1) page = page.replace(/\/+$/, "");
  return page || "/";
}

/** True when the request comes from a page of another site. */
export function isCrossSite(headers: IncomingHttpHeaders, allowedOrigins: string[]): boolean {
  const fetchSite = headers["sec-fetch-site"];
  if (fetchSite !== undefined) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = headers.origin;
  if (origin === undefined) return false; // not a browser's cross-site request
  if (headers.host && origin.replace(/^https?:\/\//, "") === headers.host) return false;
  return !allowedOrigins.includes(origin);
}

export function requestGuards({
  takesPost,
  allowedOrigins,
}: {
  /** Whether the page at this path has a form action; unknown paths take none. */
  takesPost: (pagePath: string) => Promise<boolean>;
  /** The site's public origin(s), for Origin headers behind a proxy that rewrites Host. */
  allowedOrigins: string[];
}): RequestHandler {
  return async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const post = await takesPost(pagePathOf(req.originalUrl));
    const allow = post ? "GET, HEAD, POST" : "GET, HEAD";
    res.setHeader("Cache-Control", "no-store");
    if (req.method === "OPTIONS") {
      res.setHeader("Allow", allow);
      return res.status(204).end();
    }
    if (req.method !== "POST" || !post) {
      res.setHeader("Allow", allow);
      return res.status(405).type("text").send("Method Not Allowed");
    }
    if (isCrossSite(req.headers, allowedOrigins)) {
      return res.status(403).type("text").send("Forbidden: cross-site form posts are refused");
    }
    const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!formTypes.has(type)) return res.status(415).type("text").send("Unsupported Media Type");
    if (
      type === "multipart/form-data" &&
      !/;\s*boundary=/i.test(req.headers["content-type"] ?? "")
    ) {
      return res.status(400).type("text").send("Bad Request: multipart body without a boundary");
    }
    next();
  };
}
