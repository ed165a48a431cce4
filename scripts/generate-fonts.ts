// Writes app/assets/fonts/shippori-mincho-700.woff2, the headings' typeface cut down to the
// characters of app/lib/heading-font.ts, from Fontsource's latin file (SIL Open Font License).
// Of its OpenType features only those browsers apply to text by default are kept (kerning, the
// f-ligatures, contextual forms), with the glyphs they reach; alternates and vertical and CJK
// forms go. Run after changing the ranges: npm run fonts. tests/unit/heading-font.test.ts
// fails when the file and the ranges disagree.

import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { headingFontCharacters } from "../app/lib/heading-font.ts";

const root = path.resolve(import.meta.dirname, "..");
export const headingFontFile = path.join(root, "app/assets/fonts/shippori-mincho-700.woff2");

export async function renderHeadingFont(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const source = readFileSync(
    require.resolve("@fontsource/shippori-mincho/files/shippori-mincho-latin-700-normal.woff2"),
  );
  return subsetFont(source, headingFontCharacters(), {
    targetFormat: "woff2",
    keepFeatures: ["ccmp", "locl", "rlig", "liga", "clig", "calt", "kern", "mark", "mkmk"],
  });
}

if (import.meta.main) {
  const font = await renderHeadingFont();
  writeFileSync(headingFontFile, font);
  console.info(`${path.relative(root, headingFontFile)}: ${font.length} bytes`);
}
