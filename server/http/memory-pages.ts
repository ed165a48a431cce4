import path from "node:path";
import type { IncomingMessage } from "node:http";
import {
  createRequestHandler as createFetchHandler,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { privateCaching } from "../../app/http/caching.server.ts";
import type { AppOptions } from "../app.ts";
import type { ServerRuntime } from "../../app/server-runtime.server.ts";
import { createDataPageHandler } from "./data-pages.ts";
import {
  createFileHandler,
  hashedFileCaching,
  loadHashedFiles,
  loadSiteFiles,
} from "./hashed-files.ts";
import { createManifestAnswers, manifestPathOf } from "./manifest-answers.ts";
import {
  createPrerenderedPageHandler,
  loadPrerenderedPages,
  prepareAnswer,
  preparePage,
} from "./prerendered-pages.ts";
import { contentSecurityPolicy } from "./security-headers.ts";
import { compressQuickSync } from "./whole-compression.ts";

// What the server answers from memory, set up from the app's build and runtime: the prerendered
// pages, the pages kept while their data is unchanged, the build's hashed files, and the route
// manifest's answers.

/** The app's handler of web requests, one per build: what the server renders in-process with. */
const fetchHandlers = new WeakMap<ServerBuild, ReturnType<typeof createFetchHandler>>();

function fetchHandlerOf(build: ServerBuild, mode: string | undefined) {
  let handle = fetchHandlers.get(build);
  if (!handle) {
    handle = createFetchHandler(build, mode);
    fetchHandlers.set(build, handle);
  }
  return handle;
}

/** A context as a request to the app gets one: the prerender nonce, no visitor's address. */
function renderContext(runtime: ServerRuntime): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(runtime.requestContext, { nonce: runtime.prerenderNonce, ip: "", requestId: "" });
  return context;
}

/**
 * Logs a page answered from memory as pino-http logs the app's answers, with the request's id
 * (a prerendered page is answered before the id's context is set up).
 */
function servedLogger(logger: ServerRuntime["logger"]) {
  if (!logger.isLevelEnabled("info")) return undefined;
  return (req: IncomingMessage, status: number) =>
    logger.info(
      {
        reqId: req.id,
        req: { method: req.method, url: req.url },
        res: { statusCode: status },
      },
      "request completed",
    );
}

/**
 * The data pages (site-pages.ts, render "data"), rendered in-process as the build prerenders a
 * page (a crawler's full render, the prerender nonce, so the same bytes serve every visitor) and
 * kept while their key holds. Not in development, where every request renders afresh.
 */
export function dataPageHandler({ runtime, build, clientDir }: AppOptions) {
  if (!clientDir || typeof build === "function" || runtime.dataPagePaths.length === 0) {
    return undefined;
  }
  const handle = fetchHandlerOf(build, runtime.env.NODE_ENV);
  return createDataPageHandler({
    paths: runtime.dataPagePaths,
    keyOf: runtime.dataPageKey,
    keyKnown: runtime.dataPageKeyKnown,
    async render(page) {
      const context = renderContext(runtime);
      const request = new Request(new URL(page, runtime.siteOrigin), {
        headers: { "User-Agent": "StudioPageRenderer/1.0 (page cache bot)" },
      });
      // A rendering that showed the page without some of its data answers nobody from here:
      // the request goes to the app, which renders it for that request alone.
      const { made, keep } = await runtime.renderToKeep(async () => {
        const response = await handle(request, context);
        return response.status === 200 ? response.text() : undefined;
      });
      return keep ? made : undefined;
    },
    prepare: (html) => preparePage(html, runtime.prerenderNonce, runtime.widgetOrigins),
    onServed: servedLogger(runtime.logger),
  });
}

export function prerenderedPageHandler({ runtime, clientDir }: AppOptions) {
  const { logger } = runtime;
  const pages = loadPrerenderedPages(
    clientDir ?? "",
    runtime.prerenderNonce,
    runtime.widgetOrigins,
  );
  return createPrerenderedPageHandler(pages, servedLogger(logger));
}

/** The build's hashed files and the site's files at its top (its icons), from memory. */
export function fileHandler({ runtime, clientDir }: AppOptions) {
  const dir = clientDir ?? "";
  return createFileHandler(
    new Map([
      ...loadHashedFiles(path.join(dir, "assets"), runtime.widgetOrigins),
      ...loadSiteFiles(dir, runtime.widgetOrigins),
    ]),
  );
}

/**
 * The route manifest's answers (manifest-answers.ts), made by the app's own handler. Only with a
 * build made ahead and lazy route discovery; in development every request asks the app.
 */
export function manifestAnswers({ runtime, build, clientDir }: AppOptions) {
  if (!clientDir || typeof build === "function" || build.routeDiscovery.mode !== "lazy") {
    return undefined;
  }
  const handle = fetchHandlerOf(build, runtime.env.NODE_ENV);
  // An answer that runs no script: the site's policy with no script of its own.
  const policy = contentSecurityPolicy([], false, runtime.widgetOrigins);
  return createManifestAnswers({
    path: manifestPathOf(build),
    version: build.assets.version,
    async render(url) {
      const response = await handle(
        new Request(new URL(url, runtime.siteOrigin)),
        renderContext(runtime),
      );
      if (response.status !== 200) return undefined;
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get("Content-Type") ?? "application/json; charset=utf-8",
        caching: response.headers.get("Cache-Control") ?? hashedFileCaching,
      };
    },
    // Compressed quickly: the address is the visitor's to choose, so each new one costs this.
    prepare({ body, contentType, caching }) {
      return prepareAnswer(
        { identity: body, ...compressQuickSync(body) },
        {
          contentType,
          policy,
          caching,
          staffCaching: privateCaching,
        },
      );
    },
    onServed: servedLogger(runtime.logger),
  });
}
