import { IncomingMessage, STATUS_CODES, type ServerResponse } from "node:http";
import { createApp, takesUploads, type AppOptions } from "./app.ts";
import { malformation, refuseMalformed } from "./http/malformed-requests.ts";
import {
  dataPageHandler,
  fileHandler,
  manifestAnswers,
  prerenderedPageHandler,
} from "./http/memory-pages.ts";
import { pagePathOf } from "./http/request-guards.ts";
import { labelRequest, observeSent, routeLabelsOf, timeRequest } from "./http/request-metrics.ts";

// How the server meets each request before the app sees it: the request's id (X-Request-Id on
// every answer), its timing for /metrics, the pages served from memory, and how long a request
// may take to arrive. server/index.ts starts it.

/**
 * The whole server as one request listener. A plain read of a prerendered page or a file
 * is answered at once; everything else runs in its id's context (its log lines carry it): a
 * malformed request is refused, the request's time limit set, a prerendered or data page
 * answered from memory, and the rest left to the Express app (app.ts).
 */
export function createRequestListener(options: AppOptions) {
  const { runtime, build } = options;
  const app = createApp(options);
  const servePrerendered = options.clientDir ? prerenderedPageHandler(options) : () => false;
  const dataPages = dataPageHandler(options);
  const serveKept = dataPages?.serveKept ?? (() => false);
  const manifest = manifestAnswers(options);
  const serveKeptManifest = manifest?.serveKept ?? (() => false);
  const serveFile = options.clientDir ? fileHandler(options) : () => false;
  let routes = typeof build === "function" ? undefined : routeLabelsOf(build);
  if (typeof build === "function") {
    void build().then(
      (loaded) => (routes = routeLabelsOf(loaded)),
      () => undefined,
    );
  }
  const routeOf = (page: string) => routes?.routeOf(page) ?? "not-found";
  return (req: IncomingMessage, res: ServerResponse) => {
    const start = performance.now();
    const id = runtime.requestIdFrom(req.headers["x-request-id"]);
    req.id = id;
    const plainRead = isPlainRead(req);
    // The answers the server gives most, with nothing to wait for and nothing it could log: a
    // prerendered page, a data page already made whose data is known unchanged, or the route
    // manifest's answer to an address already asked for. Each is handed to the connection
    // whole, at once: its time is known as soon as it returns.
    if (
      plainRead &&
      (servePrerendered(req, res, id) || serveKept(req, res, id) || serveKeptManifest(req, res, id))
    ) {
      closeBodilessRequest(req);
      return observeSent(req, res, start, routeOf, runtime.metrics.observeRequest);
    }
    // A hashed file or one of the site's icons, counted as Express's static files are.
    if (plainRead && serveFile(req, res, id)) {
      closeBodilessRequest(req);
      return observeSent(req, res, start, staticRoute, runtime.metrics.observeRequest);
    }
    timeRequest(req, res, routeOf, runtime.metrics.observeRequest, start);
    runtime.withRequestId(id, () => answer(req, res, id, plainRead));
  };

  // Answers from memory send X-Request-Id after their prepared headers (prepared-headers.ts);
  // every other answer gets it set here. A plain read has been checked already, and has
  // all arrived: it has no body to limit.
  function answer(req: IncomingMessage, res: ServerResponse, id: string, plainRead: boolean) {
    if (!plainRead) {
      const reason = malformation(req);
      if (reason) {
        res.setHeader("X-Request-Id", id);
        labelRequest(res, "malformed");
        return refuseMalformed(res, reason);
      }
      closeWhenBodyUnread(req, res);
      if (!takesUploads(pagePathOf(req.url ?? "/"))) limitRequestTime(req, res, requestTimeoutMs);
      if (servePrerendered(req, res, id)) return;
    }
    const toApp = () => {
      // Unless a refusal (408) already went out while a data page was being made.
      if (!res.headersSent) res.setHeader("X-Request-Id", id);
      app(req, res);
    };
    if (manifest && plainRead && (req.url ?? "").startsWith(manifest.prefix)) {
      void manifest.serve(req, res, id).then((served) => served || toApp(), toApp);
      return;
    }
    if (!dataPages) return toApp();
    void dataPages.serve(req, res, id).then((served) => served || toApp(), toApp);
  }
}

const staticRoute = () => "static";

/** A well-formed GET or HEAD without a body: nothing to refuse, and nothing to wait for. */
function isPlainRead(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const length = req.headers["content-length"];
  if (length !== undefined && length !== "0") return false;
  return req.headers["transfer-encoding"] === undefined && malformation(req) === undefined;
}

/** Node's own way to close the stream of a request without a body, where Node has it. */
const dumpAndCloseReadable = Reflect.get(IncomingMessage.prototype, "_dumpAndCloseReadable") as
  ((this: IncomingMessage) => void) | undefined;

/**
 * Closes the stream of a plain read answered from memory, as it stands: nothing will read it, and
 * it has no body. Left open, Node runs the stream's life after the answer (resumed, ended,
 * closed, each on a later turn of the event loop), code every stream in the process shares and
 * that a server in service runs slower (decision 037). This is what Node's optimizeEmptyRequests
 * does, for these requests only: that option closes every request without body headers,
 * including a POST without Content-Length, whose reader would then wait for an end that never
 * comes.
 */
function closeBodilessRequest(req: IncomingMessage): void {
  if (typeof dumpAndCloseReadable !== "function") return;
  dumpAndCloseReadable.call(req);
  // As Node does after closing it: the request stream counts as read, so the connection reads on.
  // oxlint-disable-next-line no-underscore-dangle -- Node's own method
  req._read(0);
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
      // The id too: this can come before the answer that would have set it (a data page's).
      res.writeHead(408, {
        "Content-Type": "text/plain; charset=utf-8",
        Connection: "close",
        ...(req.id === undefined ? {} : { "X-Request-Id": String(req.id) }),
      });
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
