import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import type { ServerBuild } from "react-router";
import { createRequestListener, runtimeOf } from "./app.ts";

// Starts the HTTP server: in production the built app (BUILD_DIR, default build/) with its
// browser files; in development the app through Vite's dev server. Stops gracefully on
// SIGTERM/SIGINT: no new connections, in-flight requests finish, then the database closes.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const development = process.env.NODE_ENV === "development";
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

const server = express();
server.disable("x-powered-by");

let build: ServerBuild | (() => Promise<ServerBuild>);
let initialBuild: ServerBuild;
let clientDir: string | undefined;
if (development) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteServer.middlewares);
  const load = async () =>
    (await viteServer.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  build = load;
  initialBuild = await load();
} else {
  try {
    initialBuild = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  } catch (error) {
    // Configuration errors name the variable; say that and nothing more.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  build = initialBuild;
  clientDir = path.join(buildDir, "client");
}

const runtime = runtimeOf(initialBuild);
const { env, logger } = runtime;
const listener = createRequestListener({ runtime, build, clientDir });
if (development) server.use(listener);

try {
  await runtime.prepare();
} catch (error) {
  logger.fatal({ err: error }, "could not prepare the data directory or the database");
  process.exit(1);
}

const httpServer = createServer(development ? server : listener);
httpServer.keepAliveTimeout = 65_000;
httpServer.listen(env.PORT, env.HOST, () => {
  logger.info(`Studio website listening on http://localhost:${env.PORT}`);
});

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  const force = setTimeout(() => {
    logger.warn("forced exit after 10 s");
    process.exit(1);
  }, 10_000);
  force.unref();
  httpServer.close(async () => {
    await runtime.closeResources();
    logger.info("stopped");
    process.exit(0);
  });
  httpServer.closeIdleConnections();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
