import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Throughput } from "./budgets.ts";
import {
  type Cleanup,
  freePort,
  type Service,
  startService,
  stopService,
  waitForOk,
} from "./processes.ts";

// Requests per second on one prerendered page: our server against nginx serving the same file.
// nginx is the yardstick of "a static file as fast as this machine serves it".

const execFileAsync = promisify(execFile);

/** Same settings for both servers; -d bounds the run, so nothing loops forever. */
export const WRK_ARGS = ["-t1", "-c32", "-d10s", "--latency"];

export type WrkResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx/3xx answers plus socket errors; a fast server answering errors is not a result. */
  errors: number;
};

export async function runWrk(wrkPath: string, url: string): Promise<WrkResult> {
  const { stdout } = await execFileAsync(wrkPath, [...WRK_ARGS, url], { timeout: 60_000 });
  return parseWrk(stdout);
}

/** A short load before a measurement, so a server's first seconds (JIT, caches) are not in it. */
export async function warmUp(wrkPath: string, url: string): Promise<void> {
  await execFileAsync(wrkPath, ["-t1", "-c32", "-d2s", url], { timeout: 30_000 });
}

export function parseWrk(output: string): WrkResult {
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  if (!rate?.[1]) throw new Error(`could not read Requests/sec from wrk:\n${output}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const errors =
    (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0) +
    Number(non2xx?.[1] ?? 0);
  return {
    requestsPerSecond: Number(rate[1]),
    p50Ms: latencyMs(output, "50%"),
    p99Ms: latencyMs(output, "99%"),
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
    errors,
  };
}

/** A line of wrk's --latency distribution, e.g. "99%    2.31ms", in milliseconds. */
function latencyMs(output: string, percentile: string): number {
  const match = new RegExp(`^\\s+${percentile}\\s+([\\d.]+)(us|ms|s)\\s*$`, "m").exec(output);
  if (!match?.[1]) return Number.NaN;
  const factor = { us: 0.001, ms: 1, s: 1000 }[match[2] ?? "ms"] ?? 1;
  return Number(match[1]) * factor;
}

/**
 * Starts nginx in the foreground (daemon off) on 127.0.0.1:port, serving `root` as plain files:
 * no gzip (wrk does not ask for it anyway), no access log, every path under `tmpDir`.
 */
export function startNginx(nginxPath: string, root: string, port: number, tmpDir: string): Service {
  const prefix = path.join(tmpDir, "nginx");
  mkdirSync(path.join(prefix, "temp"), { recursive: true });
  const config = path.join(prefix, "nginx.conf");
  writeFileSync(
    config,
    `daemon off;
master_process on;
worker_processes auto;
error_log stderr;
pid ${path.join(prefix, "nginx.pid")};

events {
  worker_connections 1024;
}

http {
  access_log off;
  gzip off;
  types {
    text/html html;
  }
  default_type application/octet-stream;
  client_body_temp_path ${path.join(prefix, "temp", "body")};
  proxy_temp_path ${path.join(prefix, "temp", "proxy")};
  fastcgi_temp_path ${path.join(prefix, "temp", "fastcgi")};
  uwsgi_temp_path ${path.join(prefix, "temp", "uwsgi")};
  scgi_temp_path ${path.join(prefix, "temp", "scgi")};

  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.html;
  }
}
`,
  );
  // -e stderr: otherwise nginx first opens its compiled-in log file under /var/log.
  return startService("nginx", nginxPath, ["-e", "stderr", "-c", config, "-p", prefix], {
    cwd: prefix,
    ownGroup: true,
  });
}

/** wrk on "/" of our server, then of nginx started on the same prerendered files. */
export async function measureThroughput(
  tools: { nginx: string; wrk: string },
  clientDir: string,
  ourPort: number,
  tmpDir: string,
  cleanup: Cleanup,
): Promise<Throughput> {
  const ours = await runWrk(tools.wrk, `http://127.0.0.1:${ourPort}/`);
  const nginxPort = await freePort();
  const nginx = startNginx(tools.nginx, clientDir, nginxPort, tmpDir);
  cleanup.add("stop nginx", () => stopService(nginx));
  await waitForOk(nginx, `http://127.0.0.1:${nginxPort}/`, 15_000);
  const theirs = await runWrk(tools.wrk, `http://127.0.0.1:${nginxPort}/`);
  await stopService(nginx);
  const ratio =
    theirs.requestsPerSecond > 0 ? ours.requestsPerSecond / theirs.requestsPerSecond : 0;
  return { ours, nginx: theirs, ratio };
}
