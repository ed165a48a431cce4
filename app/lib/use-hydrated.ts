import { startTransition, useEffect, useState } from "react";

/** Set by the first component to run its effects: from then on, components mount hydrated. */
let tookOver = false;

/**
 * False while the server renders and during hydration, true once the browser has taken over.
 * The switch is a transition: rendered in slices after the page has been taken over, not in the
 * same task as every effect of the first render (where it cost a synchronous render of the
 * whole tree down to each component that asked). A component mounted later starts true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(tookOver);
  useEffect(() => {
    tookOver = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
