import { STATUS_CODES } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ServerRuntime } from "../app/server-runtime.server.ts";
import { answerCaching } from "./http/answer-caching.ts";
import { hashedFileCaching, siteFileMaxAgeSeconds } from "./http/hashed-files.ts";
import { metricsRoute, type ReadMetrics } from "./http/metrics-endpoint.ts";
import { labelRequest, unlabelRequest } from "./http/request-metrics.ts";
import { methodsAt, pagePathOf, routeMethods, requestGuards } from "./http/request-guards.ts";
import { securityHeaders } from "./http/security-headers.ts";

// The application server's Express app: compression, static files, security headers, what caches
// may keep, logs, /healthz, /metrics, request guards and React Router. The pages served from
// memory answer before it (request-listener.ts, which server/index.ts starts).

export type AppOptions = {
  runtime: ServerRuntime;
  /** The server build, or a function that loads it per request (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The built browser files (build/client); absent in development, where Vite serves them. */
  clientDir?: string;
  /** What /metrics answers with a token: this process's figures unless told (a cluster worker). */
  readMetrics?: ReadMetrics;
};

/** The app's server-side helpers, exported by entry.server.tsx inside the build. */
export function runtimeOf(build: ServerBuild): ServerRuntime {
  const entry: object = build.entry.module;
  if (!("serverRuntime" in entry)) throw new Error("The server build has no serverRuntime export");
  // entry.server.tsx re-exports serverRuntime from app/server-runtime.server.ts, typed there.
  return entry.serverRuntime as ServerRuntime;
}

export function createApp({ runtime, build, clientDir, readMetrics }: AppOptions) {
  const { env, logger } = runtime;
  const development = env.NODE_ENV === "development";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(compression());
  // First, so every answer carries them: static files, refusals and errors included.
  app.use(securityHeaders(development, runtime.widgetOrigins));

  if (clientDir) {
    // Hashed file names change with their content, so browsers may keep them for a year. A plain
    // read is answered from memory before the app (http/hashed-files.ts); a range, a query
    // string, and the build's compressed copies themselves are answered here.
    app.use(
      "/assets",
      countedAsStatic(
        express.static(path.join(clientDir, "assets"), {
          // The same caching as the answers from memory, from one place.
          cacheControl: false,
          setHeaders: (res) => res.setHeader("Cache-Control", hashedFileCaching),
          index: false,
          fallthrough: false,
        }),
      ),
    );
  }

  app.use(
    pinoHttp({
      logger,
      // The id given in createRequestListener, also in X-Request-Id.
      genReqId: (req) => req.id,
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/metrics" },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.get("/healthz", async (_req, res) => {
    labelRequest(res, "/healthz");
    const { httpStatus, body } = await runtime.health();
    res.setHeader("Cache-Control", "no-store");
    res.status(httpStatus).json(body);
  });

  app.get(
    "/metrics",
    metricsRoute(
      env.METRICS_TOKEN,
      readMetrics ?? runtime.metrics.processMetrics,
      runtime.metrics.contentType,
    ),
  );

  if (clientDir) {
    app.use(
      // The site's files: a plain read of one the server knows the type of is answered from
      // memory before the app (http/hashed-files.ts), with the same hour.
      countedAsStatic(
        express.static(clientDir, {
          maxAge: siteFileMaxAgeSeconds * 1000,
          index: false,
          redirect: false,
        }),
      ),
    );
  }

  // Which answers caches may keep, and the public pages' ETags (http/answer-caching.ts).
  app.use(
    answerCaching({
      prerenderNonce: runtime.prerenderNonce,
      widgetOrigins: runtime.widgetOrigins,
      development,
    }),
  );

  const methods = typeof build === "function" ? undefined : routeMethods(build);
  app.use(
    requestGuards({
      methodsOf: async (page) => methodsAt(methods ?? routeMethods(await loadBuild(build)), page),
      allowedOrigins: [runtime.siteOrigin],
    }),
  );

  // The resource library's uploads may be larger; the upload routes read them as they arrive and
  // answer 413 past RESOURCE_MAX_BYTES (app/services/resources/upload.server.ts). Far beyond
  // that, a body is refused here unread.
  app.use(limitBodies(2 * env.RESOURCE_MAX_BYTES + maxFormBodyBytes));

  app.all(
    "/{*path}",
    createRequestHandler({
      build: withSiteOrigin(build, runtime.siteOrigin),
      mode: env.NODE_ENV,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(runtime.requestContext, {
          nonce: res.locals.cspNonce,
          ip: req.ip ?? "",
          requestId: String(req.id),
        });
        return context;
      },
    }),
  );

  // Errors outside the app's routes (an undecodable path, a static file that cannot be read):
  // the status they carry, in plain words, and never a stack trace.
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const stated = typeof error?.status === "number" ? error.status : 500;
    const status = stated >= 400 && stated <= 599 ? stated : 500;
    if (status >= 500) req.log.error({ err: error }, "request failed");
    if (res.headersSent) return;
    res
      .status(status)
      .type("text")
      .send(STATUS_CODES[status] ?? "Error");
  };
  app.use(onError);

  return app;
}

/**
 * The build, with the site's public origin (SITE_URL) among the origins React Router takes an
 * action from: behind a proxy that rewrites Host, a post from the site's own pages carries an
 * Origin that differs from the Host the server sees.
 */
function withSiteOrigin(build: AppOptions["build"], siteOrigin: string): AppOptions["build"] {
  const host = new URL(siteOrigin).host;
  const add = (loaded: ServerBuild): ServerBuild => {
    const configured = Array.isArray(loaded.allowedActionOrigins)
      ? loaded.allowedActionOrigins
      : [];
    return { ...loaded, allowedActionOrigins: [...configured, host] };
  };
  return typeof build === "function" ? async () => add(await build()) : add(build);
}

async function loadBuild(build: AppOptions["build"]): Promise<ServerBuild> {
  return typeof build === "function" ? build() : build;
}

/** A static file's answer, found or not, is counted as "static"; a path it passes on is not. */
function countedAsStatic(serve: RequestHandler): RequestHandler {
  return (req, res, next) => {
    labelRequest(res, "static");
    serve(req, res, (error?: unknown) => {
      if (error === undefined) unlabelRequest(res);
      next(error);
    });
  };
}

/**
 * The public forms' posts are small (a contact message is at most 5,000 characters). A larger
 * body is refused with 413 before any of it is read, and a body of unstated length with 411.
 * Paths given their own limit (uploads) may send more.
 */
export const maxFormBodyBytes = 64 * 1024;

/**
 * The pages that take a file: the upload on /resources and a resource's new file in the staff
 * area. Their bodies may be as large as an upload, and take as long as a slow phone needs.
 */
export function takesUploads(page: string): boolean {
  return page === "/resources" || /^\/admin\/resources\/\d{1,15}$/.test(page);
}

function limitBodies(uploadBytes: number): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const stated = req.headers["content-length"];
    const refuse = (status: number, text: string) => {
      res.setHeader("Connection", "close");
      res.status(status).type("text").send(text);
    };
    if (stated === undefined) {
      if (req.headers["transfer-encoding"]) return refuse(411, "Length Required");
      return next();
    }
    const limit = takesUploads(pagePathOf(req.originalUrl)) ? uploadBytes : maxFormBodyBytes;
    if (Number(stated) > limit) return refuse(413, "Payload Too Large");
    next();
  };
}
