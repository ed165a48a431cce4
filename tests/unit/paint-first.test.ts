import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { createPaintFirstTransform, deferBootstrap, paintFirst } from "~/lib/paint-first.server";

// The shape React Router 8 writes (see build/client/index.html).
const bootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;

const page = `<html><head><link rel="modulepreload" href="/assets/framework.js" nonce="n"/><link rel="stylesheet" href="/a.css"/></head><body><p>Hi</p><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">${bootstrap}</script></body></html>`;

describe("paint first", () => {
  it("runs the same imports, in the same order, after the first frame", () => {
    const deferred = deferBootstrap(bootstrap);
    expect(deferred).toContain('await import("/assets/manifest-1.js");');
    expect(deferred).toContain(
      'const [route0,route1]=await Promise.all([import("/assets/root-2.js"),import("/assets/home-3.js")]);',
    );
    expect(deferred.indexOf("__reactRouterRouteModules")).toBeLessThan(
      deferred.indexOf('import("/assets/entry.client-4.js")'),
    );
    expect(deferred).toContain("requestAnimationFrame(()=>setTimeout(start,0))");
    expect(deferred).not.toMatch(/^import /m);
  });

  it("leaves a script of another shape exactly as it was", () => {
    const other = 'import "/x.js";\nconsole.info("something else");';
    expect(deferBootstrap(other)).toBe(other);
  });

  it("drops the script preloads and defers only the start-up script", () => {
    const html = paintFirst(page);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(html).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
    expect(html).toContain("const start=async()=>");
  });

  it("adjusts a streamed document even when a tag is split across chunks", async () => {
    const chunks = [page.slice(0, 37), page.slice(37, 300), page.slice(300)].map((part) =>
      Buffer.from(part),
    );
    const output = await text(Readable.from(chunks).pipe(createPaintFirstTransform()));
    expect(output).toBe(paintFirst(page));
  });
});
