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
 *
 * The element carries everything the script needs (data-reveal, data-reveal-threshold), so a
 * reveal inside a static section (ui/static.tsx), whose effects never run, is found in the page
 * by watchReveals() instead.
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
    if (!element) return;
    watchReveals([element]);
    return () => unwatch(element);
  }, []);

  const delay = { "--reveal-delay": `${step * revealTiming.staggerMs}ms` } as React.CSSProperties;
  return (
    <div
      ref={ref}
      data-reveal={from}
      data-reveal-threshold={threshold === revealTiming.threshold ? undefined : threshold}
      style={{ ...delay, ...style }}
      {...props}
    />
  );
}

const watched = new WeakSet<Element>();
const observers = new Map<number, IntersectionObserver>();
/** Elements still waiting, each with its observer. */
const waiting = new Map<HTMLElement, IntersectionObserver>();

function unwatch(element: HTMLElement): void {
  firstLook?.unobserve(element);
  waiting.get(element)?.unobserve(element);
  waiting.delete(element);
}

function observerFor(threshold: number): IntersectionObserver {
  let observer = observers.get(threshold);
  if (!observer) {
    observer = new IntersectionObserver(
      (entries, self) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
          entry.target.dataset.revealState = "shown";
          self.unobserve(entry.target);
          waiting.delete(entry.target);
        }
      },
      { threshold },
    );
    observers.set(threshold, observer);
  }
  return observer;
}

/**
 * The first look at each new reveal: where it is when the page loads. Read from the observer's
 * first report, computed with the browser's next frame, rather than asked of the element at once
 * (which lays the page out there and then, sections the browser had skipped included: most of
 * the cost of taking over a long page on a phone). A reveal off screen and not above it waits.
 */
let firstLook: IntersectionObserver | undefined;

function lookFirst(): IntersectionObserver {
  firstLook ??= new IntersectionObserver((entries, self) => {
    for (const entry of entries) {
      self.unobserve(entry.target);
      if (!(entry.target instanceof HTMLElement) || !entry.target.isConnected) continue;
      const above = entry.boundingClientRect.height > 0 && entry.boundingClientRect.bottom <= 0;
      if (entry.isIntersecting || above) continue;
      const element = entry.target;
      element.dataset.revealState = "waiting";
      const observer = observerFor(
        Number(element.dataset.revealThreshold ?? revealTiming.threshold),
      );
      observer.observe(element);
      waiting.set(element, observer);
    }
  });
  return firstLook;
}

/**
 * Sets the reveals among `elements` (by default every one in the page) that start below the
 * fold waiting, each once. Reveals that have left the page since are let go.
 */
export function watchReveals(
  elements: Iterable<HTMLElement> = document.querySelectorAll<HTMLElement>("[data-reveal]"),
): void {
  if (typeof IntersectionObserver === "undefined") return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  for (const element of waiting.keys()) if (!element.isConnected) unwatch(element);
  for (const element of elements) {
    if (watched.has(element)) continue;
    watched.add(element);
    lookFirst().observe(element);
  }
}
