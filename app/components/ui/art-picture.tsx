import { artPictures, type ArtName } from "~/assets/art/pictures";
import { cn } from "~/lib/cn";

// The studio's artwork as a responsive picture: AVIF, then WebP, at the widths listed in
// app/assets/art/pictures.ts, with its natural size so nothing shifts while it loads.

const files = import.meta.glob<string>("../../assets/art/raster/*.{avif,webp}", {
  eager: true,
  query: "?url",
  import: "default",
});

function fileUrl(name: ArtName, width: number, format: "avif" | "webp"): string {
  const url = files[`../../assets/art/raster/${name}-${width}.${format}`];
  if (!url) throw new Error(`Missing ${name}-${width}.${format}: run npm run art`);
  return url;
}

function srcSetOf(name: ArtName, format: "avif" | "webp"): string {
  return artPictures[name].widths
    .map((width) => `${fileUrl(name, width, format)} ${width}w`)
    .join(", ");
}

/**
 * A preload for the page's main picture, for a route's `links`: the browser fetches it with the
 * HTML's first bytes instead of after it has read as far as the picture. AVIF only: browsers
 * that cannot show AVIF skip the preload and take WebP from the picture itself.
 */
export function artPreload(name: ArtName, sizes: string) {
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSetOf(name, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
  } as const;
}

type ArtPictureProps = {
  name: ArtName;
  /** The width the picture takes in the layout, as a `sizes` value. */
  sizes: string;
  /** The page's main picture: fetched first and never lazily. */
  priority?: boolean;
  /**
   * A picture in a page's first section that is below the first screen of a phone. The browser
   * draws it, and only then fetches it, as it comes onto the screen (`content-visibility: auto`,
   * as for the sections after the first: lib/sections.ts). Its box keeps the picture's shape
   * meanwhile. A lazy picture alone is fetched while the page loads, as soon as it is within
   * the browser's lazy-loading distance (1,250 px or more), and on a phone's connection it then
   * takes bandwidth from the page's own files.
   */
  belowFirstScreen?: boolean;
  className?: string;
};

export function ArtPicture({
  name,
  sizes,
  priority = false,
  belowFirstScreen = false,
  className,
}: ArtPictureProps) {
  const art = artPictures[name];
  return (
    <picture
      className={belowFirstScreen ? "block [content-visibility:auto]" : undefined}
      style={belowFirstScreen ? { aspectRatio: `${art.width} / ${art.height}` } : undefined}
    >
      <source type="image/avif" srcSet={srcSetOf(name, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(name, "webp")} sizes={sizes} />
      <img
        src={fileUrl(name, art.widths[0] ?? art.width, "webp")}
        alt=""
        width={art.width}
        height={art.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

/**
 * A drawing of the studio's artwork (its SVG, without the paper grain: `withoutGrain`) drawn in
 * the page itself, for the picture the first screen leads with: it is painted with the page's
 * first paint instead of waiting for a second request. Decorative, as the pictures are.
 */
export function InlineArt({ drawing, className }: { drawing: string; className?: string }) {
  return (
    <div
      aria-hidden
      className={cn("[&>svg]:block [&>svg]:size-full", className)}
      // The markup is the site's own artwork file, read at build time.
      dangerouslySetInnerHTML={{ __html: drawing }}
    />
  );
}
