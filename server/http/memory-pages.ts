import path from "node:path";
import type { IncomingMessage } from "node:http";
import { createRequestHandler as createFetchHandler, RouterContextProvider } from "react-router";
import type { AppOptions } from "../app.ts";
import type { ServerRuntime } from "../../app/server-runtime.server.ts";
import { createDataPageHandler } from "./data-pages.ts";
import { createHashedFileHandler, loadHashedFiles } from "./hashed-files.ts";
import {
  createPrerenderedPageHandler,
  loadPrerenderedPages,
  preparePage,
} from "./prerendered-pages.ts";

// What the server answers from memory, set up from the app's build and runtime: the prerendered
// pages, the pages kept while their data is unchanged, and the build's hashed files.

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
  const handle = createFetchHandler(build, runtime.env.NODE_ENV);
  return createDataPageHandler({
    paths: runtime.dataPagePaths,
    keyOf: runtime.dataPageKey,
    keyKnown: runtime.dataPageKeyKnown,
    async render(page) {
      const context = new RouterContextProvider();
      context.set(runtime.requestContext, {
        nonce: runtime.prerenderNonce,
        ip: "",
        requestId: "",
      });
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

export function hashedFileHandler({ runtime, clientDir }: AppOptions) {
  return createHashedFileHandler(
    loadHashedFiles(path.join(clientDir ?? "", "assets"), runtime.widgetOrigins),
  );
}
