import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
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
 * fragment if there is one, otherwise to the top (spec §2). A form's reply on the same page (the
 * router replaces the location when a form posts to the page it is on and is answered without a
 * redirect: a refused save) is not a new page: the scroll stays for the form, whose error summary
 * brings itself into view. A link may ask for the top first and
 * the fragment after a delay (the orientation button, spec §9: 100 ms). The header offset comes
 * from `scroll-padding-top` in the stylesheet.
 */
export function ScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  const previous = useRef(location);

  // The location object is new on every navigation, so this runs once per navigation.
  useEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const samePage =
      navigationType === "REPLACE" &&
      location.pathname === from.pathname &&
      location.search === from.search &&
      location.hash === "";
    if (samePage) return;
    const delay = delayOf(location.state);
    if (delay !== null && location.hash) {
      window.scrollTo({ top: 0, behavior: "instant" });
      const timer = setTimeout(() => scrollToFragment(location.hash), delay);
      return () => clearTimeout(timer);
    }
    if (!scrollToFragment(location.hash)) window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [location, navigationType]);

  return null;
}
