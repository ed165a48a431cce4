import { createHash } from "node:crypto";
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { privateCaching, publicPageCaching } from "~/http/caching.server";
import {
  createPrerenderedPageHandler,
  preparePage,
  scriptHashes,
} from "../../server/http/prerendered-pages";

const marker = "build-marker";
const html = `<!DOCTYPE html><html><head><link nonce="${marker}" rel="stylesheet" href="/a.css"/></head><body><p>Hi</p><script nonce="${marker}">window.a = 1;</script><script nonce="${marker}" type="module" src="/x.js"></script></body></html>`;

function sha(text: string) {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

type Sent = { status?: number; headers?: string[]; body?: Buffer };

function fakeExchange(method: string, url: string, headers: Record<string, string> = {}) {
  const req = Object.assign(new EventEmitter(), { method, url, headers });
  const sent: Sent = {};
  const res = {
    writeHead(status: number, list: string[]) {
      sent.status = status;
      sent.headers = list;
    },
    end(body?: Buffer) {
      sent.body = body;
    },
  };
  return { req: req as unknown as IncomingMessage, res: res as unknown as ServerResponse, sent };
}

function header(list: string[] | undefined, name: string) {
  const index = list?.findIndex((item, i) => i % 2 === 0 && item === name) ?? -1;
  return index === -1 ? undefined : list?.[index + 1];
}

describe("prerendered pages", () => {
  const page = preparePage(html, marker);

  it("hashes inline scripts only", () => {
    expect(scriptHashes(html)).toEqual([sha("window.a = 1;")]);
  });

  it("leaves out structured data, which never runs", () => {
    const withData = `${html}<script type="application/ld+json">{"@type":"Thing"}</script>`;
    expect(scriptHashes(withData)).toEqual([sha("window.a = 1;")]);
  });

  it("drops the build's nonce marker and lists the hashes in the policy", () => {
    const text = page.bodies.identity.toString();
    expect(text).not.toContain(marker);
    expect(header([...page.headers.identity.list], "Content-Security-Policy")).toContain(
      sha("window.a = 1;"),
    );
  });

  it("keeps brotli and gzip copies of the same bytes", () => {
    expect(brotliDecompressSync(page.bodies.br)).toEqual(page.bodies.identity);
    expect(gunzipSync(page.bodies.gzip)).toEqual(page.bodies.identity);
    expect(page.lengths.br).toBe(String(page.bodies.br.length));
  });

  const serve = createPrerenderedPageHandler(new Map([["/", page]]));

  it("sends the encoding the client prefers", () => {
    const br = fakeExchange("GET", "/", { "accept-encoding": "gzip, deflate, br" });
    expect(serve(br.req, br.res)).toBe(true);
    expect(header(br.sent.headers, "Content-Encoding")).toBe("br");
    const plain = fakeExchange("GET", "/");
    serve(plain.req, plain.res);
    expect(plain.sent.body).toBe(page.bodies.identity);
  });

  it("answers a matching ETag with 304 and HEAD without a body", () => {
    const cached = fakeExchange("GET", "/", { "if-none-match": page.etag });
    serve(cached.req, cached.res);
    expect(cached.sent.status).toBe(304);
    const head = fakeExchange("HEAD", "/");
    serve(head.req, head.res);
    expect(head.sent.status).toBe(200);
    expect(head.sent.body).toBeUndefined();
  });

  it("lets shared caches keep it, and sends a staff session the same bytes, kept by none", () => {
    const visitor = fakeExchange("GET", "/");
    serve(visitor.req, visitor.res);
    expect(header(visitor.sent.headers, "Cache-Control")).toBe(publicPageCaching);
    const staff = fakeExchange("GET", "/", { cookie: "staff.session_token=abc" });
    serve(staff.req, staff.res);
    expect(header(staff.sent.headers, "Cache-Control")).toBe(privateCaching);
    expect(staff.sent.body).toBe(visitor.sent.body);
  });

  it("compares If-None-Match weakly, as a list, and '*'", () => {
    for (const asked of [page.etag.slice(2), `"other", ${page.etag}`, "*"]) {
      const cached = fakeExchange("GET", "/", { "if-none-match": asked });
      serve(cached.req, cached.res);
      expect(cached.sent.status, asked).toBe(304);
    }
  });

  it("puts the request's id in the same header list", () => {
    const exchange = fakeExchange("GET", "/");
    serve(exchange.req, exchange.res, "request-id-1234");
    expect(header(exchange.sent.headers, "X-Request-Id")).toBe("request-id-1234");
  });

  it("leaves queries, other paths and other methods to the app", () => {
    for (const [method, url] of [
      ["GET", "/?newsletter=subscribed"],
      ["GET", "/other"],
      ["POST", "/"],
    ] as const) {
      const exchange = fakeExchange(method, url);
      expect(serve(exchange.req, exchange.res)).toBe(false);
      expect(exchange.sent.status).toBeUndefined();
    }
  });
});
