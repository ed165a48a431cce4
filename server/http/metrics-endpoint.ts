import cluster from "node:cluster";
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { RequestHandler } from "express";
import type { ServerRuntime } from "../../app/server-runtime.server.ts";
import { labelRequest } from "./request-metrics.ts";
import { staticSecurityHeaders } from "./security-headers.ts";

// Where /metrics is answered (decision 023): on the site's port only to a request that carries
// METRICS_TOKEN (anything else is an unknown path, 404), and on METRICS_PORT, which listens on
// 127.0.0.1 only, without a token. With several workers sharing the site's port, the primary
// process gathers every worker's figures: it serves METRICS_PORT itself, and a worker asked on
// the site's port asks the primary.

/** The figures a scrape gets, as Prometheus text. */
export type ReadMetrics = () => Promise<string>;

const digest = (text: string) => createHash("sha256").update(text).digest();

/** True when the Authorization header is "Bearer <token>", compared in constant time. */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const match = /^bearer +(\S+)$/i.exec(authorization?.trim() ?? "");
  if (!match?.[1]) return false;
  // Digests of equal length, so neither the token's length nor its first difference shows.
  return timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * /metrics on the site's port. Without METRICS_TOKEN, or to a request without it, the request
 * goes on to the app, which answers 404 as for any unknown path.
 */
export function metricsRoute(
  token: string | undefined,
  read: ReadMetrics,
  contentType: string,
): RequestHandler {
  return (req, res, next) => {
    if (!token || !carriesToken(req.headers.authorization, token)) return next();
    labelRequest(res, "/metrics");
    read().then((text) => {
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Content-Type", contentType);
      res.status(200).send(text);
    }, next);
  };
}

/** /metrics on METRICS_PORT of 127.0.0.1, for a scraper on the same machine. */
export function startMetricsListener(
  port: number,
  read: ReadMetrics,
  contentType: string,
  onError: (error: Error) => void,
): Server {
  const headers = Object.fromEntries([
    ...staticSecurityHeaders,
    ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
    ["Cache-Control", "no-store"],
  ]);
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
      res.end("Not Found");
      return;
    }
    read().then(
      (text) => {
        res.writeHead(200, { ...headers, "Content-Type": contentType });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        onError(error instanceof Error ? error : new Error(String(error)));
        res.writeHead(500, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
        res.end("Internal Server Error");
      },
    );
  });
  server.on("error", onError);
  server.listen(port, "127.0.0.1");
  return server;
}

/** METRICS_PORT's listener when the setting is on; `read` gives this process's or the cluster's. */
export function startLocalMetrics(runtime: ServerRuntime, read: ReadMetrics): Server | undefined {
  const { env, logger, metrics } = runtime;
  if (env.METRICS_PORT === undefined) return undefined;
  return startMetricsListener(env.METRICS_PORT, read, metrics.contentType, (error) =>
    logger.error({ err: error }, "the metrics listener (METRICS_PORT) failed"),
  );
}

/** Stops METRICS_PORT's listener with the server: scrapers' idle connections are closed. */
export function stopLocalMetrics(server: Server | undefined): void {
  server?.close();
  server?.closeIdleConnections();
}

type Asked = { type: "studio:metrics-asked"; id: number };
type Answered = { type: "studio:metrics-answered"; id: number; text?: string; error?: string };

function isAsked(message: unknown): message is Asked {
  return typeof message === "object" && message !== null && "type" in message
    ? message.type === "studio:metrics-asked"
    : false;
}

function isAnswered(message: unknown): message is Answered {
  return typeof message === "object" && message !== null && "type" in message
    ? message.type === "studio:metrics-answered"
    : false;
}

/** In a cluster's primary: answers each worker that asks for the whole server's figures. */
export function answerWorkersAskingForMetrics(read: ReadMetrics): void {
  cluster.on("message", (worker, message: unknown) => {
    if (!isAsked(message)) return;
    const reply = (answer: Omit<Answered, "type" | "id">) =>
      worker.send({ type: "studio:metrics-answered", id: message.id, ...answer });
    read().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: String(error) }),
    );
  });
}

const waiting = new Map<number, (answer: Answered) => void>();
let lastAsked = 0;
/** prom-client gives the workers 5 s to answer the primary; this waits a little longer. */
const askTimeoutMs = 6000;

/** In a cluster worker: the whole server's figures, asked of the primary. */
export function askPrimaryForMetrics(): Promise<string> {
  if (lastAsked === 0) {
    process.on("message", (message: unknown) => {
      if (isAnswered(message)) waiting.get(message.id)?.(message);
    });
  }
  const id = ++lastAsked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error("the primary process did not send the metrics in time"));
    }, askTimeoutMs);
    waiting.set(id, (answer) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (answer.text === undefined) reject(new Error(answer.error ?? "no metrics"));
      else resolve(answer.text);
    });
    process.send?.({ type: "studio:metrics-asked", id } satisfies Asked);
  });
}
