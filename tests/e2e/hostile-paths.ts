import {
  type AddRequest,
  type Endpoint,
  fourXX,
  imgMarker,
  type RequestSpec,
  scriptMarker,
} from "./hostile-request";

// The hostile-requests table's cases on the request line and head rather than the body: paths
// that cannot be decoded, climb out of the browser files, carry markup or look like another
// host; a Host header with markup or none; a query string too long to read.

/** How the cases add their rows, and the test server's port for a raw request's Host. */
export type PathContext = { add: AddRequest; port: number };

/** Paths the server must refuse or answer without leaving the site: 4xx, no file from outside. */
export function addPathCases({ add, port }: PathContext): void {
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
    extra: Partial<RequestSpec> = {},
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
        forbiddenInBody: [...passwd.forbiddenInBody, '"devDependencies"', "createRequestListener"],
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
  path("markup in an asset path", `/assets/${encodeURIComponent(scriptMarker)}.js`, fourXX, assets);
  path("markup under a page", `/yoga/${encodeURIComponent(imgMarker)}`, fourXX);
  // Paths that look like another host: no redirect off the site (checked for every answer).
  path("a path that looks like another host (//)", "//evil.example/", undefined);
  path("a path that looks like another host (/\\)", "/\\evil.example", undefined);
  path("a path with a trailing-slash redirect bait", "/karate//evil.example/", undefined);
  path("a path of 2,000 slashes", `/${"/".repeat(2000)}`, undefined);
  path("a request target in absolute form", `http://evil.example/`, undefined);
}

/** Request heads with markup, no Host, or a huge query: 4xx, and nothing echoed. */
export function addHeaderCases(endpoints: Endpoint[], { add, port }: PathContext): void {
  const home = endpoints.find((endpoint) => endpoint.path === "/") ?? endpoints[0];
  const events = endpoints.find((endpoint) => endpoint.path === "/events") ?? home;
  if (!home || !events) return;
  const header = (
    label: string,
    endpoint: Endpoint,
    headers: Record<string, string>,
    expectStatus: readonly number[] | undefined,
    extra: Partial<RequestSpec> = {},
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
