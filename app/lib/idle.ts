/**
 * Runs `callback` once the browser is idle (after the page's own work), or after a moment where
 * idle callbacks are not supported. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `callback` once the page has settled: after its load event, once its main thread has gone
 * `quietMs` without a long task (where the browser reports them; elsewhere `quietMs` after the
 * load event), and then once the browser is idle. For work the visitor does not need in order to
 * use the page, which would otherwise compete with its start-up on a slow phone. Returns a
 * function that cancels it.
 */
export function whenSettled(callback: () => void, quietMs: number): () => void {
  let timer: number | undefined;
  let observer: PerformanceObserver | undefined;
  let cancelIdle: (() => void) | undefined;
  const settled = () => {
    observer?.disconnect();
    cancelIdle = whenIdle(callback);
  };
  const wait = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(settled, quietMs);
  };
  const loaded = () => {
    if (
      typeof PerformanceObserver === "function" &&
      PerformanceObserver.supportedEntryTypes?.includes("longtask")
    ) {
      observer = new PerformanceObserver(wait);
      observer.observe({ type: "longtask" });
    }
    wait();
  };
  if (document.readyState === "complete") loaded();
  else window.addEventListener("load", loaded, { once: true });
  return () => {
    window.removeEventListener("load", loaded);
    window.clearTimeout(timer);
    observer?.disconnect();
    cancelIdle?.();
  };
}
