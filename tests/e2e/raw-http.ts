import { Buffer } from "node:buffer";
import { connect } from "node:net";
import { formType, type HostileRequest } from "./hostile-request";

// The hostile-requests spec's own HTTP client, for what Playwright's client cannot send: a raw
// request line and headers exactly as written (TRACE, an absolute target, no Host), a body in
// chunks without its length. It reads the answer off the socket as it came.

export type Answer =
  { status: number; headers: Record<string, string>; body: string } | { error: string };

/** Decodes a chunked body (as much of it as arrived). */
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < data.length) {
    const lineEnd = data.indexOf("\r\n", offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size <= 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Reads an HTTP/1.1 answer from the bytes received; undefined without a whole status and head. */
function parseAnswer(received: Buffer, method: string): Answer | undefined {
  const headEnd = received.indexOf("\r\n\r\n");
  if (headEnd < 0) return undefined;
  const [statusLine = "", ...lines] = received
    .subarray(0, headEnd)
    .toString("latin1")
    .split("\r\n");
  const status = Number(/^HTTP\/\d(?:\.\d)? (\d{3})/.exec(statusLine)?.[1]);
  if (!status) return undefined;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  let body = received.subarray(headEnd + 4);
  if (method === "HEAD") body = Buffer.alloc(0);
  else if (/chunked/i.test(headers["transfer-encoding"] ?? "")) body = dechunk(body);
  else if (headers["content-length"] !== undefined) {
    body = body.subarray(0, Number(headers["content-length"]));
  }
  return { status, headers, body: body.toString("utf8") };
}

/**
 * Sends a request exactly as written, over a plain socket to the test server on 127.0.0.1: the
 * path unnormalised, any method, any or no Host, a body without a Content-Type or in chunks.
 * The body is written piece by piece and writing stops once the server has answered, so an
 * answer sent before the body is read (411, 413) is kept rather than lost to a broken pipe.
 */
export function sendRaw(port: number, request: HostileRequest): Promise<Answer> {
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let settled = false;
    const socket = connect({ host: "127.0.0.1", port });
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const answer = parseAnswer(Buffer.concat(received), request.method);
      resolve(answer ?? { error: error ?? "the connection closed without an answer" });
    };
    const timer = setTimeout(
      () => finish(`no answer within ${request.timeoutMs} ms`),
      request.timeoutMs,
    );
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("end", () => finish());
    socket.on("close", () => finish());
    socket.on("error", (error) => finish(error.message));

    const headers: Record<string, string> = { ...request.headers };
    if (request.noHost) delete headers.Host;
    else headers.Host ??= `localhost:${port}`;
    const body = request.body ?? Buffer.alloc(0);
    if (request.chunked) headers["Transfer-Encoding"] = "chunked";
    else if (request.body) headers["Content-Length"] = String(body.length);
    headers.Connection = "close";
    const head =
      `${request.method} ${request.path} HTTP/1.1\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("") +
      "\r\n";

    const step = 8 * 1024;
    const pieces: Buffer[] = [Buffer.from(head, "latin1")];
    for (let offset = 0; offset < body.length; offset += step) {
      const piece = body.subarray(offset, offset + step);
      pieces.push(
        request.chunked
          ? Buffer.concat([
              Buffer.from(`${piece.length.toString(16)}\r\n`),
              piece,
              Buffer.from("\r\n"),
            ])
          : piece,
      );
    }
    if (request.chunked) pieces.push(Buffer.from("0\r\n\r\n"));
    const writeNext = (index: number) => {
      if (settled || received.length > 0 || index >= pieces.length) return;
      socket.write(pieces[index] ?? Buffer.alloc(0), () =>
        setImmediate(() => writeNext(index + 1)),
      );
    };
    socket.on("connect", () => writeNext(0));
  });
}

/**
 * The request as one readable line: number, group, method, path, the headers that matter and
 * what it tries. What a same-origin form post carries (the site's Origin, Sec-Fetch-Site:
 * same-origin, its Host, an urlencoded Content-Type) is left out.
 */
export function describeRequest(request: HostileRequest, port: number): string {
  const shownPath = request.path.length > 90 ? `${request.path.slice(0, 80)}…` : request.path;
  const usual: Record<string, string> = {
    Origin: `http://localhost:${port}`,
    "Sec-Fetch-Site": "same-origin",
    Host: `localhost:${port}`,
    "Content-Type": formType,
  };
  const headerNames = ["Content-Type", "Origin", "Sec-Fetch-Site", "Host", "X-Forwarded-Host"];
  const headers = headerNames
    .filter((name) => request.headers[name] !== undefined && request.headers[name] !== usual[name])
    .map((name) => {
      const value = request.headers[name] ?? "";
      return `${name}: ${value.length > 60 ? `${value.slice(0, 50)}…` : value}`;
    });
  if (request.raw && !request.headers["Content-Type"] && request.body)
    headers.push("no Content-Type");
  if (request.noHost) headers.push("no Host");
  if (request.body) {
    headers.push(`${request.chunked ? "chunked " : ""}body ${request.body.length} bytes`);
  }
  return `#${request.n} [${request.group}] ${request.method} ${shownPath}${
    headers.length > 0 ? ` (${headers.join("; ")})` : ""
  } — ${request.label}`;
}
