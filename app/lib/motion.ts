/** Smooth unless the visitor asked the system for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

// The 700 ms animation itself is in styles.css ([data-reveal]).
export const revealTiming = {
  /** Share of an element in view before it is revealed (spec §9). */
  threshold: 0.2,
  /** The camps banner reveals a little earlier. */
  bannerThreshold: 0.15,
  staggerMs: 150,
} as const;
