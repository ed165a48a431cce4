import os from "node:os";
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import {
  type Cleanup,
  findExecutable,
  type Service,
  startService,
  stopService,
  waitForOk,
} from "./processes.ts";

// What the benchmark needs before it measures: the outside tools, a stable copy of the build and
// the production server running on it (and on the reference's build).

/** `chromium` is the browser Lighthouse drives: Debian's chromium-headless-shell (lighthouse.ts). */
export type Tools = { chromium: string; nginx: string; wrk: string };

/**
 * Every outside tool, checked before anything starts, so a missing one fails in seconds. The
 * throughput benchmarks alone (`browser: false`) need no browser.
 */
export function requireTools(): Tools;
export function requireTools(needs: { browser: false }): Omit<Tools, "chromium">;
export function requireTools(needs = { browser: true }): Partial<Tools> {
  const chromiumPath = process.env.LIGHTHOUSE_CHROME_PATH ?? "/usr/bin/chromium-headless-shell";
  const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
  const chromium = needs.browser ? findExecutable(chromiumPath) : undefined;
  const nginx = findExecutable(nginxPath);
  const wrk = findExecutable("wrk");
  const missing = [
    chromium || !needs.browser
      ? ""
      : `  chromium-headless-shell: not found at ${chromiumPath} (apt-get install ` +
        `chromium-headless-shell, or set LIGHTHOUSE_CHROME_PATH)`,
    nginx
      ? ""
      : `  nginx: not found at ${nginxPath} (apt-get install nginx-light, or set NGINX_PATH)`,
    wrk ? "" : "  wrk: not found in PATH (apt-get install wrk)",
  ].filter(Boolean);
  if (missing.length === 0) return { chromium, nginx, wrk };
  throw new Error(`The benchmark needs tools that are missing:\n${missing.join("\n")}`);
}

/**
 * A private copy of build/, so that someone rebuilding while the benchmark runs cannot swap the
 * files under it. It sits inside the project (in .bench/, not committed) because the server
 * bundle imports its packages from the project's node_modules.
 */
export function snapshotBuild(
  root: string,
  benchDir: string,
  cleanup: Cleanup,
  source = "build",
): string {
  const snapshot = path.join(benchDir, `build-${process.pid}`);
  cleanup.add("remove the copy of the build", () =>
    rmSync(snapshot, { recursive: true, force: true }),
  );
  cpSync(path.resolve(root, source), snapshot, { recursive: true });
  for (const file of ["server/index.js", "client/index.html"]) {
    if (!existsSync(path.join(snapshot, file))) {
      throw new Error(
        `${source}/${file} is missing: build first (drop --no-build) or wait for a running build`,
      );
    }
  }
  return snapshot;
}

/** The production server as `npm run serve` starts it, on 127.0.0.1 with a throwaway database. */
export async function startAppServer(
  root: string,
  buildDir: string,
  port: number,
  dataDir: string,
  cleanup: Cleanup,
  name = "our server",
): Promise<Service> {
  // process.execPath is the project's Node 24 (npm puts node_modules/.bin first in PATH), which
  // runs server/index.ts directly: no npx wrapper in between. One worker per core, as nginx's
  // `worker_processes auto` has: the throughput budget compares the two on equal terms.
  const server = startService(name, process.execPath, [path.join(root, "server", "index.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      WEB_CONCURRENCY: String(os.availableParallelism()),
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
  });
  cleanup.add(`stop ${name}`, () => stopService(server));
  await waitForOk(server, `http://127.0.0.1:${port}/healthz`);
  return server;
}
