import type { Buffer } from "node:buffer";

// What a row of the hostile-requests table is (hostile-requests-table.ts builds the table), and
// the markers, origins and statuses its cases share.

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "TRACE" | "OPTIONS";

export type FormKind = "contact" | "newsletter";

export type Endpoint = {
  path: string;
  /** What the endpoint is, for the report. */
  kind: "page" | "api" | "data" | "health" | "file" | "asset" | "unknown";
  /** The methods it takes; any other is 405 with an Allow header listing these. */
  takes: readonly Method[];
  /** False for a path that does not exist: a refused method may then be 404 as well as 405. */
  exists: boolean;
  /** The form it receives, for an endpoint that takes a post. */
  form?: FormKind;
};

/** Markup that must never come back unescaped in an HTML answer. */
export const reflectionMarkers = [
  "<script>hostileXss()</script>",
  '"><img src=x onerror=hostileXss()>',
] as const;
export const [scriptMarker, imgMarker] = reflectionMarkers;

export const crossSiteOrigin = "https://evil.example";

export type HostileRequest = {
  /** Its number in the table; its form values carry `hostile-<run>-<n>` to find stored rows. */
  n: number;
  group: string;
  label: string;
  endpoint: Endpoint;
  method: string;
  /** Path and query, sent exactly as written. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Sent with node:http rather than Playwright's client (a raw path, no content type, TRACE…). */
  raw: boolean;
  /** With raw: the body goes in chunks without a Content-Length. */
  chunked?: boolean;
  /** With raw: leave out the Host header. */
  noHost?: boolean;
  timeoutMs: number;
  /** The statuses the contract allows; undefined: any status below 500. */
  expectStatus?: readonly number[];
  /** A normal answer that stores a row is allowed, if the row's page is a real site page. */
  mayStoreOnSitePage?: boolean;
  /** A normal answer that stores a row is allowed, if the row holds no control character. */
  mayStoreCleaned?: boolean;
  /** Text that must not appear in the body (a file outside the site). */
  forbiddenInBody?: readonly string[];
  /**
   * Sent this many times at once, each answer held to the contract, and at most `mostChecked`
   * of them answered `checkedStatus` (a limit that must hold under a burst).
   */
  burst?: { copies: number; checkedStatus: number; mostChecked: number };
};

/** A row as the cases write it; `add` numbers it and gives it its marker. */
export type RequestSpec = Omit<HostileRequest, "n" | "headers" | "raw" | "timeoutMs" | "body"> & {
  headers?: Record<string, string>;
  raw?: boolean;
  timeoutMs?: number;
  /** The body, given the request's marker. */
  body?: (marker: string) => Buffer | undefined;
};

/** Appends a row to the table. */
export type AddRequest = (spec: RequestSpec) => void;

/** Any client error. */
export const fourXX = Array.from({ length: 100 }, (_, i) => 400 + i);
/** A normal answer to a post: the page, or a redirect to it. */
export const accepted = [200, 201, 202, 204, 302, 303];

export const formType = "application/x-www-form-urlencoded";
