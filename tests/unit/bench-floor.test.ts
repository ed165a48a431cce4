import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { floorPath, withoutScripts, writeFloor } from "../../scripts/bench/floor";
import { allTargets, readOptions, slugOf } from "../../scripts/bench/targets";

const page = `<!DOCTYPE html><html><head><style>body{color:red}</style>
<link rel="modulepreload" href="/assets/root.js"/><link rel="preload" href="/assets/font.woff2" as="font"/>
</head><body><h1>Blissful</h1><script nonce="n">window.__context = {"a":"</div>"};</script>
<div hidden id="S:0"><SCRIPT type="module">import("/assets/entry.client.js");</SCRIPT></div></body></html>`;

const target = (name: string) => {
  const found = allTargets().find((each) => each.name === name);
  if (!found) throw new Error(`no target ${name}`);
  return found;
};

describe("the benchmark's floors", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("remove every script and module preload and keep the rest of the page", () => {
    const stripped = withoutScripts(page);
    expect(stripped).not.toMatch(/<script|modulepreload|entry\.client/i);
    expect(stripped).toContain("<style>body{color:red}</style>");
    expect(stripped).toContain('<link rel="preload" href="/assets/font.woff2" as="font"/>');
    expect(stripped).toContain("<h1>Blissful</h1>");
    expect(stripped).toContain('<div hidden id="S:0"></div>');
  });

  it("are served as their pages are: prerendered from memory, rendered ones as files", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "bench-floor-"));
    for (const name of ["/chess", "/events", "404"]) writeFloor(dir, target(name), page);

    expect(floorPath(target("/chess"))).toBe("/bench-floor/chess");
    const prerendered = path.join(dir, "bench-floor", "chess", "index.html");
    expect(readFileSync(prerendered, "utf8")).toBe(withoutScripts(page));

    expect(floorPath(target("/events"))).toBe("/bench-floor/events.html");
    expect(readFileSync(path.join(dir, "bench-floor", "events.html"), "utf8")).toBe(
      withoutScripts(page),
    );
    expect(floorPath(target("404"))).toBe("/bench-floor/404.html");
  });

  it("have one file name per page", () => {
    expect(slugOf("/")).toBe("home");
    const slugs = allTargets().map((each) => each.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe("the benchmark's options", () => {
  it("measure every page and the not-found page five times by default", () => {
    const options = readOptions([]);
    expect(options).toEqual({ build: true, runs: 5 });
  });

  it("take some pages, in the site's order, with the not-found page by its name", () => {
    const options = readOptions(["--pages", "404, /events,/karate", "--runs", "1", "--no-build"]);
    expect(options.pages?.map((each) => each.name)).toEqual(["/karate", "/events", "404"]);
    expect(options.build).toBe(false);
    expect(options.runs).toBe(1);
  });

  it("refuse an unknown page or a wrong number of runs", () => {
    expect(() => readOptions(["--pages", "/karate,/nowhere"])).toThrow(/unknown: \/nowhere/);
    expect(() => readOptions(["--pages", ","])).toThrow(/none given/);
    expect(() => readOptions(["--runs", "0"])).toThrow(/--runs/);
  });
});
