// Turns the SVG artwork that pages show as pictures into AVIF and WebP files at the widths the
// layout needs. Browsers decode these off the main thread; an SVG picture with patterns and
// paper grain is laid out and painted on it, which delays the first paint on slow phones.
// Usage: npm run art   (writes app/assets/art/raster/, which is committed)

import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { artPictures, withoutGrain } from "../app/assets/art/pictures.ts";

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
    await image.clone().avif({ quality: 55, effort: 6 }).toFile(`${base}.avif`);
    await image.clone().webp({ quality: 78, effort: 6 }).toFile(`${base}.webp`);
    console.info(`${name}-${width}: avif + webp`);
  }
}
