import { execFile } from "node:child_process";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
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

// Requests per second on a prerendered page and on a page kept in memory while its data holds:
// our server against nginx serving the same bytes. nginx is the yardstick of "a static file as
// fast as this machine serves it". scripts/bench-pages.ts uses the same pieces for every data page.

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
 * no gzip (wrk does not ask for it anyway), no access log, every path under `tmpDir`. Each page
 * copied from our server (copyAnswers) is answered with the headers our server sent with it.
 */
export function startNginx(
  nginxPath: string,
  root: string,
  port: number,
  tmpDir: string,
  answers: ReadonlyMap<string, CopiedAnswer> = new Map(),
): Service {
  const prefix = path.join(tmpDir, "nginx");
  mkdirSync(path.join(prefix, "temp"), { recursive: true });
  const config = path.join(prefix, "nginx.conf");
  writeFileSync(config, nginxConfig({ root, port, prefix, answers }));
  // -e stderr: otherwise nginx first opens its compiled-in log file under /var/log.
  return startService("nginx", nginxPath, ["-e", "stderr", "-c", config, "-p", prefix], {
    cwd: prefix,
    ownGroup: true,
  });
}

/**
 * Where nginx answers a page copied by copyAnswers: a directory's index, at its path with a
 * slash ("/camps" at "/camps/").
 */
export function nginxPathOf(page: string): string {
  return page === "/" ? "/" : `${page}/`;
}

/**
 * nginx's configuration: one worker per core, as our server has, and for each copied page an
 * exact location that sends its file with the headers our server sent. nginx makes the rest of
 * its head itself (status, Date, Content-Length, Connection, its own ETag and Last-Modified) and
 * an id of its own for X-Request-Id, as our server makes one per request.
 */
export function nginxConfig({
  root,
  port,
  prefix,
  answers,
}: {
  root: string;
  port: number;
  prefix: string;
  answers: ReadonlyMap<string, CopiedAnswer>;
}): string {
  const locations = [...answers].map(([page, answer]) => {
    const file = page === "/" ? "/index.html" : `${page}/index.html`;
    const headers = answer.headers.map(
      ([name, value]) => `    add_header ${name} ${quoted(value)};`,
    );
    return [
      `  location = ${nginxPathOf(page)} {`,
      `    try_files ${file} =404;`,
      ...headers,
      "    add_header X-Request-Id $request_id;",
      "  }",
    ].join("\n");
  });
  return `daemon off;
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
  server_tokens off;
  types {
    text/html html;
  }
  charset utf-8;
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
${locations.map((location) => `${location}\n`).join("")}  }
}
`;
}

/** A header's value as an nginx string; a "$" would be read as a variable, so none may have one. */
function quoted(value: string): string {
  if (value.includes("$")) throw new Error(`nginx cannot send a header value with "$": ${value}`);
  return `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

/** The pages the throughput is measured on: one prerendered, one kept while its data holds. */
export const throughputPages = [
  { path: "/", kind: "prerendered" },
  { path: "/camps", kind: "data" },
] as const;

export type Comparison = {
  path: string;
  /** "prerendered": written at build time; "data": rendered once and kept while its data holds. */
  kind: "prerendered" | "data";
  /** The page's HTML as our server sends it to wrk (uncompressed), which nginx serves too. */
  bytes: number;
  /** Each server's status line and headers, in bytes: nginx sends our server's headers too. */
  head: { ours: number; nginx: number };
  /** Each server's median round, by requests per second. */
  ours: WrkResult;
  nginx: WrkResult;
  /** The median of the rounds' ratios (ours / nginx's, run one after the other). */
  ratio: number;
};

/** A page as our server answered it: its body's size and the headers nginx is to send too. */
export type CopiedAnswer = { bytes: number; headers: ReadonlyArray<readonly [string, string]> };

/**
 * Headers nginx makes itself for the file it sends: the framing and connection, the type (its
 * `types` and `charset`), a validator of its own, and the request's id (made per request).
 */
const madeByNginx = new Set([
  "connection",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "transfer-encoding",
  "x-request-id",
]);

/**
 * Each page as our server answers it (uncompressed, as to wrk), written where nginx serves it
 * ("/camps" as camps/index.html), with the headers nginx is to send with it: nginx then sends
 * the very same body and the same headers.
 */
export async function copyAnswers(
  origin: string,
  paths: readonly string[],
  dir: string,
): Promise<Map<string, CopiedAnswer>> {
  const copied = new Map<string, CopiedAnswer>();
  for (const page of paths) {
    const answer = await fetch(`${origin}${page}`, { headers: { "Accept-Encoding": "identity" } });
    if (answer.status !== 200) throw new Error(`${page} answered ${answer.status}`);
    const html = Buffer.from(await answer.arrayBuffer());
    mkdirSync(path.join(dir, page), { recursive: true });
    writeFileSync(path.join(dir, page, "index.html"), html);
    const headers = [...answer.headers].filter(([name]) => !madeByNginx.has(name));
    copied.set(page, { bytes: html.length, headers });
  }
  return copied;
}

/**
 * Checks that nginx sends each copied page with the headers our server sent, and returns how
 * many bytes each server's head takes, as wrk asks (HTTP/1.1, kept alive).
 */
export async function checkSameAnswers(
  answers: ReadonlyMap<string, CopiedAnswer>,
  ourOrigin: string,
  nginxOrigin: string,
): Promise<Map<string, { ours: number; nginx: number }>> {
  const heads = new Map<string, { ours: number; nginx: number }>();
  for (const [page, answer] of answers) {
    const sent = await fetch(`${nginxOrigin}${nginxPathOf(page)}`);
    const body = Buffer.from(await sent.arrayBuffer());
    if (sent.status !== 200 || body.length !== answer.bytes) {
      throw new Error(`nginx answered ${page} with ${sent.status}, ${body.length} bytes`);
    }
    for (const [name, value] of [...answer.headers, ["content-type", "text/html; charset=utf-8"]]) {
      if (sent.headers.get(name) !== value) {
        throw new Error(`nginx sent ${page} with ${name}: ${sent.headers.get(name)}, not ${value}`);
      }
    }
    heads.set(page, {
      ours: await headBytes(`${ourOrigin}${page}`),
      nginx: await headBytes(`${nginxOrigin}${nginxPathOf(page)}`),
    });
  }
  return heads;
}

/** The length of an answer's status line and headers, asked for as wrk asks. */
export function headBytes(address: string): Promise<number> {
  const url = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = Buffer.alloc(0);
    socket.setTimeout(10_000, () => socket.destroy(new Error(`${address}: no head within 10 s`)));
    socket.on("error", reject);
    socket.on("connect", () =>
      socket.write(`GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`),
    );
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      socket.destroy();
      resolve(end + 4);
    });
    socket.on("close", () => reject(new Error(`${address}: closed before its head`)));
  });
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

function medianRun(results: WrkResult[]): WrkResult {
  const middle = median(results.map((run) => run.requestsPerSecond));
  const run = results.find((each) => each.requestsPerSecond === middle);
  if (!run) throw new Error("no wrk run to take the median of");
  return run;
}

/**
 * Our server and nginx on the same bytes, side by side: a warm-up of each, then `rounds` rounds
 * of ours followed by nginx's. The ratio is the median of the rounds' ratios, each of two runs
 * seconds apart, so a change in the machine's load over the run weighs on both alike. Each
 * server's figures are its median round; errors are those of every round.
 */
export async function compareWithNginx(
  wrkPath: string,
  oursUrl: string,
  nginxUrl: string,
  rounds: number,
): Promise<Pick<Comparison, "ours" | "nginx" | "ratio">> {
  await warmUp(wrkPath, oursUrl);
  await warmUp(wrkPath, nginxUrl);
  const ours: WrkResult[] = [];
  const theirs: WrkResult[] = [];
  for (let round = 0; round < rounds; round++) {
    ours.push(await runWrk(wrkPath, oursUrl));
    theirs.push(await runWrk(wrkPath, nginxUrl));
  }
  const errors = (results: WrkResult[]) => results.reduce((sum, run) => sum + run.errors, 0);
  const ratios = ours.map((run, round) => {
    const nginxRate = theirs[round]?.requestsPerSecond ?? 0;
    return nginxRate > 0 ? run.requestsPerSecond / nginxRate : 0;
  });
  return {
    ours: { ...medianRun(ours), errors: errors(ours) },
    nginx: { ...medianRun(theirs), errors: errors(theirs) },
    ratio: median(ratios),
  };
}

/**
 * Requests per second on a prerendered page and on a data page served from memory: our server
 * (already running on `ourPort`) against nginx serving the body and headers our server answered.
 */
export async function measureThroughput(
  tools: { nginx: string; wrk: string },
  ourPort: number,
  tmpDir: string,
  cleanup: Cleanup,
  rounds = 3,
): Promise<Throughput> {
  const origin = `http://127.0.0.1:${ourPort}`;
  const files = path.join(tmpDir, "throughput");
  // nginx's workers run as another user where it is started as root: they must reach the files.
  mkdirSync(files, { recursive: true });
  chmodSync(tmpDir, 0o755);
  const answers = await copyAnswers(
    origin,
    throughputPages.map((page) => page.path),
    files,
  );
  const nginxPort = await freePort();
  const nginxOrigin = `http://127.0.0.1:${nginxPort}`;
  const nginx = startNginx(tools.nginx, files, nginxPort, tmpDir, answers);
  cleanup.add("stop nginx", () => stopService(nginx));
  await waitForOk(nginx, `${nginxOrigin}/`, 15_000);
  const heads = await checkSameAnswers(answers, origin, nginxOrigin);
  const pages: Comparison[] = [];
  for (const { path: page, kind } of throughputPages) {
    const nginxUrl = `${nginxOrigin}${nginxPathOf(page)}`;
    const compared = await compareWithNginx(tools.wrk, `${origin}${page}`, nginxUrl, rounds);
    const head = heads.get(page) ?? { ours: 0, nginx: 0 };
    pages.push({ path: page, kind, bytes: answers.get(page)?.bytes ?? 0, head, ...compared });
  }
  await stopService(nginx);
  return { rounds, pages };
}
