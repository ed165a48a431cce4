import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { STATUS_CODES } from "node:http";
import { staticSecurityHeaders } from "./security-headers.ts";

// Requests no browser sends, refused before any page or route sees them, with the same
// security headers as every other answer: a request target that is not a path (absolute form,
// "*"), a missing or malformed Host header, and what Node's parser itself cannot read.

/** Nothing on a refusal runs, embeds or frames anything. */
const refusalPolicy = "default-src 'none'; frame-ancestors 'none'";

function refusalHeaders(): string[] {
  return [
    ...staticSecurityHeaders.flat(),
    "Content-Security-Policy",
    refusalPolicy,
    "Content-Type",
    "text/plain; charset=utf-8",
    "Cache-Control",
    "no-store",
    "Connection",
    "close",
  ];
}

/** The last Host header found well formed: nearly every request repeats it. */
let wellFormedHost = "";

/** Why the request cannot be served, or undefined when it is well formed. */
export function malformation(req: IncomingMessage): string | undefined {
  if (!req.url?.startsWith("/")) return "the request target must be a path";
  const host = req.headers.host;
  if (!host) return "the Host header is missing";
  if (host === wellFormedHost) return undefined;
  // Letters, digits, dots, hyphens, a port, or a bracketed IPv6 address: nothing else belongs in a
  // host name, and the app builds the request's URL from it.
  if (host.length > 255 || !/^[\w.:[\]-]+$/.test(host)) return "the Host header is malformed";
  if (!URL.canParse(`http://${host}/`)) return "the Host header is malformed";
  wellFormedHost = host;
  return undefined;
}

export function refuseMalformed(res: ServerResponse, reason: string): void {
  const body = `${STATUS_CODES[400]}: ${reason}`;
  res.writeHead(400, [...refusalHeaders(), "Content-Length", String(Buffer.byteLength(body))]);
  res.end(body);
}

/**
 * Node's own answer to a request its parser refuses (headers too large, a malformed line, a
 * request that took too long), with the site's security headers.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === "HPE_HEADER_OVERFLOW"
      ? 431
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? 408
        : 400;
  const body = STATUS_CODES[status] ?? "Bad Request";
  const headers = [...refusalHeaders(), "Content-Length", String(Buffer.byteLength(body))];
  const lines = [`HTTP/1.1 ${status} ${body}`];
  for (let i = 0; i < headers.length; i += 2) lines.push(`${headers[i]}: ${headers[i + 1]}`);
  socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
}
