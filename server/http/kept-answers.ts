import type { PrerenderedPage } from "./prerendered-pages.ts";

// An answer the server makes once and then sends from memory (a data page while its data holds,
// the route manifest's answer to an address): the requests that arrive while it is being made
// wait for that one making rather than start their own, and an answer that could not be made is
// not kept, so the next request tries again.

export type Kept = {
  /** The making, which every request that arrives meanwhile waits for. */
  answer: Promise<PrerenderedPage | undefined>;
  /** The answer once made. */
  made?: PrerenderedPage;
};

/**
 * Starts making the answer kept under `name` and keeps the making there, with what `entryOf`
 * adds to it; returns the making. A making that fails, or gives nothing, is dropped once it ends
 * (unless another has taken its place meanwhile).
 */
export function keepMaking<Entry extends Kept>(
  kept: Map<string, Entry>,
  name: string,
  make: () => Promise<PrerenderedPage | undefined>,
  entryOf: (answer: Kept["answer"]) => Entry,
): Kept["answer"] {
  const answer = make().catch(() => undefined);
  const entry = entryOf(answer);
  kept.set(name, entry);
  void answer.then((made) => {
    if (made !== undefined) entry.made = made;
    else if (kept.get(name) === entry) kept.delete(name);
  });
  return answer;
}
