// Sections after the first are skipped by the browser until they come near the screen (styles.css,
// `content-visibility: auto`), so a long page's first frames cost what its first screen costs.
// Their height is a guess until drawn, so a jump to a section further down could land short of
// it: every section is drawn for good, at once, before any jump to a fragment. Nothing else
// draws them ahead of the visitor: on a phone, drawing a long section is a long task, and
// drawing them one per idle moment while the page became usable was most of a long page's
// blocking time after its start-up (docs/decisions/016).

import type { CSSProperties } from "react";

const UNDRAWN = "main > * + *:not([data-drawn])";

/**
 * The first-guess height of a section taller than the default guess (styles.css): at least its
 * height on a 320 px phone, so nothing in it is laid out over what follows it until it is drawn.
 */
export function sectionHeight(pixels: number): CSSProperties {
  return { "--section-height": `${Math.ceil(pixels)}px` } as CSSProperties;
}

/** Draws every section now: before a jump to a fragment. */
export function drawAllSections(): void {
  for (const section of document.querySelectorAll(UNDRAWN)) section.setAttribute("data-drawn", "");
}

/** A click on a link to a fragment of this page draws every section before the browser jumps. */
export function drawSectionsBeforeFragmentLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[href*='#']") : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    if (link.pathname === window.location.pathname && link.origin === window.location.origin) {
      drawAllSections();
    }
  };
  document.addEventListener("click", onClick, { capture: true });
  return () => document.removeEventListener("click", onClick, { capture: true });
}
