import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// The machine's floor: the prerendered home page with every script removed, served by the same
// server from the same copy of the build. No page of ours can block the main thread less than
// this one, so when it alone misses the TBT or performance budget, the machine is the limit,
// not the pages (a slower or busier CPU shows in every Lighthouse figure).

/** Where the reference page is served: a plain file in the build's client folder. */
export const REFERENCE_PATH = "/bench-reference-no-javascript.html";
/** Its name in the report's tables. */
export const REFERENCE_NAME = "/ without JavaScript";

/** The document without <script> elements and without modulepreload links. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/** Writes the reference next to the prerendered home page of the build copy `clientDir`. */
export function writeReferencePage(clientDir: string): void {
  const home = readFileSync(path.join(clientDir, "index.html"), "utf8");
  writeFileSync(path.join(clientDir, REFERENCE_PATH.slice(1)), withoutScripts(home));
}
