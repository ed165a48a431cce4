import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { createDocumentTransform, deferBootstrap, paintFirst } from "~/lib/paint-first.server";

// The shape React Router 8.4 writes (see build/client/index.html): the manifest inline, between
// the route imports and the route table.
const inlineManifest = `;
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.client-4.js",
    "imports": ["/assets/framework-5.js"],
    "css": []
  },
  "routes": {
    "root": {"id": "root", "hasAction": false, "hasLoader": true, "css": ["/assets/a.css"]}
  },
  "version": "e8d0d0b6"
};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;

// The shape earlier React Router 8 releases wrote: the manifest as a module of its own.
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
    expect(deferred).not.toMatch(/^import /m);
  });

  it("defers the shape with the manifest written inline, keeping it before the entry", () => {
    const deferred = deferBootstrap(inlineManifest);
    expect(deferred).not.toBe(inlineManifest);
    expect(deferred).not.toMatch(/^import /m);
    expect(deferred).toContain(
      'const [route0,route1]=await Promise.all([import("/assets/root-2.js"),import("/assets/home-3.js")]);',
    );
    const manifest = deferred.indexOf("window.__reactRouterManifest = {");
    const table = deferred.indexOf("window.__reactRouterRouteModules");
    const entry = deferred.indexOf('import("/assets/entry.client-4.js");');
    expect(manifest).toBeGreaterThan(deferred.indexOf("Promise.all"));
    expect(table).toBeGreaterThan(manifest);
    expect(entry).toBeGreaterThan(table);
    // What it runs parses as a module body.
    expect(() => new Function(`return async () => {${deferred}}`)).not.toThrow();
  });

  it("writes the inline manifest on one line, without the false flags and empty style lists", () => {
    const deferred = deferBootstrap(inlineManifest);
    expect(deferred).toContain(
      'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-4.js","imports":["/assets/framework-5.js"]},"routes":{"root":{"id":"root","hasLoader":true,"css":["/assets/a.css"]}},"version":"e8d0d0b6"};',
    );
  });

  it("starts once the first paint is on screen, not at the first animation frame", () => {
    const deferred = deferBootstrap(bootstrap);
    const trigger = deferred.slice(deferred.indexOf("};let started") + 2);
    const started: string[] = [];
    const timers: Array<() => void> = [];
    const frames: Array<() => void> = [];
    let onPaint: ((list: unknown, observer: unknown) => void) | undefined;
    let disconnected = false;
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      constructor(callback: (list: unknown, observer: unknown) => void) {
        onPaint = callback;
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
      }
      disconnect() {
        disconnected = true;
      }
    }
    const runTrigger = (visibilityState: string, observer: unknown) =>
      new Function(
        "document",
        "PerformanceObserver",
        "setTimeout",
        "requestAnimationFrame",
        "start",
        trigger,
      )(
        { visibilityState },
        observer,
        (callback: () => void) => timers.push(callback),
        (callback: () => void) => frames.push(callback),
        () => started.push("start"),
      );
    const flush = () => timers.splice(0).forEach((callback) => callback());
    const entries = (names: string[]) => ({
      getEntriesByName: (name: string) => names.filter((entry) => entry === name),
    });

    runTrigger("visible", FakeObserver);
    expect(frames).toHaveLength(0);
    onPaint?.(entries(["first-paint"]), {});
    expect(timers).toHaveLength(1); // only the three-second fallback
    onPaint?.(entries(["first-contentful-paint"]), { disconnect: () => (disconnected = true) });
    expect(disconnected).toBe(true);
    flush();
    expect(started).toEqual(["start"]); // once, though the fallback timer fired too

    started.length = 0;
    runTrigger("hidden", FakeObserver);
    flush();
    expect(started).toEqual(["start"]);

    started.length = 0;
    runTrigger("visible", undefined);
    frames.splice(0).forEach((callback) => callback());
    flush();
    expect(started).toEqual(["start"]);
  });

  it("requests the page's modules a few at a time, then runs the shared chunks on their own first", async () => {
    const html = paintFirst(
      `<html><head><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/framework-5.js"/><link rel="modulepreload" href="/assets/root-2.js"/></head><body><script type="module" async="">${inlineManifest}</script></body></html>`,
    );
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const body = script.slice("const start=async()=>{".length, script.indexOf("};let started"));
    // Run the steps with stand-ins that record what happens, in order.
    const events: string[] = [];
    // Each request takes the main thread 3 ms: the third waits for the next turn.
    let clock = 0;
    const performance = { now: () => clock };
    const document = {
      createElement: () => ({}) as { rel?: string; href?: string },
      head: {
        append: (link: { rel: string; href: string }) => {
          clock += 3;
          events.push(`${link.rel} ${link.href}`);
        },
      },
    };
    const window = {};
    const load = async (url: string) => {
      events.push(`run ${url}`);
      return {};
    };
    const setTimeout = (callback: () => void) => {
      events.push("yield");
      callback();
    };
    await new Function(
      "document",
      "window",
      "load",
      "setTimeout",
      "performance",
      `return (async()=>{${body.replaceAll("import(", "load(")}})();`,
    )(document, window, load, setTimeout, performance);
    expect(events).toEqual([
      "modulepreload /assets/entry.client-4.js",
      "modulepreload /assets/framework-5.js",
      "yield",
      "modulepreload /assets/root-2.js",
      "run /assets/framework-5.js",
      "yield",
      "run /assets/root-2.js",
      "run /assets/home-3.js",
      "run /assets/entry.client-4.js",
    ]);
  });

  it("leaves a script of another shape exactly as it was", () => {
    const other = 'import "/x.js";\nconsole.info("something else");';
    expect(deferBootstrap(other)).toBe(other);
  });

  it("drops the script preloads and defers only the start-up script", () => {
    const html = paintFirst(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(html).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
    expect(html).toContain("const start=async()=>");
  });

  it("adjusts a streamed document even when a tag is split across chunks", async () => {
    const chunks = [page.slice(0, 37), page.slice(37, 300), page.slice(300)].map((part) =>
      Buffer.from(part),
    );
    const output = await text(Readable.from(chunks).pipe(createDocumentTransform(paintFirst)));
    expect(output).toBe(paintFirst(page));
  });
});
