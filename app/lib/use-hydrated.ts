import { startTransition, useEffect, useState } from "react";
import { siteStylesReady } from "~/lib/site-styles";

/** Set once the browser has taken over and the whole stylesheet is in: from then on, components mount hydrated. */
let tookOver = false;

/**
 * False while the server renders and during hydration, true once the browser has taken over.
 * The switch is a transition: rendered in slices after the page has been taken over, not in the
 * same task as every effect of the first render (where it cost a synchronous render of the
 * whole tree down to each component that asked). It waits for the site's whole stylesheet
 * (lib/site-styles.ts), so that what a component draws only once hydrated is never unstyled.
 * A component mounted later starts true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(tookOver);
  useEffect(() => {
    if (hydrated) return;
    let current = true;
    void siteStylesReady().then(() => {
      tookOver = true;
      if (current) startTransition(() => setHydrated(true));
    });
    return () => {
      current = false;
    };
  }, [hydrated]);
  return hydrated;
}
