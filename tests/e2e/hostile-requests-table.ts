import { contactPage } from "~/content/contact-page";
import { contactEndpoint } from "~/lib/contact-form";
import { sitePages } from "~/site-pages";
import { addFormEnvelopeCases, urlencoded, validFields } from "./hostile-form-posts";
import { addFormValueCases } from "./hostile-form-values";
import { addHeaderCases, addPathCases } from "./hostile-paths";
import { addSignInBurstCases } from "./hostile-sign-in";
import {
  type AddRequest,
  type Endpoint,
  type FormKind,
  formType,
  type HostileRequest,
  imgMarker,
  scriptMarker,
} from "./hostile-request";

// The hostile-requests spec's table: every endpoint of the site, each crossed with the malformed
// and hostile requests that fit it, and what the server must answer (QUALITY.md, "Bad input gets
// a clear answer and loses nothing"). The endpoints come from app/site-pages.ts plus the few
// that are not pages, so a page added there is probed here without a change to this file; a
// page that takes a form post is added to `formEndpoints` below. The cases live by what they
// attack: form bodies (hostile-form-posts.ts), field values (hostile-form-values.ts), the request
// line and head (hostile-paths.ts); here are the endpoints, their methods and their queries.

/**
 * The endpoints that take a form post, and the form each receives. The contact pages post to
 * themselves without script; with script the contact form posts to /api/contact and the
 * newsletter form to /newsletter.data (React Router's data request for /newsletter).
 */
export const formEndpoints: Readonly<Record<string, FormKind>> = {
  [contactEndpoint]: "contact",
  [contactPage.sides.karate.path]: "contact",
  [contactPage.sides.yoga.path]: "contact",
  "/newsletter": "newsletter",
};

/**
 * Pages that take a post from signed-in staff only (the resource library's upload): a visitor's
 * post is refused (401) before its body is read, so no form's cases apply.
 */
export const staffPostPages: ReadonlySet<string> = new Set(["/resources"]);

/** React Router's data request path for a page: `/contact` → `/contact.data`, `/` → `/_.data`. */
export function dataPathOf(path: string): string {
  return path === "/" ? "/_.data" : `${path}.data`;
}

/** Every public page's path (the stored page of a message or sign-up must be one of these). */
export const sitePagePaths: ReadonlySet<string> = new Set(sitePages.map((page) => page.path));

/** Every endpoint of the site: the pages, the form endpoints' data paths, and the rest. */
export function siteEndpoints(existingAsset: string, runId: string): Endpoint[] {
  const pages: Endpoint[] = sitePages.map((page) => {
    const form = formEndpoints[page.path];
    return {
      path: page.path,
      kind: "page",
      takes: form || staffPostPages.has(page.path) ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"],
      exists: true,
      form,
    };
  });
  const dataEndpoints: Endpoint[] = Object.entries(formEndpoints).map(([path, form]) => ({
    path: dataPathOf(path),
    kind: "data",
    takes: path === contactEndpoint ? ["POST"] : ["GET", "HEAD", "POST"],
    exists: true,
    form,
  }));
  return [
    ...pages,
    { path: contactEndpoint, kind: "api", takes: ["POST"], exists: true, form: "contact" },
    ...dataEndpoints,
    { path: "/healthz", kind: "health", takes: ["GET", "HEAD"], exists: true },
    { path: "/sitemap.xml", kind: "file", takes: ["GET", "HEAD"], exists: true },
    { path: "/robots.txt", kind: "file", takes: ["GET", "HEAD"], exists: true },
    { path: existingAsset, kind: "asset", takes: ["GET", "HEAD"], exists: true },
    {
      path: `/assets/hostile-missing-${runId}.js`,
      kind: "asset",
      takes: ["GET", "HEAD"],
      exists: false,
    },
    { path: `/hostile-unknown-${runId}`, kind: "unknown", takes: ["GET", "HEAD"], exists: false },
  ];
}

/** Builds the whole table. `port` is the test server's; `runId` keeps one run's rows apart. */
export function hostileRequests(options: {
  port: number;
  runId: string;
  existingAsset: string;
}): HostileRequest[] {
  const { port, runId, existingAsset } = options;
  const ownOrigin = `http://localhost:${port}`;
  // What a browser sends with a post from the site itself.
  const sameSite = { Origin: ownOrigin, "Sec-Fetch-Site": "same-origin" };
  const table: HostileRequest[] = [];
  const markerOf = (n: number) => `hostile-${runId}-${String(n).padStart(4, "0")}`;

  const add: AddRequest = (spec) => {
    const n = table.length + 1;
    const marker = markerOf(n);
    table.push({
      ...spec,
      n,
      headers: spec.headers ?? {},
      raw: spec.raw ?? false,
      timeoutMs: spec.timeoutMs ?? 30_000,
      body: spec.body?.(marker),
    });
  };

  const forms = { add, port, ownOrigin, sameSite };

  const endpoints = siteEndpoints(existingAsset, runId);
  const xssQuery =
    `?q=${encodeURIComponent(scriptMarker)}&audience=${encodeURIComponent(scriptMarker)}` +
    `&newsletter=subscribed&at=${encodeURIComponent(imgMarker)}`;

  for (const endpoint of endpoints) {
    const refused = endpoint.exists ? [405] : [404, 405];
    const formPost = (marker: string) =>
      urlencoded(validFields(endpoint.form ? endpoint : { ...endpoint, form: "contact" }, marker));

    // Methods the endpoint does not take, each with a complete, valid form as its body where
    // a body fits: a server that runs the action for them would store it.
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const) {
      if (endpoint.takes.includes(method)) continue;
      const bodied = method !== "GET" && method !== "HEAD";
      add({
        group: "method not taken",
        label: `${method} is not a method of ${endpoint.path}`,
        endpoint,
        method,
        path: endpoint.path,
        headers: bodied ? { ...sameSite, "Content-Type": formType } : {},
        body: bodied ? formPost : undefined,
        expectStatus: refused,
      });
    }
    add({
      group: "method not taken",
      label: `TRACE is not a method of ${endpoint.path}`,
      endpoint,
      method: "TRACE",
      path: endpoint.path,
      raw: true,
      expectStatus: refused,
    });
    add({
      group: "method not taken",
      label: `OPTIONS on ${endpoint.path} (any answer below 500)`,
      endpoint,
      method: "OPTIONS",
      path: endpoint.path,
    });

    // Markup in the query string, on every endpoint that answers a GET.
    if (endpoint.takes.includes("GET")) {
      add({
        group: "reflection",
        label: `markup in the query of ${endpoint.path}`,
        endpoint,
        method: "GET",
        path: `${endpoint.path}${xssQuery}`,
      });
    }

    if (endpoint.form) {
      addFormEnvelopeCases(endpoint, forms);
      addFormValueCases(endpoint, forms);
    }
  }

  // The data request of every page (what client navigation fetches), with markup in its query.
  for (const page of sitePages) {
    const endpoint: Endpoint = {
      path: dataPathOf(page.path),
      kind: "data",
      takes: ["GET", "HEAD"],
      exists: true,
    };
    add({
      group: "reflection",
      label: `markup in the query of the data request ${endpoint.path}`,
      endpoint,
      method: "GET",
      path: `${endpoint.path}${xssQuery}`,
    });
  }

  addSignInBurstCases(add, sameSite);
  addPathCases({ add, port });
  addHeaderCases(endpoints, { add, port });
  return table;
}
