import { mkdirSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { type Service, startService } from "./processes.ts";

// nginx as the throughput bench's yardstick: each page our server answered, written where nginx
// serves it and sent with the same headers, checked before anything is measured (decision 035).

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
