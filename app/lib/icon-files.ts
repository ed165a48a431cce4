import { createHash } from "node:crypto";
import { symbolsOf } from "./icon-sprite.ts";

// Each icon of the sprite as a file of its own, for the icons a page shows below its first screen
// (icon-symbols.server.ts): `/assets/icon/<version>/<name>.svg`, holding that one symbol. The
// build writes the files (vite.config.ts, iconFilesPlugin); the version is the sprite's own
// hash, so the files are cached for a year like every other asset and a changed drawing gets a
// new address. Node only: the build and the server read it, never the browser.

/** Where the sprite's files live: changes whenever any drawing does. */
export function iconFilesBase(sprite: string): string {
  const version = createHash("sha256").update(sprite).digest("hex").slice(0, 10);
  return `/assets/icon/${version}/`;
}

/** The file of each symbol: its path (the base without its leading slash, then the name). */
export function iconFiles(sprite: string): { fileName: string; source: string }[] {
  const base = iconFilesBase(sprite).slice(1);
  return [...symbolsOf(sprite)].map(([id, markup]) => ({
    fileName: `${base}${id}.svg`,
    source: `<svg xmlns="http://www.w3.org/2000/svg">${markup}</svg>\n`,
  }));
}
