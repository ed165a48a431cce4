import { AsyncLocalStorage } from "node:async_hooks";

// A page the server keeps while its data is unchanged (server/http/data-pages.ts) must show that
// data. Some loaders show a page without a part of it when its query fails (spec §7, §8: the
// events are only logged, the page still renders); such a rendering answers the one request it
// was made for and is not kept, or the page would go on without its events until the data or
// the date next changes.

const renders = new AsyncLocalStorage<{ shownWithoutData: boolean }>();

/**
 * Runs a rendering of a page meant to be kept, and says whether it may be: false when something
 * it called showed the page without some of its data.
 */
export async function renderToKeep<T>(
  render: () => Promise<T>,
): Promise<{ made: T; keep: boolean }> {
  const state = { shownWithoutData: false };
  const made = await renders.run(state, render);
  return { made, keep: !state.shownWithoutData };
}

/** Called where a loader shows the page without data it could not read. */
export function shownWithoutData(): void {
  const state = renders.getStore();
  if (state) state.shownWithoutData = true;
}
