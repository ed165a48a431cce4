// The headings' typeface, Shippori Mincho (bold, latin), cut down to the characters the site's
// headings can hold: printable ASCII, the Latin-1 letters and signs, and typographic quotes and
// dashes. Fontsource's latin file (29.7 KB) carries every glyph any of its features reaches; the
// cut (13 KB) fits in the first round trip of a new connection, so a phone on a slow network
// gets it in one. `npm run fonts` writes the file from these ranges, and the @font-face rule
// (root.tsx) declares the same ranges: a character outside them is drawn in the fallback serif
// instead of going missing.

/** Inclusive code point ranges. */
export const headingFontRanges: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e], // printable ASCII
  [0xa0, 0xff], // Latin-1: accented letters, ©, ®, °, ·, «, »
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
];

/** The ranges as a CSS `unicode-range` value. */
export function unicodeRange(): string {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
  return headingFontRanges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(",");
}

/** Every character of the ranges, in order. */
export function headingFontCharacters(): string {
  return headingFontRanges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
    .map((point) => String.fromCodePoint(point))
    .join("");
}

/** Whether the cut holds `character`. */
export function headingFontHas(character: string): boolean {
  const point = character.codePointAt(0) ?? -1;
  return headingFontRanges.some(([from, to]) => point >= from && point <= to);
}
