import type { IncomingMessage, ServerResponse } from "node:http";
import { matchPath, type ServerBuild } from "react-router";
import { manifestPathOf } from "./manifest-answers.ts";
import { pagePathOf, routeMethods } from "./request-guards.ts";

// Each answer's time, counted under the route it reached: a route's pattern from the build's
// route table ("/admin/schedule/:seasonId"), or a fixed name for what no route answers (a
// static file, /healthz, /metrics, a malformed request, a path no route takes). Never the path
// as asked, so a scan of random paths adds no series (decision 023).

export type RouteLabels = {
  /** The route's pattern a page path belongs to, or "not-found". */
  routeOf: (page: string) => string;
};

/** The build's route patterns: static ones looked up at once, dynamic ones tried in turn. */
export function routeLabelsOf(build: ServerBuild): RouteLabels {
  const exact = new Map<string, string>();
  const dynamic: string[] = [];
  for (const pattern of routeMethods(build).keys()) {
    if (pattern.includes(":") || pattern.includes("*")) dynamic.push(pattern);
    // React Router matches paths without regard to case.
    else exact.set(pattern.toLowerCase(), pattern);
  }
  // The route manifest, which React Router answers itself with lazy route discovery.
  if (build.routeDiscovery.mode === "lazy") {
    const manifest = manifestPathOf(build);
    exact.set(manifest.toLowerCase(), manifest);
  }
  return {
    routeOf(page) {
      const known = exact.get(page.toLowerCase());
      if (known) return known;
      for (const pattern of dynamic) {
        if (matchPath({ path: pattern, end: true }, page)) return pattern;
      }
      return "not-found";
    },
  };
}

/** Names set by whatever answered the request, ahead of the route table's. */
const named = new WeakMap<ServerResponse, string>();

/** Counts the request under `label` (a fixed name, or a route's pattern) whatever the path. */
export function labelRequest(res: ServerResponse, label: string): void {
  named.set(res, label);
}

export function unlabelRequest(res: ServerResponse): void {
  named.delete(res);
}

/**
 * Times the request from `start` (now) until its answer is sent, then records it with `observe`,
 * under the label set on the answer, else the route `routeOf` finds for its page.
 */
export function timeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  routeOf: (page: string) => string,
  observe: Observe,
  start = performance.now(),
): void {
  res.once("finish", () => observeSent(req, res, start, routeOf, observe));
}

type Observe = (method: string, route: string, status: number, seconds: number) => void;

/** Records an answer already handed to the connection, timed from `start`. */
export function observeSent(
  req: IncomingMessage,
  res: ServerResponse,
  start: number,
  routeOf: (page: string) => string,
  observe: Observe,
): void {
  const route = named.get(res) ?? routeOf(pagePathOf(req.url ?? "/"));
  observe(req.method ?? "GET", route, res.statusCode, (performance.now() - start) / 1000);
}
