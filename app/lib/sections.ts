// Sections after the first are skipped by the browser until they come near the screen (styles.css,
// `content-visibility: auto`), so a long page's first frames cost what its first screen costs.
// Their height is a guess until drawn, so a jump to a section further down could land short of
// it. Once the app has started, the sections are drawn for good, one per idle moment (each a
// short task), and all at once before any jump to a fragment.

import { whenIdle } from "./idle";

const UNDRAWN = "main > * + *:not([data-drawn])";

/** Draws every section now: before a jump to a fragment. */
export function drawAllSections(): void {
  for (const section of document.querySelectorAll(UNDRAWN)) section.setAttribute("data-drawn", "");
}

/** Draws the page's sections one per idle moment; returns a function that stops. */
export function drawSectionsWhenIdle(): () => void {
  let cancel = whenIdle(next);
  function next() {
    const section = document.querySelector(UNDRAWN);
    if (!section) return;
    section.setAttribute("data-drawn", "");
    cancel = whenIdle(next);
  }
  return () => cancel();
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
