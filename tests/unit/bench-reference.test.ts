import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { RouteResult } from "../../scripts/bench/budgets";
import { machineFloorMisses, routeTable } from "../../scripts/bench/report";
import { REFERENCE_PATH, withoutScripts, writeReferencePage } from "../../scripts/bench/reference";

const page = `<!DOCTYPE html><html><head><style>body{color:red}</style>
<link rel="modulepreload" href="/assets/root.js"/><link rel="preload" href="/assets/font.woff2" as="font"/>
</head><body><h1>Blissful</h1><script nonce="n">window.__context = {"a":"</div>"};</script>
<div hidden id="S:0"><SCRIPT type="module">import("/assets/entry.client.js");</SCRIPT></div></body></html>`;

function route(kind: RouteResult["kind"], tbtMs: number): RouteResult {
  return {
    name: kind === "reference" ? "/ without JavaScript" : "/",
    scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
    lcpMs: 1_000,
    tbtMs,
    cls: 0,
    jsGzipBytes: kind === "reference" ? 0 : 120 * 1024,
    kind,
    bestPracticesOnlyOwnStatus: false,
    failingAudits: [],
  };
}

describe("the benchmark's machine floor", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("removes every script and module preload and keeps the rest of the page", () => {
    const stripped = withoutScripts(page);
    expect(stripped).not.toMatch(/<script|modulepreload|entry\.client/i);
    expect(stripped).toContain("<style>body{color:red}</style>");
    expect(stripped).toContain('<link rel="preload" href="/assets/font.woff2" as="font"/>');
    expect(stripped).toContain("<h1>Blissful</h1>");
    expect(stripped).toContain('<div hidden id="S:0"></div>');
  });

  it("is written beside the prerendered home page of the build copy", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "bench-reference-"));
    writeFileSync(path.join(dir, "index.html"), page);
    writeReferencePage(dir);
    const written = readFileSync(path.join(dir, REFERENCE_PATH.slice(1)), "utf8");
    expect(written).toBe(withoutScripts(page));
    expect(readFileSync(path.join(dir, "index.html"), "utf8")).toBe(page);
  });

  it("is reported beside the pages but held to no budget", () => {
    const routes = [route("page", 40), route("reference", 300)];
    const table = routeTable(routes);
    expect(table).toMatch(/\| `\/ without JavaScript` \|.*\| reference³ \|/);
    expect(table).toMatch(/\| `\/` \|.*\| pass \|/);
    expect(machineFloorMisses(routes)).toEqual(["TBT 300 ms > 100 ms"]);
    expect(machineFloorMisses([route("page", 40), route("reference", 20)])).toEqual([]);
  });
});
