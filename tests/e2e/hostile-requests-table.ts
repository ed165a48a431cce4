import { Buffer } from "node:buffer";
import { contactPage } from "~/content/contact-page";
import { contactFields, contactEndpoint } from "~/lib/contact-form";
import { newsletterFields } from "~/lib/newsletter-form";
import { sitePages } from "~/site-pages";

// The hostile-requests spec's table: every endpoint of the site, each crossed with the malformed
// and hostile requests that fit it, and what the server must answer (QUALITY.md, "Bad input gets
// a clear answer and loses nothing"). The endpoints come from app/site-pages.ts plus the few
// that are not pages, so a page added there is probed here without a change to this file; a
// page that takes a form post is added to `formEndpoints` below.

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "TRACE" | "OPTIONS";

type FormKind = "contact" | "newsletter";

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
      takes: form ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"],
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

/** Markup that must never come back unescaped in an HTML answer. */
export const reflectionMarkers = [
  "<script>hostileXss()</script>",
  '"><img src=x onerror=hostileXss()>',
] as const;
const [scriptMarker, imgMarker] = reflectionMarkers;

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
};

const fourXX = Array.from({ length: 100 }, (_, i) => 400 + i);
const accepted = [200, 201, 202, 204, 302, 303];

type Pairs = [string, string][];

/** A post's fields as name–value pairs, so a field can repeat or be left out. */
function validFields(endpoint: Endpoint, marker: string): Pairs {
  if (endpoint.form === "newsletter") {
    return [
      [newsletterFields.email, `${marker}@example.com`],
      [hidden.tags, "karate"],
      [newsletterFields.returnTo, "/"],
      [newsletterFields.anchor, "newsletter"],
    ];
  }
  const yoga = endpoint.path.startsWith("/yoga");
  return [
    [contactFields.firstName, "Ada"],
    [contactFields.lastName, "Probe"],
    [contactFields.email, `${marker}@example.com`],
    [contactFields.phone, "(718) 555-0100"],
    [contactFields.message, `A hostile-request probe, ${marker}.`],
    [hidden.side, yoga ? "yoga" : "karate"],
    [hidden.page, yoga ? contactPage.sides.yoga.path : contactPage.sides.karate.path],
  ];
}

function withField(fields: Pairs, name: string, value: string): Pairs {
  return fields.some(([key]) => key === name)
    ? fields.map(([key, old]) => [key, key === name ? value : old])
    : [...fields, [name, value]];
}

function without(fields: Pairs, name: string): Pairs {
  return fields.filter(([key]) => key !== name);
}

const urlencoded = (fields: Pairs) => Buffer.from(new URLSearchParams(fields).toString());

function multipart(fields: Pairs, boundary: string): Buffer {
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(`${parts.join("")}--${boundary}--\r\n`);
}

/**
 * The hidden fields a hostile client sends whatever the forms currently render: the contact
 * form's side and page, the newsletter's tags (its side).
 */
const hidden = { side: "side", page: "page", tags: "tags" } as const;

export const formType = "application/x-www-form-urlencoded";
const boundary = "----hostileBoundary7MA4YWxkTrZu0gW";

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

  type Spec = Omit<HostileRequest, "n" | "headers" | "raw" | "timeoutMs" | "body"> & {
    headers?: Record<string, string>;
    raw?: boolean;
    timeoutMs?: number;
    /** The body, given the request's marker. */
    body?: (marker: string) => Buffer | undefined;
  };
  const add = (spec: Spec) => {
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

    if (endpoint.form) addFormCases(endpoint);
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

  addPathCases();
  addHeaderCases();
  return table;

  function addFormCases(endpoint: Endpoint) {
    const post = (
      group: string,
      label: string,
      body: (marker: string) => Buffer | undefined,
      expectStatus: readonly number[] | undefined,
      extra: Partial<Spec> = {},
    ) =>
      add({
        group,
        label,
        endpoint,
        method: "POST",
        path: endpoint.path,
        headers: { ...sameSite, "Content-Type": formType },
        body,
        expectStatus,
        ...extra,
      });
    const fields = (marker: string) => validFields(endpoint, marker);
    const withValue = (name: string, value: (marker: string) => string) => (marker: string) =>
      urlencoded(withField(fields(marker), name, value(marker)));
    const isContact = endpoint.form === "contact";
    const emailField = isContact ? contactFields.email : newsletterFields.email;

    // A content type the form endpoints do not read: 415.
    const asJson = (marker: string) =>
      Buffer.from(JSON.stringify(Object.fromEntries(fields(marker))));
    const asText = (marker: string) => urlencoded(fields(marker));
    const asXml = (marker: string) =>
      Buffer.from(
        `<?xml version="1.0"?><form>${fields(marker)
          .map(([key, value]) => `<${key}>${value}</${key}>`)
          .join("")}</form>`,
      );
    post("content type", "no Content-Type", asText, [415], {
      raw: true,
      headers: { ...sameSite, Host: `localhost:${port}` },
    });
    post("content type", "Content-Type: application/json", asJson, [415], {
      headers: { ...sameSite, "Content-Type": "application/json" },
    });
    post("content type", "Content-Type: text/plain", asText, [415], {
      headers: { ...sameSite, "Content-Type": "text/plain" },
    });
    post("content type", "Content-Type: application/xml", asXml, [415], {
      headers: { ...sameSite, "Content-Type": "application/xml" },
    });
    post("content type", "Content-Type: application/octet-stream", asText, [415], {
      headers: { ...sameSite, "Content-Type": "application/octet-stream" },
    });

    // A body the server cannot read: 400 (415 also for multipart without a boundary).
    const goodMultipart = (marker: string) => multipart(fields(marker), boundary);
    post("unreadable body", "multipart/form-data without a boundary", goodMultipart, [400, 415], {
      headers: { ...sameSite, "Content-Type": "multipart/form-data" },
    });
    post(
      "unreadable body",
      "multipart whose body has no boundary lines",
      (marker) => Buffer.from(`this is not multipart ${marker}\r\n\r\n--\r\n`),
      [400],
      { headers: { ...sameSite, "Content-Type": `multipart/form-data; boundary=${boundary}` } },
    );
    post(
      "unreadable body",
      "truncated multipart (cut inside a part, no closing boundary)",
      (marker) => {
        const whole = goodMultipart(marker);
        return whole.subarray(0, Math.floor(whole.length * 0.6));
      },
      [400],
      { headers: { ...sameSite, "Content-Type": `multipart/form-data; boundary=${boundary}` } },
    );
    post(
      "unreadable body",
      "multipart whose body uses another boundary than its header",
      goodMultipart,
      [400],
      {
        headers: {
          ...sameSite,
          "Content-Type": "multipart/form-data; boundary=somethingElseEntirely",
        },
      },
    );
    post(
      "unreadable body",
      "multipart with a part that has no Content-Disposition",
      (marker) =>
        Buffer.from(
          `--${boundary}\r\nContent-Type: text/plain\r\n\r\n${marker}\r\n--${boundary}--\r\n`,
        ),
      [400],
      { headers: { ...sameSite, "Content-Type": `multipart/form-data; boundary=${boundary}` } },
    );

    // A post from another site: 403, whatever its content.
    const crossSite = (label: string, headers: Record<string, string>, multi = false) =>
      post("cross-site", label, multi ? goodMultipart : asText, [403], {
        headers: {
          "Content-Type": multi ? `multipart/form-data; boundary=${boundary}` : formType,
          ...headers,
        },
      });
    crossSite(`Origin: ${crossSiteOrigin}`, { Origin: crossSiteOrigin });
    crossSite("Sec-Fetch-Site: cross-site (no Origin)", { "Sec-Fetch-Site": "cross-site" });
    crossSite(
      `Origin: ${crossSiteOrigin} with Sec-Fetch-Site: cross-site, multipart`,
      {
        Origin: crossSiteOrigin,
        "Sec-Fetch-Site": "cross-site",
      },
      true,
    );
    crossSite("Origin: null (a sandboxed frame or a data: page)", { Origin: "null" });
    crossSite(`Origin: ${ownOrigin}.evil.example (the site's origin as a prefix)`, {
      Origin: `${ownOrigin}.evil.example`,
    });

    // Field values the form must refuse: 400 and nothing stored.
    const invalid = (label: string, body: (marker: string) => Buffer, extra?: Partial<Spec>) =>
      post("invalid field", label, body, [400], extra);
    // Control characters other than tab and newline: refused with 400, or removed before the
    // row is stored (QUALITY.md: "refused or removed before storage").
    const control = (label: string, body: (marker: string) => Buffer, extra?: Partial<Spec>) =>
      post("control character", label, body, [400, ...accepted], {
        mayStoreCleaned: true,
        ...extra,
      });
    control(
      `NUL byte in ${emailField}`,
      withValue(emailField, (marker) => `${marker}\u0000@example.com`),
    );
    control(
      `control character (BEL) in ${emailField}`,
      withValue(emailField, (marker) => `${marker}@exa\u0007mple.com`),
    );
    invalid(
      `CR LF and a header in ${emailField}`,
      withValue(emailField, (marker) => `${marker}@example.com\r\nBcc: victim@example.com`),
    );
    invalid(`${emailField} twice (a field array)`, (marker) =>
      urlencoded([...fields(marker), [emailField, `second-${marker}@example.com`]]),
    );
    invalid(`${emailField} missing`, (marker) => urlencoded(without(fields(marker), emailField)));
    invalid("an empty body", () => Buffer.alloc(0));
    invalid("only the hidden fields", () =>
      urlencoded(
        isContact
          ? [
              [hidden.side, "karate"],
              [hidden.page, "/contact"],
            ]
          : [
              [newsletterFields.returnTo, "/"],
              [newsletterFields.anchor, "newsletter"],
            ],
      ),
    );
    invalid(
      `undecodable percent-encoding in ${isContact ? contactFields.phone : emailField}`,
      (marker) =>
        Buffer.from(
          `${urlencoded(without(fields(marker), isContact ? contactFields.phone : emailField))}` +
            `&${isContact ? contactFields.phone : emailField}=%E0%A4%A${isContact ? "" : marker}`,
        ),
    );
    invalid(`markup in the fields, ${emailField} invalid (the answer keeps the values)`, (marker) =>
      urlencoded(
        withField(
          isContact
            ? withField(
                withField(fields(marker), contactFields.firstName, scriptMarker),
                contactFields.lastName,
                imgMarker,
              )
            : fields(marker),
          emailField,
          `${imgMarker}${scriptMarker}${marker}`,
        ),
      ),
    );
    control(
      "a well-formed multipart post with a NUL byte in a field",
      (marker) =>
        multipart(withField(fields(marker), emailField, `${marker}\u0000@example.com`), boundary),
      { headers: { ...sameSite, "Content-Type": `multipart/form-data; boundary=${boundary}` } },
    );
    invalid(
      `a file where ${emailField} should be`,
      (marker) => {
        const rest = without(fields(marker), emailField);
        const head = multipart(rest, boundary).toString().replace(`--${boundary}--\r\n`, "");
        return Buffer.from(
          `${head}--${boundary}\r\nContent-Disposition: form-data; name="${emailField}"; ` +
            `filename="${marker}.txt"\r\nContent-Type: text/plain\r\n\r\n${marker}@example.com\r\n` +
            `--${boundary}--\r\n`,
        );
      },
      { headers: { ...sameSite, "Content-Type": `multipart/form-data; boundary=${boundary}` } },
    );
    invalid(
      "a 60 KB value of 1s, spaces and '!' (answered within 5 s)",
      withValue(isContact ? contactFields.phone : emailField, (marker) =>
        isContact ? `1${" ".repeat(60 * 1024)}!` : `${marker}${"1 ".repeat(30 * 1024)}!`,
      ),
      { timeoutMs: 5_000 },
    );

    if (isContact) {
      control(
        "NUL byte in firstName",
        withValue(contactFields.firstName, () => "Ada\u0000"),
      );
      control(
        "NUL byte in the message",
        withValue(contactFields.message, (marker) => `Hello\u0000 ${marker}`),
      );
      control(
        "control character (ESC) in lastName",
        withValue(contactFields.lastName, () => "Probe\u001b[31m"),
      );
      control(
        "control character (backspace) in the message",
        withValue(contactFields.message, (marker) => `Hello\u0008\u0008 ${marker}`),
      );
      control(
        "NUL byte in phone",
        withValue(contactFields.phone, () => "(718) 555-0100\u0000"),
      );
      invalid(
        "51 emoji in a 100-character firstName",
        withValue(contactFields.firstName, () => `${"😀".repeat(51)}${"a".repeat(49)}`),
      );
      invalid("firstName twice (a field array)", (marker) =>
        urlencoded([...fields(marker), [contactFields.firstName, "Bob"]]),
      );
      invalid("message twice (a field array)", (marker) =>
        urlencoded([...fields(marker), [contactFields.message, `second ${marker}`]]),
      );
      invalid("firstName[] (an array by name)", (marker) =>
        urlencoded([
          ...without(fields(marker), contactFields.firstName),
          [`${contactFields.firstName}[]`, "Ada"],
        ]),
      );
      invalid("message missing", (marker) =>
        urlencoded(without(fields(marker), contactFields.message)),
      );
      invalid("firstName missing", (marker) =>
        urlencoded(without(fields(marker), contactFields.firstName)),
      );
    } else {
      invalid(`${hidden.tags} twice (a field array)`, (marker) =>
        urlencoded([...fields(marker), [hidden.tags, "yoga"]]),
      );
      invalid(`${newsletterFields.email}[] (an array by name)`, (marker) =>
        urlencoded([
          ...without(fields(marker), newsletterFields.email),
          [`${newsletterFields.email}[]`, `${marker}@example.com`],
        ]),
      );
    }

    // A page or return path that is not one of the site's: 400, or a normal answer that stores
    // a real site page.
    const pageField = isContact ? hidden.page : newsletterFields.returnTo;
    const pageValues = [
      "/../../etc/passwd",
      "/.//evil.com",
      "//evil.com",
      `${crossSiteOrigin}/`,
      "/\\evil.com",
      "javascript:alert(1)",
      `/${"a/".repeat(300)}`,
    ];
    for (const value of pageValues) {
      post(
        "page / return path",
        `${pageField}=${value.length > 40 ? `${value.slice(0, 20)}… (${value.length} chars)` : value}`,
        withValue(pageField, () => value),
        [400, ...accepted],
        { mayStoreOnSitePage: true },
      );
    }
    if (isContact) {
      post(
        "page / return path",
        `${hidden.side}=${scriptMarker}`,
        withValue(hidden.side, () => scriptMarker),
        [400, ...accepted],
        { mayStoreOnSitePage: true },
      );
    } else {
      post(
        "page / return path",
        `${hidden.tags}=admin`,
        withValue(hidden.tags, () => "admin"),
        [400, ...accepted],
        { mayStoreOnSitePage: true },
      );
      post(
        "page / return path",
        `${newsletterFields.anchor} with markup, ${newsletterFields.email} invalid`,
        (marker) =>
          urlencoded(
            withField(
              withField(fields(marker), newsletterFields.anchor, imgMarker),
              newsletterFields.email,
              `not-an-address-${marker}`,
            ),
          ),
        [400],
      );
    }

    // A filled honeypot: the same answer as a person gets, and nothing stored.
    post(
      "honeypot",
      "the honeypot filled",
      withValue(isContact ? contactFields.honeypot : newsletterFields.honeypot, () => "Bots Inc."),
      accepted,
    );

    // Bodies over 64 KB: 413.
    const padding = "x".repeat(70 * 1024);
    post(
      "oversized body",
      "a 70 KB body with a Content-Length",
      (marker) => urlencoded([...fields(marker), ["padding", padding]]),
      [413],
    );
    post(
      "oversized body",
      "a 70 KB body in chunks, without a Content-Length (413, or 411 for chunks at all)",
      (marker) => urlencoded([...fields(marker), ["padding", padding]]),
      [411, 413],
      {
        raw: true,
        chunked: true,
        headers: { ...sameSite, Host: `localhost:${port}`, "Content-Type": formType },
      },
    );
  }

  function addPathCases() {
    const unknown: Endpoint = { path: "/", kind: "unknown", takes: ["GET", "HEAD"], exists: false };
    const assets: Endpoint = {
      path: "/assets/",
      kind: "asset",
      takes: ["GET", "HEAD"],
      exists: false,
    };
    const path = (
      label: string,
      rawPath: string,
      expectStatus: readonly number[] | undefined,
      endpoint = unknown,
      extra: Partial<Spec> = {},
    ) =>
      add({
        group: "path",
        label,
        endpoint,
        method: "GET",
        path: rawPath,
        raw: true,
        headers: { Host: `localhost:${port}` },
        expectStatus,
        ...extra,
      });

    // Percent-encoding that cannot be decoded: 400 or 404.
    for (const bad of [
      "/%",
      "/%E0%A4%A",
      "/%zz",
      "/yoga/%E0%A4%A",
      "/contact%",
      "/%00",
      "/contact%00",
    ]) {
      path(`undecodable path ${bad}`, bad, [400, 404]);
    }
    path("undecodable path /assets/%", "/assets/%", [400, 404], assets);
    path("undecodable path /assets/%E0%A4%A.js", "/assets/%E0%A4%A.js", [400, 404], assets);
    path("undecodable path /api/contact%", "/api/contact%", [400, 404]);

    // Traversal out of the browser files: 4xx, and no file from outside.
    const passwd = { forbiddenInBody: ["root:x:0:0", "root:*:0:0"] };
    const traversals = [
      "/assets/..%2f..%2fetc/passwd",
      "/assets/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd",
      "/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
      "/assets/..%5c..%5c..%5cetc%5cpasswd",
      "/assets/../../../etc/passwd",
      "/assets/....//....//etc/passwd",
      "/assets/%252e%252e%252f%252e%252e%252fetc%252fpasswd",
      "/assets/..%c0%af..%c0%afetc/passwd",
      "/..%2f..%2f..%2fetc/passwd",
      "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
      "/assets/..%2fserver%2findex.js",
      "/assets/..%2f..%2fpackage.json",
    ];
    for (const traversal of traversals) {
      path(
        `traversal ${traversal}`,
        traversal,
        fourXX,
        traversal.startsWith("/assets") ? assets : unknown,
        {
          ...passwd,
          forbiddenInBody: [
            ...passwd.forbiddenInBody,
            '"devDependencies"',
            "createRequestListener",
          ],
        },
      );
    }

    // Markup in the path: a 404 that does not echo it unescaped.
    path("markup in the path (raw)", `/${scriptMarker}`, fourXX);
    path("markup in the path (raw, quotes)", `/${imgMarker.replaceAll(" ", "%20")}`, fourXX);
    path(
      "markup in the path (percent-encoded)",
      `/${encodeURIComponent(scriptMarker)}/${encodeURIComponent(imgMarker)}`,
      fourXX,
    );
    path(
      "markup in an asset path",
      `/assets/${encodeURIComponent(scriptMarker)}.js`,
      fourXX,
      assets,
    );
    path("markup under a page", `/yoga/${encodeURIComponent(imgMarker)}`, fourXX);
    // Paths that look like another host: no redirect off the site (checked for every answer).
    path("a path that looks like another host (//)", "//evil.example/", undefined);
    path("a path that looks like another host (/\\)", "/\\evil.example", undefined);
    path("a path with a trailing-slash redirect bait", "/karate//evil.example/", undefined);
    path("a path of 2,000 slashes", `/${"/".repeat(2000)}`, undefined);
    path("a request target in absolute form", `http://evil.example/`, undefined);
  }

  function addHeaderCases() {
    const home = endpoints.find((endpoint) => endpoint.path === "/") ?? endpoints[0];
    const events = endpoints.find((endpoint) => endpoint.path === "/events") ?? home;
    if (!home || !events) return;
    const header = (
      label: string,
      endpoint: Endpoint,
      headers: Record<string, string>,
      expectStatus: readonly number[] | undefined,
      extra: Partial<Spec> = {},
    ) =>
      add({
        group: "request head",
        label,
        endpoint,
        method: "GET",
        path: endpoint.path,
        raw: true,
        headers,
        expectStatus,
        ...extra,
      });
    for (const endpoint of [home, events]) {
      header(
        `markup in the Host header of ${endpoint.path}`,
        endpoint,
        { Host: `evil.example${imgMarker.replaceAll(" ", "")}` },
        undefined,
      );
      header(
        `markup in X-Forwarded-Host of ${endpoint.path}`,
        endpoint,
        {
          Host: `localhost:${port}`,
          "X-Forwarded-Host": `evil.example${imgMarker.replaceAll(" ", "")}`,
        },
        undefined,
      );
      header(`no Host header on ${endpoint.path}`, endpoint, {}, [400], { noHost: true });
      header(
        `a 20 KB query string on ${endpoint.path}`,
        endpoint,
        { Host: `localhost:${port}` },
        [400, 414, 431],
        { path: `${endpoint.path}?q=${"a".repeat(20 * 1024)}` },
      );
    }
  }
}
