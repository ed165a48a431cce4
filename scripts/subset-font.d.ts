// subset-font ships no types; these are the parts scripts/generate-fonts.ts uses.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
      /** OpenType feature tags to keep (with the glyphs they reach); all of them by default. */
      keepFeatures?: string[];
      noLayoutClosure?: boolean;
    },
  ): Promise<Buffer>;
}
