import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { etagOf } from "~/http/caching.server";
import { compressWholeSync } from "../../server/http/whole-compression.ts";
import { startTinyApp, tinyAssets, tinySiteFiles, type TinyApp } from "../support/tiny-app.ts";

// The build's hashed files are sent from memory, compressed once ahead (server/http/
// hashed-files.ts): the copies the build wrote, the heads a year-long cache may keep, 304 by
// ETag, and everything else (a range, a query string, a name it does not have) left to
// Express's static files. The site's files at the top of the build (its icons) the same way,
// kept for an hour. Node's own client, so no encoding is asked for or undone unseen.

type Answer = { status: number; headers: Record<string, string | string[] | undefined> };

function get(
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Answer & { body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}

let app: TinyApp;
beforeAll(async () => {
  app = await startTinyApp();
});
afterAll(async () => {
  await app.close();
});

const script = tinyAssets["shared-def456.js"];
const stylesheet = tinyAssets["late-ghi789.css"];
const picture = tinyAssets["card-jkl012.avif"];

describe("a hashed file from memory", () => {
  it("sends the build's own compressed copy, whole, with its length and a year-long cache", async () => {
    const ahead = compressWholeSync(script);
    for (const [asked, encoding, copy] of [
      ["gzip, deflate, br, zstd", "br", ahead.br],
      ["gzip", "gzip", ahead.gzip],
    ] as const) {
      const answer = await get(`${app.url}/assets/shared-def456.js`, {
        "accept-encoding": asked,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.body.equals(copy)).toBe(true);
      expect(answer.headers["content-length"]).toBe(String(copy.length));
      expect(answer.headers["transfer-encoding"]).toBeUndefined();
      expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers.etag).toBe(etagOf(script));
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      // A file runs no script of its own: the policy names the site's origin alone.
      expect(answer.headers["content-security-policy"]).toContain("script-src 'self'; ");
      expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    const decoded = brotliDecompressSync(ahead.br);
    expect(decoded.equals(script)).toBe(true);
  });

  it("sends the plain bytes to a client that asks for no encoding", async () => {
    const answer = await get(`${app.url}/assets/shared-def456.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.equals(script)).toBe(true);
    expect(answer.headers["content-length"]).toBe(String(script.length));
  });

  it("compresses, as it starts, a text file the build did not", async () => {
    const br = await get(`${app.url}/assets/late-ghi789.css`, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(brotliDecompressSync(br.body).equals(stylesheet)).toBe(true);
    const gzip = await get(`${app.url}/assets/late-ghi789.css`, { "accept-encoding": "gzip" });
    expect(gunzipSync(gzip.body).equals(stylesheet)).toBe(true);
  });

  it("sends a picture as it is, whatever the client accepts, without Vary", async () => {
    const answer = await get(`${app.url}/assets/card-jkl012.avif`, { "accept-encoding": "br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["content-type"]).toBe("image/avif");
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.body.equals(picture)).toBe(true);
  });

  it("answers 304 to a client that has it, and HEAD with the length alone", async () => {
    const first = await get(`${app.url}/assets/shared-def456.js`, { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    const again = await get(`${app.url}/assets/shared-def456.js`, {
      "accept-encoding": "br",
      "if-none-match": etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const head = await get(
      `${app.url}/assets/shared-def456.js`,
      { "accept-encoding": "br" },
      "HEAD",
    );
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
  });

  it("leaves a range, a query string and a missing name to Express's static files", async () => {
    const part = await get(`${app.url}/assets/shared-def456.js`, { range: "bytes=0-9" });
    expect(part.status).toBe(206);
    expect(part.body.equals(script.subarray(0, 10))).toBe(true);
    expect(part.headers["content-range"]).toBe(`bytes 0-9/${script.length}`);

    const queried = await get(`${app.url}/assets/shared-def456.js?v=2`);
    expect(queried.status).toBe(200);
    expect(queried.body.equals(script)).toBe(true);
    expect(queried.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const missing = await get(`${app.url}/assets/shared-zzz999.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses a write to a hashed file as before", async () => {
    const answer = await get(`${app.url}/assets/shared-def456.js`, {}, "POST");
    expect(answer.status).toBe(405);
    expect(answer.body.equals(script)).toBe(false);
  });
});

describe("a site file from memory", () => {
  const icon = tinySiteFiles["favicon.svg"];

  it("sends the icon compressed whole, with its length and an hour's cache, and 304 by ETag", async () => {
    const answer = await get(`${app.url}/favicon.svg`, { "accept-encoding": "gzip, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    // Whole, with its length: Express's compression would have sent it in chunks.
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(brotliDecompressSync(answer.body).equals(icon)).toBe(true);
    expect(answer.headers["content-type"]).toBe("image/svg+xml");
    expect(answer.headers["cache-control"]).toBe("public, max-age=3600");
    expect(answer.headers.etag).toBe(etagOf(icon));
    expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

    const again = await get(`${app.url}/favicon.svg`, { "if-none-match": etagOf(icon) });
    expect(again.status).toBe(304);
    expect(again.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("leaves what is in the build's folders, a range and a page to the app as before", async () => {
    const video = await get(`${app.url}/media/clip.webm`);
    expect(video.status).toBe(200);
    expect(video.body.equals(tinySiteFiles["media/clip.webm"])).toBe(true);
    // express.static's own answer: it names the file's time, which an answer from memory does not.
    expect(video.headers["last-modified"]).toBeDefined();
    expect(video.headers["cache-control"]).toBe("public, max-age=3600");

    const part = await get(`${app.url}/favicon.svg`, { range: "bytes=0-3" });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe("<svg");

    const home = await get(`${app.url}/`);
    expect(home.body.toString()).toContain("<h1>Home</h1>");
  });
});
