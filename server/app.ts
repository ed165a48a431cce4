import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ServerRuntime } from "../app/server-runtime.server.ts";
import { dataPageHandler, prerenderedPageHandler } from "./http/memory-pages.ts";
import { malformation, refuseMalformed } from "./http/malformed-requests.ts";
import { metricsRoute, type ReadMetrics } from "./http/metrics-endpoint.ts";
import {
  labelRequest,
  routeLabelsOf,
  timeRequest,
  unlabelRequest,
} from "./http/request-metrics.ts";
import { methodsAt, pagePathOf, routeMethods, requestGuards } from "./http/request-guards.ts";
import { securityHeaders } from "./http/security-headers.ts";

// The application server: prerendered pages straight from memory, then the pages that show
// changing data from memory while their data is unchanged (http/data-pages.ts), then an Express
// app for the rest (compression, static files, security headers, logs, /healthz, /metrics, React
// Router). Every answer carries the request's id (X-Request-Id) and is timed for /metrics.
// server/index.ts creates and starts it.

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
    // Hashed file names change with their content, so browsers may keep them for a year.
    app.use(
      "/assets",
      countedAsStatic(
        express.static(path.join(clientDir, "assets"), {
          immutable: true,
          maxAge: "1y",
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
      countedAsStatic(express.static(clientDir, { maxAge: "1h", index: false, redirect: false })),
    );
  }

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

/**
 * The whole server as one request listener: malformed requests refused first, then prerendered
 * pages, then the app for the rest.
 */
export function createRequestListener(options: AppOptions) {
  const { runtime, build } = options;
  const app = createApp(options);
  const servePrerendered = options.clientDir ? prerenderedPageHandler(options) : () => false;
  const serveDataPage = dataPageHandler(options);
  let routes = typeof build === "function" ? undefined : routeLabelsOf(build);
  if (typeof build === "function") {
    void build().then(
      (loaded) => (routes = routeLabelsOf(loaded)),
      () => undefined,
    );
  }
  const routeOf = (page: string) => routes?.routeOf(page) ?? "not-found";
  return (req: IncomingMessage, res: ServerResponse) => {
    const id = runtime.requestIdFrom(req.headers["x-request-id"]);
    req.id = id;
    res.setHeader("X-Request-Id", id);
    timeRequest(req, res, routeOf, runtime.metrics.observeRequest);
    runtime.withRequestId(id, () => answer(req, res));
  };

  function answer(req: IncomingMessage, res: ServerResponse) {
    const reason = malformation(req);
    if (reason) {
      labelRequest(res, "malformed");
      return refuseMalformed(res, reason);
    }
    closeWhenBodyUnread(req, res);
    if (!takesUploads(pagePathOf(req.url ?? "/"))) limitRequestTime(req, res, requestTimeoutMs);
    if (servePrerendered(req, res)) return;
    if (!serveDataPage) return app(req, res);
    void serveDataPage(req, res).then(
      (served) => served || app(req, res),
      () => app(req, res),
    );
  }
}

/**
 * How long a request may take to arrive, body included. A visitor's request is a page or a small
 * form post: all of it arrives within seconds, so a connection that dribbles its body is closed
 * (408) rather than held open. The bound leaves room for a burst that keeps a busy two-core
 * server from reading for a while. Uploads get the server's own, longer limit
 * (uploadRequestTimeoutMs, server/index.ts).
 */
export const requestTimeoutMs = 60_000;

/** A file of RESOURCE_MAX_BYTES (25 MB) sent at about 0.5 Mbit/s arrives within this. */
export const uploadRequestTimeoutMs = 10 * 60_000;

/** How long a closing connection still reads (and drops) what its client sends. */
const lingerMs = 500;

/**
 * Closes the connection once the answer is out, without cutting the answer short: the server
 * stops sending, reads and drops what the client is still sending for a moment, then closes.
 * Closing at once, with the client's bytes unread, would reset the connection, and a client
 * still writing its body could lose the answer with it.
 */
function lingerThenClose(req: IncomingMessage): void {
  const socket = req.socket;
  req.resume();
  socket.end();
  setTimeout(() => socket.destroy(), lingerMs).unref();
}

/**
 * An answer written before the request's body has all arrived (an upload refused to a visitor
 * who is not signed in, a body over the limit, a request timed out) closes the connection once
 * sent: the rest of the body is never waited for, so nobody holds a connection open by
 * dribbling a body nobody will take.
 */
export function closeWhenBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === "GET" || req.method === "HEAD") return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!req.complete) {
      // Node then sends "Connection: close" and, once the answer is out, calls destroySoon.
      this.shouldKeepAlive = false;
      req.socket.destroySoon = () => lingerThenClose(req);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/** Answers 408 and closes the connection when the request has not all arrived within `ms`. */
export function limitRequestTime(req: IncomingMessage, res: ServerResponse, ms: number): void {
  const timer = setTimeout(() => {
    if (req.complete || res.writableEnded) return;
    if (!res.headersSent) {
      res.writeHead(408, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      res.end(STATUS_CODES[408]);
    }
    res.once("finish", () => lingerThenClose(req));
    if (res.writableFinished) lingerThenClose(req);
  }, ms);
  timer.unref();
  const clear = () => clearTimeout(timer);
  req.once("end", clear);
  res.once("close", clear);
}
