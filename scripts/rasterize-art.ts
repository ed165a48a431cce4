// Turns the SVG artwork that pages show as pictures into AVIF and WebP files at the widths the
// layout needs. Browsers decode these off the main thread; an SVG picture with patterns and
// paper grain is laid out and painted on it, which delays the first paint on slow phones.
// Usage: npm run art   (writes app/assets/art/raster/, which is committed)

import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { artPictures, withoutGrain } from "../app/assets/art/pictures.ts";

// The artwork is flat shapes and soft gradients: AVIF at quality 40 keeps their edges and the
// wave pattern as they are to the eye and costs a third fewer bytes than 55 (163 KB to 110 KB for
// all the files), which on a phone is bytes the page's own files do not wait behind. WebP is the
// fallback for browsers without AVIF, kept at its usual quality.
const AVIF_QUALITY = 40;
const WEBP_QUALITY = 78;

const root = path.resolve(import.meta.dirname, "..");
const artDir = path.join(root, "app/assets/art");
const outDir = path.join(artDir, "raster");

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

for (const [name, picture] of Object.entries(artPictures)) {
  const svg = Buffer.from(withoutGrain(readFileSync(path.join(artDir, `${name}.svg`), "utf8")));
  for (const width of picture.widths) {
    // Render at the target width straight from the vector source (density scales the raster).
    const density = Math.ceil((72 * width) / picture.width);
    const image = sharp(svg, { density }).resize({ width });
    const base = path.join(outDir, `${name}-${width}`);
    await image.clone().avif({ quality: AVIF_QUALITY, effort: 6 }).toFile(`${base}.avif`);
    await image.clone().webp({ quality: WEBP_QUALITY, effort: 6 }).toFile(`${base}.webp`);
    console.info(`${name}-${width}: avif + webp`);
  }
}
