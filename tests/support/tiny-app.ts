import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino, { type Logger } from "pino";
import type { ServerBuild } from "react-router";
import { loggerOptions } from "~/infra/logger.server";
import { requestContext } from "~/infra/request-context";
import { serverRuntime, type ServerRuntime } from "~/server-runtime.server";
import type { AppOptions } from "../../server/app.ts";
import { StudioResponse } from "../../server/http/prepared-headers.ts";
import { compressWholeSync } from "../../server/http/whole-compression.ts";
import { createRequestListener } from "../../server/request-listener.ts";

// The site's own HTTP server (server/app.ts) with the app's runtime, in the test's process, in
// front of a small hand-made build: a prerendered home page, a staff page with a dynamic
// segment, a route that fails, the not-found route, a route manifest, and a few browser files. Its log lines are
// kept, written as the site's logger writes them.

export type TinyApp = {
  url: string;
  /** The JSON log lines written so far. */
  logLines: () => Array<Record<string, unknown>>;
  close: () => Promise<void>;
};

const page = () => null;

type AssetRoute = NonNullable<ServerBuild["assets"]["routes"][string]>;

function entryRoute(route: Pick<AssetRoute, "id" | "parentId" | "path" | "index">) {
  return {
    ...route,
    module: `/assets/${route.id}.js`,
    hasAction: false,
    hasLoader: route.id === "season",
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  } satisfies AssetRoute;
}

function tinyBuild(logger: Logger): ServerBuild {
  const module = (extra: object) => ({ default: page, ...extra });
  return {
    entry: {
      module: {
        default(request, status, headers, _context, loadContext) {
          const { requestId } = loadContext.get(requestContext);
          headers.set("Content-Type", "text/html; charset=utf-8");
          return new Response(`<p>${status}</p><p id="request">${requestId}</p>`, {
            status,
            headers,
          });
        },
        handleError(error) {
          logger.error({ err: error }, "request failed");
        },
      },
    },
    routes: {
      root: { id: "root", path: "", module: module({}) },
      home: { id: "home", parentId: "root", index: true, module: module({}) },
      season: {
        id: "season",
        parentId: "root",
        path: "admin/schedule/:seasonId",
        module: module({
          loader() {
            logger.info("season read");
            return null;
          },
        }),
      },
      fault: {
        id: "fault",
        parentId: "root",
        path: "__test/fault",
        module: module({
          loader() {
            throw new Error("The test fault route failed on purpose");
          },
        }),
      },
      "not-found": {
        id: "not-found",
        parentId: "root",
        path: "*",
        module: module({
          loader() {
            throw new Response("Not Found", { status: 404 });
          },
        }),
      },
    },
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      // What the route manifest (/__manifest) tells a page's script about each route.
      routes: {
        root: entryRoute({ id: "root", path: "" }),
        home: entryRoute({ id: "home", parentId: "root", index: true }),
        season: entryRoute({ id: "season", parentId: "root", path: "admin/schedule/:seasonId" }),
      },
      url: "/assets/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: ["/"],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

/** Hashed files besides the entry: a script, a stylesheet and a picture, each a few KB. */
export const tinyAssets = {
  "shared-def456.js": Buffer.from(
    Array.from({ length: 120 }, (_, i) => `export const part${i} = "section ${i}";\n`).join(""),
  ),
  "late-ghi789.css": Buffer.from(
    Array.from({ length: 80 }, (_, i) => `.card-${i} { margin: ${i}px; }\n`).join(""),
  ),
  // Bytes that do not compress, as a picture's do not.
  "card-jkl012.avif": Buffer.concat(
    Array.from({ length: 64 }, (_, i) => createHash("sha256").update(String(i)).digest()),
  ),
};

/** The site's icon at the top of the build, and a video under media/, as the build has them. */
export const tinySiteFiles = {
  "favicon.svg": Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${Array.from(
      { length: 40 },
      (_, i) => `<circle cx="${i}" cy="${i}" r="4"/>`,
    ).join("")}</svg>\n`,
  ),
  "media/clip.webm": tinyAssets["card-jkl012.avif"],
};

export async function startTinyApp(
  options: {
    env?: Partial<ServerRuntime["env"]>;
    /** Called with each request once the server's listener has returned. */
    afterListener?: (req: IncomingMessage) => void;
  } & Pick<AppOptions, "readMetrics"> = {},
): Promise<TinyApp> {
  const clientDir = mkdtempSync(path.join(tmpdir(), "studio-tiny-app-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "export {};\n");
  for (const [name, body] of Object.entries(tinyAssets)) {
    writeFileSync(path.join(clientDir, "assets", name), body);
  }
  // The copies the build compresses ahead, for the shared script only: the stylesheet is left
  // for the server to compress as it starts.
  const shared = compressWholeSync(tinyAssets["shared-def456.js"]);
  writeFileSync(path.join(clientDir, "assets", "shared-def456.js.br"), shared.br);
  writeFileSync(path.join(clientDir, "assets", "shared-def456.js.gz"), shared.gzip);
  writeFileSync(path.join(clientDir, "favicon.ico"), "icon");
  mkdirSync(path.join(clientDir, "media"));
  for (const [name, body] of Object.entries(tinySiteFiles)) {
    writeFileSync(path.join(clientDir, name), body);
  }
  writeFileSync(
    path.join(clientDir, "index.html"),
    '<!doctype html><html><body><h1>Home</h1><script nonce="studio-prerender-nonce">1</script></body></html>',
  );
  const lines: string[] = [];
  const logger = pino(
    { ...loggerOptions, level: "info" },
    { write: (line: string) => void lines.push(line) },
  );
  const runtime: ServerRuntime = {
    ...serverRuntime,
    logger,
    env: { ...serverRuntime.env, ...options.env },
  };
  const listener = createRequestListener({
    runtime,
    build: tinyBuild(logger),
    clientDir,
    readMetrics: options.readMetrics,
  });
  // As server/index.ts makes it: answers from memory send their prepared headers.
  const server: Server = createServer({ ServerResponse: StudioResponse }, (req, res) => {
    listener(req, res);
    options.afterListener?.(req);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    logLines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
