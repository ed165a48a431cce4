import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Plugin } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { precompressAssets, precompressPlugin } from "../../scripts/precompress.ts";

// The build writes a brotli and a gzip copy of each hashed script, stylesheet and drawing, and
// of nothing else (scripts/precompress.ts): the server sends those copies from memory.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function hook<Name extends keyof Plugin>(plugin: Plugin, name: Name) {
  const value = plugin[name];
  return (
    typeof value === "object" && value !== null && "handler" in value ? value.handler : value
  ) as unknown;
}

describe("the build's compressed copies", () => {
  it("runs once the server build is written", () => {
    const applies = hook(precompressPlugin(), "applyToEnvironment") as (environment: {
      name: string;
    }) => boolean;
    expect(applies({ name: "ssr" })).toBe(true);
    expect(applies({ name: "client" })).toBe(false);
  });

  it("writes brotli and gzip beside each hashed script and stylesheet, and nothing else", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "studio-precompress-"));
    dirs.push(dir);
    const script = "export const greeting = 'Osu';\n".repeat(200);
    const stylesheet = ".card { padding: 1rem; }\n".repeat(200);
    writeFileSync(path.join(dir, "entry-abc123.js"), script);
    writeFileSync(path.join(dir, "app-def456.css"), stylesheet);
    writeFileSync(path.join(dir, "dojo-ghi789.avif"), new Uint8Array([1, 2, 3]));
    writeFileSync(path.join(dir, "notes.txt"), "not the build's\n");

    const compressed = await precompressAssets(dir);

    expect(compressed.toSorted()).toEqual(["app-def456.css", "entry-abc123.js"]);
    const copy = (name: string) => readFileSync(path.join(dir, name));
    expect(brotliDecompressSync(copy("entry-abc123.js.br")).toString()).toBe(script);
    expect(gunzipSync(copy("entry-abc123.js.gz")).toString()).toBe(script);
    expect(brotliDecompressSync(copy("app-def456.css.br")).toString()).toBe(stylesheet);
    expect(gunzipSync(copy("app-def456.css.gz")).toString()).toBe(stylesheet);
    expect(copy("entry-abc123.js.br").length).toBeLessThan(script.length / 10);
    expect(readdirSync(dir).toSorted()).toEqual([
      "app-def456.css",
      "app-def456.css.br",
      "app-def456.css.gz",
      "dojo-ghi789.avif",
      "entry-abc123.js",
      "entry-abc123.js.br",
      "entry-abc123.js.gz",
      "notes.txt",
    ]);
  });
});
