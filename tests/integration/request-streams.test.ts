import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onOneConnection } from "../support/raw-http.ts";
import { startTinyApp, type TinyApp } from "../support/tiny-app.ts";

// A plain read answered from memory has its request stream closed as the answer goes out
// (decision 037); every other request keeps its stream for whatever answers it to read.

type Seen = { url: string; method: string; ended: boolean; destroyed: boolean };

let app: TinyApp;
const seen: Seen[] = [];
beforeAll(async () => {
  app = await startTinyApp({
    afterListener: (req: IncomingMessage) =>
      seen.push({
        url: req.url ?? "",
        method: req.method ?? "",
        ended: req.readableEnded,
        destroyed: req.destroyed,
      }),
  });
});
afterAll(async () => {
  await app.close();
});

function lastSeen(url: string, method = "GET"): Seen | undefined {
  return seen.findLast((each) => each.url === url && each.method === method);
}

describe("the request stream of an answer from memory", () => {
  it("is closed as the answer goes out, for a GET and a HEAD", async () => {
    expect((await fetch(`${app.url}/`)).status).toBe(200);
    expect(lastSeen("/")).toMatchObject({ ended: true, destroyed: true });
    expect((await fetch(`${app.url}/`, { method: "HEAD" })).status).toBe(200);
    expect(lastSeen("/", "HEAD")).toMatchObject({ ended: true, destroyed: true });
  });

  it("stays open for what the app answers, and for a read that may carry a body", async () => {
    expect((await fetch(`${app.url}/admin/schedule/3`)).status).toBe(200);
    expect(lastSeen("/admin/schedule/3")).toMatchObject({ ended: false, destroyed: false });
    expect((await fetch(`${app.url}/?a=1`)).status).toBe(200);
    expect(lastSeen("/?a=1")).toMatchObject({ ended: false, destroyed: false });
    const post = await fetch(`${app.url}/`, { method: "POST", body: "x=1" });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(lastSeen("/", "POST")).toMatchObject({ ended: false, destroyed: false });
  });

  it("leaves the connection reading: requests sent together are all answered, in order", async () => {
    const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
    const text = await onOneConnection(
      app.url,
      `${get("/")}${get("/")}${get("/admin/schedule/4")}${get("/")}` +
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    );
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
    expect(statuses).toEqual(["200", "200", "200", "200", "200"]);
    expect(text).toContain("<h1>Home</h1>");
    expect(text).toContain("<p>200</p>");
  });

  it("reads a GET's body, when it has one, and answers the request after it", async () => {
    const before = seen.length;
    const text = await onOneConnection(
      app.url,
      "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 30\r\n\r\n" +
        "GET /admin/schedule/6 HTTP/1.1" +
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    );
    // The body looks like a request but is read as the first one's body, not answered.
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
    expect(statuses).toEqual(["200", "200"]);
    expect(text).not.toContain("<p>200</p>");
    // The one with a body kept its stream for Node to read the body from; the plain one closed.
    expect(seen.slice(before)).toMatchObject([
      { url: "/", ended: false, destroyed: false },
      { url: "/", ended: true, destroyed: true },
    ]);
  });

  it("leaves a POST without Content-Length its empty body to read, so it is answered", async () => {
    const text = await onOneConnection(
      app.url,
      "POST /admin/schedule/5 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    );
    expect(text).toMatch(/^HTTP\/1\.1 \d{3}/);
  });
});
