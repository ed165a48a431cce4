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
 * Renders the answer kept under `name` and prepares it to send, keeping the making there with
 * `extra` beside it; returns the making. A making that fails, in its rendering or its
 * preparation, or renders nothing, is dropped once it ends (unless another has taken its place
 * meanwhile).
 */
export function keepMaking<Rendered, Extra extends object>(
  kept: Map<string, Kept & Extra>,
  name: string,
  {
    render,
    prepare,
  }: {
    render: () => Promise<Rendered | undefined>;
    prepare: (rendered: Rendered) => PrerenderedPage;
  },
  extra: Extra,
): Kept["answer"] {
  const answer = render()
    .then((rendered) => (rendered === undefined ? undefined : prepare(rendered)))
    .catch(() => undefined);
  const entry: Kept & Extra = { ...extra, answer };
  kept.set(name, entry);
  void answer.then((made) => {
    if (made !== undefined) entry.made = made;
    else if (kept.get(name) === entry) kept.delete(name);
  });
  return answer;
}
