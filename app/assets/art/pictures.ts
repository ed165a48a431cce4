// The artwork shown as pictures, with its natural size and the widths it is rendered at
// (scripts/rasterize-art.ts writes raster/<name>-<width>.avif and .webp from <name>.svg).
// Widths cover one and two device pixels per CSS pixel at the sizes the layout gives them; the
// cards also get 700w, which a phone of 375–412 CSS px at 1.75–2 device pixels picks over 800w.
// Every width gives a whole number of pixels in height at the picture's shape (810, not 800, for
// the waves), so a picture's box is the same before and after its file arrives.

export type ArtPicture = { width: number; height: number; widths: number[] };

export const artPictures = {
  "karate-card": { width: 480, height: 360, widths: [400, 700, 800] },
  "yoga-card": { width: 480, height: 360, widths: [400, 700, 800] },
  "chess-card": { width: 480, height: 360, widths: [400, 700, 800] },
  "hero-waves": { width: 1440, height: 320, widths: [810, 1440, 2160] },
  "founder-portrait": { width: 480, height: 600, widths: [320, 480, 720] },
} satisfies Record<string, ArtPicture>;

export type ArtName = keyof typeof artPictures;

/**
 * The artwork without its paper grain (a rectangle drawn through a noise filter, the only use
 * of that filter): at picture sizes the grain is invisible, and noise is what costs bytes in a
 * raster and time to paint.
 */
export function withoutGrain(svg: string): string {
  return svg
    .replace(/<rect[^>]*filter="url\(#\w+\)"[^>]*\/>/g, "")
    .replace(/<filter\b[\s\S]*?<\/filter>/g, "");
}
