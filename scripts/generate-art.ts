// Regenerates the icons and the social image in public/ from the artwork in app/assets/art/:
// favicon.svg (logo mark in indigo on a washi rounded square), favicon.ico (16 and 32 px PNG
// entries), apple-touch-icon.png (180 px) and og-image.png (1200 x 630). The favicons use
// logo-mark-small.svg, the same mark with bolder features that survive 16 px.
// Usage: npx tsx scripts/generate-art.ts
// The social image sets its words in Shippori Mincho when @fontsource/shippori-mincho is
// installed (its WOFF files are unpacked to TrueType in a temporary folder for fontconfig);
// otherwise it falls back to the system serif.

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const artDir = path.join(root, "app/assets/art");
const publicDir = path.join(root, "public");

const ink = "#1f2a44";
const vermilion = "#b3412a";
const washi = "#f4efe6";

/** The inner markup of an SVG file (everything between its outer tags). */
function svgBody(file: string): string {
  const source = readFileSync(path.join(artDir, file), "utf8");
  const match = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(source);
  if (!match?.[1]) throw new Error(`${file}: no <svg> element`);
  return match[1];
}

/** Unpacks a WOFF 1.0 font into the TrueType/OpenType file it wraps. */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error("not a WOFF file");
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < original ? inflateSync(raw) : raw,
    };
  });
  let selector = 0;
  while (2 << selector <= numTables) selector++;
  const searchRange = (1 << selector) * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    header.writeUInt32BE(table.tag, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

/** Makes Shippori Mincho visible to fontconfig; returns a clean-up function. */
function registerDisplayFont(): () => void {
  const files = path.join(root, "node_modules/@fontsource/shippori-mincho/files");
  const weights = [500, 700].filter((weight) =>
    existsSync(path.join(files, `shippori-mincho-latin-${weight}-normal.woff`)),
  );
  if (weights.length === 0) {
    console.warn("@fontsource/shippori-mincho not found: og-image.png uses the system serif.");
    return () => {};
  }
  const dir = mkdtempSync(path.join(tmpdir(), "studio-art-fonts-"));
  mkdirSync(path.join(dir, "fonts"));
  for (const weight of weights) {
    const woff = readFileSync(path.join(files, `shippori-mincho-latin-${weight}-normal.woff`));
    writeFileSync(path.join(dir, "fonts", `shippori-mincho-${weight}.ttf`), woffToSfnt(woff));
  }
  const config = `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${dir}/fonts</dir><cachedir>${dir}/cache</cachedir></fontconfig>`;
  writeFileSync(path.join(dir, "fonts.conf"), config);
  process.env.FONTCONFIG_FILE = path.join(dir, "fonts.conf");
  return () => rmSync(dir, { recursive: true, force: true });
}

/** Packs PNG images into one .ico file (PNG entries are valid since Windows Vista). */
function packIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + index * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

const logo = svgBody("logo-mark.svg");
const smallLogo = svgBody("logo-mark-small.svg");

// A logo mark (64 units square) scaled by `scale` about the centre of a `size` square at x, y.
function placedLogo(size: number, scale: number, x = 0, y = 0, mark = logo): string {
  const s = (size / 64) * scale;
  const at = (n: number) => Math.round(n * 100) / 100;
  const offset = (size - 64 * s) / 2;
  return `<g fill="${ink}" transform="translate(${at(x + offset)} ${at(y + offset)}) scale(${at(s)})">${mark}</g>`;
}

const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${washi}"/>${placedLogo(64, 0.91, 0, 0, smallLogo)}</svg>\n`;

const appleTouchSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180"><rect width="180" height="180" fill="${washi}"/>${placedLogo(180, 0.7)}</svg>`;

const ogSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
<radialGradient id="og-glow" cx=".5" cy=".32" r=".6"><stop offset="0" stop-color="#fbf8f2"/><stop offset="1" stop-color="${washi}"/></radialGradient>
<filter id="og-grain" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency=".7 .35" numOctaves="3" seed="2"/><feColorMatrix values="0 0 0 0 .36 0 0 0 0 .3 0 0 0 0 .22 0 0 0 -1.1 .62"/></filter>
</defs>
<rect width="1200" height="630" fill="url(#og-glow)"/>
<svg y="318" width="1200" height="312" viewBox="0 0 1440 320" preserveAspectRatio="xMidYMax slice">${svgBody("hero-waves.svg")}</svg>
${placedLogo(168, 1, 516, 40)}
<text x="600" y="300" xml:space="preserve" text-anchor="middle" font-family="Shippori Mincho, serif" font-weight="700" font-size="68" letter-spacing="1" fill="${ink}">Karate<tspan fill="${vermilion}"> · </tspan>Yoga<tspan fill="${vermilion}"> · </tspan>Chess</text>
<rect width="1200" height="630" filter="url(#og-grain)" opacity=".3"/>
</svg>`;

const cleanUp = registerDisplayFont();
try {
  const { default: sharp } = await import("sharp");
  const png = (svg: string, size: number, opaque = false) => {
    const image = sharp(Buffer.from(svg), { density: 384 }).resize(size, size);
    return (opaque ? image.flatten({ background: washi }) : image)
      .png({ compressionLevel: 9 })
      .toBuffer();
  };

  mkdirSync(publicDir, { recursive: true });
  writeFileSync(path.join(publicDir, "favicon.svg"), faviconSvg);
  const icoImages = await Promise.all(
    [32, 16].map(async (size) => ({ size, png: await png(faviconSvg, size) })),
  );
  writeFileSync(path.join(publicDir, "favicon.ico"), packIco(icoImages));
  writeFileSync(path.join(publicDir, "apple-touch-icon.png"), await png(appleTouchSvg, 180, true));
  const og = await sharp(Buffer.from(ogSvg))
    .flatten({ background: washi })
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    .toBuffer();
  writeFileSync(path.join(publicDir, "og-image.png"), og);
  console.info("Wrote favicon.svg, favicon.ico, apple-touch-icon.png and og-image.png to public/.");
} finally {
  cleanUp();
}
