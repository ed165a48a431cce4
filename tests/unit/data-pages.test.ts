import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { expect, test } from "vitest";
import { createDataPageHandler } from "../../server/http/data-pages";
import { preparePage } from "../../server/http/prerendered-pages";

// The pages that show changing data (server/http/data-pages.ts): rendered once per key and
// served from memory, rendered again when the key moves on, one rendering for requests that
// arrive together, and never kept when the rendering failed. A page already made is answered
// at once (serveKept) only while its key is known, without waiting, to be the one it was made at.

type Sent = { status?: number; body?: string; headers?: string[] };

function exchange(url: string, headers: Record<string, string> = {}) {
  const req = Object.assign(new EventEmitter(), { method: "GET", url, headers });
  const sent: Sent = {};
  const res = {
    headersSent: false,
    destroyed: false,
    writeHead(status: number, list: string[]) {
      sent.status = status;
      sent.headers = list;
    },
    end(body?: Buffer) {
      sent.body = body?.toString();
    },
  };
  return {
    req: req as unknown as IncomingMessage,
    res: res as unknown as ServerResponse,
    sent,
  };
}

function setUp(render: (path: string) => Promise<string | undefined>) {
  let key = "1";
  /** Whether the key is known without waiting (the process read it less than a second ago). */
  let known = true;
  let renders = 0;
  const { serve, serveKept } = createDataPageHandler({
    paths: ["/calendar"],
    keyOf: async () => key,
    keyKnown: () => (known ? key : undefined),
    render: async (path) => {
      renders += 1;
      return render(path);
    },
    prepare: (html) => preparePage(html, "marker"),
  });
  return {
    serve,
    serveKept,
    setKey: (next: string) => {
      key = next;
    },
    setKnown: (next: boolean) => {
      known = next;
    },
    renders: () => renders,
  };
}

test("a page is rendered once per key, and again when its key moves on", async () => {
  let version = 1;
  const site = setUp(async () => `<p>version ${version}</p>`);
  const first = exchange("/calendar");
  expect(await site.serve(first.req, first.res)).toBe(true);
  expect(first.sent.body).toBe("<p>version 1</p>");

  version = 2;
  const again = exchange("/calendar");
  await site.serve(again.req, again.res);
  expect(again.sent.body).toBe("<p>version 1</p>");
  expect(site.renders()).toBe(1);

  site.setKey("2");
  const after = exchange("/calendar");
  await site.serve(after.req, after.res);
  expect(after.sent.body).toBe("<p>version 2</p>");
  expect(site.renders()).toBe(2);
});

test("requests that arrive together wait for one rendering; an unchanged page answers 304", async () => {
  const site = setUp(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return "<p>schedule</p>";
  });
  const many = Array.from({ length: 5 }, () => exchange("/calendar"));
  await Promise.all(many.map(({ req, res }) => site.serve(req, res)));
  expect(site.renders()).toBe(1);
  expect(many.map(({ sent }) => sent.body)).toEqual(Array(5).fill("<p>schedule</p>"));

  const etag = many[0]?.sent.headers?.[many[0].sent.headers.indexOf("ETag") + 1] ?? "";
  const revalidated = exchange("/calendar", { "if-none-match": etag });
  await site.serve(revalidated.req, revalidated.res);
  expect(revalidated.sent.status).toBe(304);
});

test("a page that did not render is left to the app, and tried again on the next request", async () => {
  let fails = true;
  const site = setUp(async () => (fails ? undefined : "<p>back</p>"));
  const failed = exchange("/calendar");
  expect(await site.serve(failed.req, failed.res)).toBe(false);
  expect(failed.sent.status).toBeUndefined();

  fails = false;
  const next = exchange("/calendar");
  expect(await site.serve(next.req, next.res)).toBe(true);
  expect(next.sent.body).toBe("<p>back</p>");

  const other = exchange("/calendar?group=kumite");
  expect(await site.serve(other.req, other.res)).toBe(false);
});

test("a page already made is answered at once while its key is known to hold", async () => {
  let version = 1;
  const site = setUp(async () => `<p>version ${version}</p>`);
  const before = exchange("/calendar");
  expect(site.serveKept(before.req, before.res)).toBe(false);
  expect(before.sent.status).toBeUndefined();

  const first = exchange("/calendar");
  await site.serve(first.req, first.res);
  const kept = exchange("/calendar", { "accept-encoding": "gzip" });
  expect(site.serveKept(kept.req, kept.res)).toBe(true);
  expect(kept.sent.status).toBe(200);
  expect(kept.sent.headers).toContain("gzip");

  // The key would need a read of the database: the request waits for it (serve).
  site.setKnown(false);
  const unknown = exchange("/calendar");
  expect(site.serveKept(unknown.req, unknown.res)).toBe(false);
  expect(unknown.sent.status).toBeUndefined();

  // The key moved on: never the old page, and nothing rendered until serve is asked.
  site.setKnown(true);
  version = 2;
  site.setKey("2");
  const moved = exchange("/calendar");
  expect(site.serveKept(moved.req, moved.res)).toBe(false);
  expect(site.renders()).toBe(1);
  const after = exchange("/calendar");
  await site.serve(after.req, after.res);
  const keptAgain = exchange("/calendar");
  expect(site.serveKept(keptAgain.req, keptAgain.res)).toBe(true);
  expect(keptAgain.sent.body).toBe("<p>version 2</p>");
});

test("at once means a plain read of the page's own path, never a form's result or a post", async () => {
  const site = setUp(async () => "<p>schedule</p>");
  const first = exchange("/calendar");
  await site.serve(first.req, first.res);
  const withQuery = exchange("/calendar?group=kumite");
  expect(site.serveKept(withQuery.req, withQuery.res)).toBe(false);
  const post = exchange("/calendar");
  Object.assign(post.req, { method: "POST" });
  expect(site.serveKept(post.req, post.res)).toBe(false);
  const other = exchange("/events");
  expect(site.serveKept(other.req, other.res)).toBe(false);
});

test("a page whose rendering failed is never answered at once", async () => {
  const site = setUp(async () => undefined);
  const failed = exchange("/calendar");
  expect(await site.serve(failed.req, failed.res)).toBe(false);
  const next = exchange("/calendar");
  expect(site.serveKept(next.req, next.res)).toBe(false);
  expect(next.sent.status).toBeUndefined();
});
