import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fetchDocument } from "./sizes.ts";
import type { Target } from "./targets.ts";

// Each page's floor: the document exactly as the server sent it, without any script or module
// preload, served by the same server from the build copy's client folder. It shows what the
// page's HTML, CSS, font and pictures cost on their own; the page's figures minus the floor's are
// what its scripts add.
//
// A floor is served the way its page is. The floor of a prerendered page is an index.html in a
// folder, which the server loads at start and sends from memory, compressed ahead of time, as it
// sends the page (so floors are written before the server starts). The floor of a page rendered
// per request (and of the not-found page) is a plain .html file, which the server reads per
// request and compresses on the way out, as it does the rendered page.

/** The folder in the client build that holds the floors. */
export const FLOOR_DIR = "bench-floor";

/** The document without <script> elements and without modulepreload links. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/** Where the server serves the floor of `target`. */
export function floorPath(target: Target): string {
  return target.prerendered ? `/${FLOOR_DIR}/${target.slug}` : `/${FLOOR_DIR}/${target.slug}.html`;
}

/** Writes the floor of `target`, given the page's HTML as the server sent it, into `clientDir`. */
export function writeFloor(clientDir: string, target: Target, html: string): void {
  const served = floorPath(target);
  const file = path.join(clientDir, target.prerendered ? `${served}/index.html` : served);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, withoutScripts(html));
}

/**
 * Fetches every target's document from the server at `origin` and writes its floor into
 * `clientDir`. Returns each target's document size, gzipped, by slug. The server must then be
 * started again to serve the prerendered pages' floors from memory.
 */
export async function captureFloors(
  origin: string,
  targets: Target[],
  clientDir: string,
): Promise<Map<string, number>> {
  const htmlGzipBytes = new Map<string, number>();
  for (const target of targets) {
    const expected = target.kind === "not-found" ? 404 : 200;
    const { html, gzipBytes } = await fetchDocument(`${origin}${target.path}`, expected);
    writeFloor(clientDir, target, html);
    htmlGzipBytes.set(target.slug, gzipBytes);
  }
  return htmlGzipBytes;
}
