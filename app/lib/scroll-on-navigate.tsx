import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { scrollBehavior } from "./motion";

/**
 * On every navigation after the first page load: scroll to the element named by the URL
 * fragment if there is one, otherwise to the top (spec §2). The header offset comes from
 * `scroll-padding-top` in the stylesheet.
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
    const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : "";
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    else window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [location]);

  return null;
}
