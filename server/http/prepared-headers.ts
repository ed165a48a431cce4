import {
  type IncomingMessage,
  ServerResponse,
  validateHeaderName,
  validateHeaderValue,
} from "node:http";

// The headers of an answer kept in memory (a prerendered page, a data page while its data
// holds) are the same on every answer: a dozen security and caching headers, the policy the
// longest. Node checks every name and value and joins them into the head again on each answer:
// doing that once instead, when the page is prepared, let one process answer about an eighth
// more requests a second on such a page (decision 034). Each answer adds only what is its own
// (its length, its id). Node still writes the status line, Date, Connection and Keep-Alive, and
// frames the body as always.

/**
 * Names Node reads to frame an answer or manage the connection (its matchHeader): never in the
 * prepared lines, where Node would not see them, but given with each answer. The lines also skip
 * what Node does for a server's uniqueHeaders and for Content-Disposition; no prepared list has
 * either.
 */
const readByNode = new Set([
  "connection",
  "content-length",
  "date",
  "expect",
  "keep-alive",
  "trailer",
  "transfer-encoding",
]);

export type PreparedHeaders = {
  /** The headers as a flat list (name, value, name, value…), for writeHead. */
  readonly list: readonly string[];
  /** The same headers as the head's lines, each ending in CRLF, checked as writeHead checks. */
  readonly lines: string;
};

/** Checks the headers as Node would on each answer, once, and joins them into lines. */
export function prepareHeaders(list: readonly string[]): PreparedHeaders {
  if (list.length % 2 !== 0) throw new Error("a header list pairs each name with a value");
  let lines = "";
  for (let i = 0; i < list.length; i += 2) {
    const name = list[i] ?? "";
    const value = list[i + 1] ?? "";
    validateHeaderName(name);
    validateHeaderValue(name, value);
    if (readByNode.has(name.toLowerCase())) {
      throw new Error(`${name} is read by Node to send the answer: give it with each answer`);
    }
    lines += `${name}: ${value}\r\n`;
  }
  return { list, lines };
}

type StoreHeader = (this: ServerResponse, firstLine: string, headers: unknown) => void;

/** Node's own writer of a head, which every writeHead ends in; absent, nothing is prepared. */
const storeHeader = Reflect.get(ServerResponse.prototype, "_storeHeader") as
  StoreHeader | undefined;

/**
 * The responses of the server's own HTTP server (server/index.ts passes it to createServer):
 * Node's own, able to send a head whose fixed part was prepared once. The pages sent from memory
 * are answered with it; Express gives the requests it answers a response of its own, which
 * writeHeadFromMemory would treat as any other.
 */
export class StudioResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  #preparedLines: string | undefined;

  /**
   * writeHead(status, [...prepared.list, ...perAnswer]), with the prepared lines sent as they
   * are. When a header was already set one by one, Node merges the lists itself, so the plain
   * writeHead runs. (A writeHead wrapped to set headers as it starts would add them after the
   * prepared lines, unmerged; nothing wraps it before a page is sent from memory.)
   */
  writePreparedHead(status: number, prepared: PreparedHeaders, perAnswer: readonly string[]) {
    if (typeof storeHeader !== "function" || this.getHeaderNames().length > 0) {
      return this.writeHead(status, [...prepared.list, ...perAnswer]);
    }
    this.#preparedLines = prepared.lines;
    try {
      return this.writeHead(status, perAnswer as string[]);
    } finally {
      this.#preparedLines = undefined;
    }
  }

  /** Node's head writer, given the prepared lines after the status line when there are some. */
  // oxlint-disable-next-line no-underscore-dangle -- Node's own name, overridden
  _storeHeader(firstLine: string, headers: unknown): void {
    const lines = this.#preparedLines;
    this.#preparedLines = undefined;
    storeHeader?.call(this, lines === undefined ? firstLine : firstLine + lines, headers);
  }
}

/**
 * Writes the head of an answer from memory: the prepared headers, then the answer's own. Any
 * other response (a server made without StudioResponse) gets the same headers as one list.
 */
export function writeHeadFromMemory(
  res: ServerResponse,
  status: number,
  prepared: PreparedHeaders,
  perAnswer: readonly string[],
): void {
  if (res instanceof StudioResponse) res.writePreparedHead(status, prepared, perAnswer);
  else res.writeHead(status, [...prepared.list, ...perAnswer]);
}
