import { useEffect, useRef } from "react";
import type * as React from "react";
import { revealTiming } from "~/lib/motion";

type RevealProps = React.ComponentProps<"div"> & {
  /** Where the element comes from: below (fade up), or the left or right side. */
  from?: "up" | "left" | "right";
  /** Position in a group; each step waits 150 ms longer (spec §9). */
  step?: number;
  threshold?: number;
};

/**
 * Fades or slides its content in once, when enough of it scrolls into view. Elements already on
 * screen when the page loads stay as they are; without JavaScript or with reduced motion
 * nothing is hidden. Only opacity and translate change, so nothing shifts the layout.
 */
export function Reveal({
  from = "up",
  step = 0,
  threshold = revealTiming.threshold,
  style,
  ...props
}: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.revealState = "waiting";
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          element.dataset.revealState = "shown";
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);

  const delay = { "--reveal-delay": `${step * revealTiming.staggerMs}ms` } as React.CSSProperties;
  return <div ref={ref} data-reveal={from} style={{ ...delay, ...style }} {...props} />;
}
