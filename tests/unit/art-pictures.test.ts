import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artPictures } from "~/assets/art/pictures";

const rasterDir = path.resolve(import.meta.dirname, "../../app/assets/art/raster");

describe("the artwork's picture files", () => {
  it("are exactly the listed widths, in AVIF and WebP, and nothing else", () => {
    const listed = Object.entries(artPictures).flatMap(([name, art]) =>
      art.widths.flatMap((width) => [`${name}-${width}.avif`, `${name}-${width}.webp`]),
    );
    expect(readdirSync(rasterDir).sort()).toEqual(listed.sort());
  });

  // A picture's box takes its shape from its width and height attributes until the file
  // arrives, then from the file: a file a fraction of a pixel off moves what follows it.
  for (const [name, art] of Object.entries(artPictures)) {
    for (const width of art.widths) {
      it(`${name} at ${width}w has the picture's shape to the pixel`, async () => {
        const height = (width * art.height) / art.width;
        expect(Number.isInteger(height)).toBe(true);
        for (const format of ["avif", "webp"]) {
          const meta = await sharp(path.join(rasterDir, `${name}-${width}.${format}`)).metadata();
          expect([meta.width, meta.height]).toEqual([width, height]);
        }
      });
    }
  }
});
