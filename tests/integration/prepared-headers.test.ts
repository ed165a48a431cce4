import { createServer, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  prepareHeaders,
  StudioResponse,
  writeHeadFromMemory,
} from "../../server/http/prepared-headers";

// The head of an answer from memory, prepared once, against the same headers given to Node's
// writeHead on each answer: the bytes on the wire must not differ, and Node must still frame the
// body and keep the connection.

const fixed = [
  "Content-Security-Policy",
  "default-src 'self'; frame-ancestors 'none'",
  "Cache-Control",
  "public, max-age=0, s-maxage=30",
  "ETag",
  'W/"abc"',
  "Content-Type",
  "text/html; charset=utf-8",
];
const prepared = prepareHeaders(fixed);
/** The prepared lines alone: a head sent from them never reads (and checks) the list again. */
const linesOnly = {
  lines: prepared.lines,
  get list(): never {
    throw new Error("the list was read on an answer");
  },
};
const body = Buffer.from("<!doctype html><p>Hello</p>");

function answer(req: { method?: string; url?: string }, res: ServerResponse) {
  const perAnswer = ["X-Request-Id", "request-1"];
  if (req.url === "/not-modified") {
    writeHeadFromMemory(res, 304, prepared, perAnswer);
    return res.end();
  }
  if (req.url === "/set-first") {
    res.setHeader("X-Set-First", "yes");
    res.setHeader("Cache-Control", "no-store");
  }
  if (req.url === "/lines-only" && res instanceof StudioResponse) {
    res.writePreparedHead(200, linesOnly, ["Content-Length", String(body.length)]);
    return res.end(body);
  }
  writeHeadFromMemory(res, 200, prepared, ["Content-Length", String(body.length), ...perAnswer]);
  res.end(req.method === "HEAD" ? undefined : body);
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Sends raw requests on one connection and returns all it receives once `count` heads came. */
function exchange(port: number, raw: string, count: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(raw));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      received += chunk;
      const heads = received.split("HTTP/1.1 ").length - 1;
      const lastBodyIn = received.endsWith("\r\n\r\n") || received.endsWith(body.toString());
      if (heads >= count && lastBodyIn) {
        socket.end();
        resolve(received);
      }
    });
    socket.on("error", reject);
    setTimeout(() => reject(new Error(`no answer: ${received}`)), 5000).unref();
  });
}

/** The answer without its Date line, which changes each second. */
const withoutDate = (text: string) => text.replace(/Date: [^\r]*\r\n/g, "");

describe("prepared headers", () => {
  const studio = createServer({ ServerResponse: StudioResponse }, answer);
  const plain = createServer(answer);
  let studioPort = 0;
  let plainPort = 0;
  beforeAll(async () => {
    studioPort = await listen(studio);
    plainPort = await listen(plain);
  });
  afterAll(async () => {
    for (const server of [studio, plain]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  const get = (path: string, method = "GET") =>
    `${method} ${path} HTTP/1.1\r\nHost: studio.test\r\n\r\n`;

  it("sends the very bytes Node's writeHead sends for the same list", async () => {
    for (const [raw, count] of [
      [get("/"), 1],
      [get("/", "HEAD"), 1],
      [get("/not-modified"), 1],
      [get("/set-first"), 1],
    ] as const) {
      const ours = await exchange(studioPort, raw, count);
      const node = await exchange(plainPort, raw, count);
      expect(withoutDate(ours)).toBe(withoutDate(node));
    }
  });

  it("puts the prepared lines after the status line, and Node's own after the answer's", async () => {
    const ours = await exchange(studioPort, get("/"), 1);
    const [head = "", sent] = ours.split("\r\n\r\n");
    const lines = head.split("\r\n");
    expect(lines[0]).toBe("HTTP/1.1 200 OK");
    expect(lines.slice(1, 5)).toEqual([
      "Content-Security-Policy: default-src 'self'; frame-ancestors 'none'",
      "Cache-Control: public, max-age=0, s-maxage=30",
      'ETag: W/"abc"',
      "Content-Type: text/html; charset=utf-8",
    ]);
    expect(lines.slice(5, 7)).toEqual([
      `Content-Length: ${body.length}`,
      "X-Request-Id: request-1",
    ]);
    expect(lines).toContain("Connection: keep-alive");
    expect(lines.some((line) => line.startsWith("Date: "))).toBe(true);
    expect(sent).toBe(body.toString());
  });

  it("sends the prepared lines without reading the list", async () => {
    const ours = await exchange(studioPort, get("/lines-only"), 1);
    expect(ours).toMatch(/^HTTP\/1\.1 200 OK\r\nContent-Security-Policy: /);
    expect(ours.endsWith(body.toString())).toBe(true);
  });

  it("keeps the connection for the next request, pipelined or not", async () => {
    const both = await exchange(studioPort, get("/") + get("/not-modified") + get("/"), 3);
    expect(both.match(/HTTP\/1\.1 200 OK\r\n/g)).toHaveLength(2);
    expect(both.match(/HTTP\/1\.1 304 Not Modified\r\n/g)).toHaveLength(1);
    expect(both.split(body.toString())).toHaveLength(3);
  });

  it("lets Node merge the lists when a header was set one by one first", async () => {
    const ours = await exchange(studioPort, get("/set-first"), 1);
    expect(ours).toContain("X-Set-First: yes\r\n");
    // As writeHead does: the list's header replaces the one set before, and is sent once.
    expect(ours).toContain("Cache-Control: public, max-age=0, s-maxage=30\r\n");
    expect(ours.match(/Cache-Control/g)).toHaveLength(1);
  });

  it("checks the headers once as Node would, and refuses what Node must see each time", () => {
    expect(() => prepareHeaders(["X-Split", "a\r\nSet-Cookie: x=1"])).toThrow();
    expect(() => prepareHeaders(["Bad Name", "a"])).toThrow();
    expect(() => prepareHeaders(["X-Odd"])).toThrow(/pairs/);
    for (const name of [
      "Content-Length",
      "connection",
      "Transfer-Encoding",
      "Date",
      "Keep-Alive",
    ]) {
      expect(() => prepareHeaders([name, "1"])).toThrow(/each answer/);
    }
    expect(prepareHeaders(["X-A", "1", "X-B", "2"]).lines).toBe("X-A: 1\r\nX-B: 2\r\n");
  });
});
