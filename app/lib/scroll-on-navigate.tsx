import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { scrollBehavior } from "./motion";
import { drawAllSections } from "./sections";

/** Navigation state asking for the top of the page first and the fragment a moment later. */
export type DelayedFragmentScroll = { fragmentDelayMs: number };

function delayOf(state: unknown): number | null {
  if (typeof state !== "object" || state === null || !("fragmentDelayMs" in state)) return null;
  return typeof state.fragmentDelayMs === "number" ? state.fragmentDelayMs : null;
}

function scrollToFragment(hash: string): boolean {
  const id = hash ? decodeURIComponent(hash.slice(1)) : "";
  const target = id ? document.getElementById(id) : null;
  if (target) drawAllSections();
  target?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  return target !== null;
}

/**
 * On every navigation after the first page load: scroll to the element named by the URL
 * fragment if there is one, otherwise to the top (spec §2). A link may ask for the top first and
 * the fragment after a delay (the orientation button, spec §9: 100 ms). The header offset comes
 * from `scroll-padding-top` in the stylesheet.
 */
export function ScrollOnNavigate() {
  const location = useLocation();
  const firstRender = useRef(true);

  // The location object is new on every navigation, so this runs once per navigation.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const delay = delayOf(location.state);
    if (delay !== null && location.hash) {
      window.scrollTo({ top: 0, behavior: "instant" });
      const timer = setTimeout(() => scrollToFragment(location.hash), delay);
      return () => clearTimeout(timer);
    }
    if (!scrollToFragment(location.hash)) window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [location]);

  return null;
}
