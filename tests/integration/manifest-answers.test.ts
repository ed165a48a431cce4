import { createServer, type IncomingMessage, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { etagOf } from "~/http/caching.server";
import { staffCookiePrefix } from "~/infra/staff-cookies";
import { createManifestAnswers } from "../../server/http/manifest-answers.ts";
import { compressQuickSync } from "../../server/http/whole-compression.ts";
import { prepareAnswer } from "../../server/http/prerendered-pages.ts";
import { StudioResponse } from "../../server/http/prepared-headers.ts";
import { startTinyApp, type TinyApp } from "../support/tiny-app.ts";

// The route manifest (/__manifest?paths=…&version=…), which every page's script asks for as it
// opens: the app's own answer, made once per address, then sent from memory at once
// (server/http/manifest-answers.ts). An address of another build is the app's to answer.

let app: TinyApp;
/** Whether each request had been answered when the server's listener returned. */
const answeredAtOnce: Array<{ url: string; atOnce: boolean }> = [];
beforeAll(async () => {
  app = await startTinyApp({
    afterListener: (req: IncomingMessage) =>
      answeredAtOnce.push({ url: req.url ?? "", atOnce: req.destroyed }),
  });
});
afterAll(async () => {
  await app.close();
});

const address = (paths: string, version = "1") =>
  `/__manifest?paths=${encodeURIComponent(paths)}&version=${version}`;

function atOnce(url: string): boolean[] {
  return answeredAtOnce.filter((each) => each.url === url).map((each) => each.atOnce);
}

describe("the route manifest", () => {
  it("answers with the app's patches, compressed whole, and from memory once made", async () => {
    const url = address("/admin/schedule/3,/");
    const first = await fetch(`${app.url}${url}`, { headers: { "Accept-Encoding": "br" } });
    expect(first.status).toBe(200);
    const patches = (await first.json()) as Record<string, { id: string }>;
    // The routes each path matches, as React Router's handler finds them.
    expect(Object.keys(patches).sort()).toEqual(["home", "root", "season"]);
    expect(patches["season"]?.id).toBe("season");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(first.headers.get("content-type")).toMatch(/^application\/json/);
    expect(first.headers.get("vary")).toBe("Accept-Encoding");
    expect(first.headers.get("x-request-id")).toBeTruthy();
    // A policy with no script of its own: no nonce that would differ per answer.
    expect(first.headers.get("content-security-policy")).not.toContain("nonce-");

    // Node's own client, to see the bytes as sent: brotli, whole, with their length.
    const raw = await rawGet(`${app.url}${url}`);
    expect(raw.headers["content-encoding"]).toBe("br");
    expect(raw.headers["content-length"]).toBe(String(raw.body.length));
    const plain = brotliDecompressSync(raw.body);
    expect(JSON.parse(plain.toString("utf8"))).toEqual(patches);
    expect(raw.headers.etag).toBe(etagOf(plain));
    // Compressed at the quick setting: the address is the visitor's to choose, and a made-up one
    // must cost no more than the app's own answer did.
    expect(raw.body.equals(compressQuickSync(plain).br)).toBe(true);

    // The first was made by the app's handler; every later one was sent as the request came.
    expect(atOnce(url)).toEqual([false, true]);
  });

  it("answers 304 to the ETag it sent, a HEAD without a body, and staff never to a cache", async () => {
    const url = address("/");
    const made = await fetch(`${app.url}${url}`);
    const etag = made.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const again = await fetch(`${app.url}${url}`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    const head = await fetch(`${app.url}${url}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const toStaff = await fetch(`${app.url}${url}`, {
      headers: { Cookie: `${staffCookiePrefix}.session_token=abc` },
    });
    expect(toStaff.status).toBe(200);
    expect(toStaff.headers.get("cache-control")).toBe("private, no-store");
    expect(await toStaff.json()).toEqual(await made.json());
    expect(atOnce(url)).toEqual([false, true, true, true]);
  });

  it("leaves an address of another build, or one without paths, to the app", async () => {
    const stale = address("/", "2");
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${app.url}${stale}`);
      // React Router's answer: reload the document, which brings this build's scripts.
      expect(answer.status).toBe(204);
      expect(answer.headers.get("x-remix-reload-document")).toBe("true");
    }
    expect(atOnce(stale)).toEqual([false, false]);
    const noPaths = "/__manifest?version=1";
    expect((await fetch(`${app.url}${noPaths}`)).status).toBe(400);
    expect(atOnce(noPaths)).toEqual([false]);
    // A POST is never answered from memory.
    const post = await fetch(`${app.url}${address("/")}`, { method: "POST" });
    expect(post.status).not.toBe(200);
  });
});

describe("the kept answers", () => {
  let server: Server;
  let base = "";
  const made: string[] = [];
  let failNext = false;
  const answers = createManifestAnswers({
    path: "/__manifest",
    version: "7",
    maxKept: 2,
    async render(url) {
      made.push(url);
      // Slow enough that requests sent together meet the same making.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (failNext) {
        failNext = false;
        return undefined;
      }
      return {
        body: Buffer.from(`{"url":"${url}"}`),
        contentType: "application/json",
        caching: "public",
      };
    },
    prepare: ({ body, contentType, caching }) =>
      prepareAnswer({ identity: body }, { contentType, policy: "default-src 'none'", caching }),
  });
  beforeAll(async () => {
    server = createServer({ ServerResponse: StudioResponse }, (req, res) => {
      if (answers.serveKept(req, res)) return;
      void answers.serve(req, res).then((served) => {
        if (!served) res.writeHead(418).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const get = async (paths: string) => {
    const answer = await fetch(`${base}/__manifest?paths=${paths}&version=7`);
    return { status: answer.status, body: await answer.text() };
  };

  it("makes an address once for requests sent together, and again after a failure", async () => {
    made.length = 0;
    const together = await Promise.all([get("/a"), get("/a"), get("/a")]);
    expect(together.map((each) => each.status)).toEqual([200, 200, 200]);
    expect(made).toEqual(["/__manifest?paths=/a&version=7"]);
    failNext = true;
    expect((await get("/b")).status).toBe(418);
    expect((await get("/b")).status).toBe(200);
    expect(made).toHaveLength(3);
  });

  it("keeps at most its bound, dropping the address kept longest", async () => {
    made.length = 0;
    for (const paths of ["/c", "/d", "/e"]) expect((await get(paths)).status).toBe(200);
    expect(answers.keptCount()).toBe(2);
    // /c went when /e came; /d and /e are still kept.
    await get("/d");
    await get("/e");
    await get("/c");
    expect(made.map((url) => url.split("&")[0])).toEqual([
      "/__manifest?paths=/c",
      "/__manifest?paths=/d",
      "/__manifest?paths=/e",
      "/__manifest?paths=/c",
    ]);
  });

  it("never keeps another version, an address past React Router's bound, or a path alone", async () => {
    made.length = 0;
    expect((await fetch(`${base}/__manifest?paths=/a&version=8`)).status).toBe(418);
    expect((await fetch(`${base}/__manifest?paths=${"/x".repeat(4000)}&version=7`)).status).toBe(
      418,
    );
    expect((await fetch(`${base}/__manifest`)).status).toBe(418);
    expect((await fetch(`${base}/__manifestx?paths=/a&version=7`)).status).toBe(418);
    expect(made).toEqual([]);
  });
});

function rawGet(url: string): Promise<{ headers: IncomingMessage["headers"]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers: { "accept-encoding": "br" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on("error", reject);
    sent.end();
  });
}
