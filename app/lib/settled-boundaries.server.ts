// React Router sends a page's loader data as scripts inside Suspense boundaries that React
// writes out of order: a placeholder where the data belongs, the data at the end of the body in
// a hidden element, and React's streaming runtime (1.3 KB of inline script, plus a frame
// callback) to move it into place and reveal it on a later frame. The response here is sent only
// once it is complete, so every boundary has finished by then: each is written in place, as
// React's runtime would have left it, and the runtime is dropped. On the landing page that is
// 0.6 KB of compressed HTML, enough to bring the document under the 14.6 KB a new connection
// carries in its first round trip, and three script hashes fewer in the policy header.
//
// Only boundaries of that shape (scripts and boundaries of scripts) are settled; a document with
// anything else React writes out of order (a boundary with markup, a boundary that failed) is
// left exactly as it was.

const PLACEHOLDER = (id: string) => `<!--$?--><template id="${id}"></template><!--/$-->`;

const SCRIPT = String.raw`<script\b[^>]*>[^<]*<\/script>`;
/** A boundary inside it: pending (a placeholder), or finished (its markers). */
const NESTED = String.raw`<!--\$\?--><template id="B:\d+"><\/template><!--\/\$-->|<!--\/?\$-->`;
/** A finished segment, then the script that moves it (the first one also defines the runtime). */
const SEGMENT = new RegExp(
  String.raw`<div hidden id="(S:\d+)">((?:${SCRIPT}|${NESTED})*)<\/div>` +
    String.raw`<script\b[^>]*>(?:\$RB=\[\];[\s\S]*?)?\$RC\("(B:\d+)","\1"\)<\/script>`,
  "g",
);
const REVEAL_CLOCK =
  /<script\b[^>]*\bid="_R_"[^>]*>requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/;
/** What is left if anything was not settled. */
const OUT_OF_ORDER = /<template id="B:|\$R[A-Z]\(|<div hidden id="S:/;

export function settleBoundaries(html: string): string {
  const segments = [...html.matchAll(SEGMENT)];
  if (segments.length === 0) return html;
  let settled = html;
  for (const [segment] of segments) settled = settled.replace(segment, "");
  const pending = new Map(segments.map((match) => [match[3] ?? "", match[2] ?? ""]));
  // A segment can hold the placeholder of the next one: settle until nothing changes.
  let changed = true;
  while (changed) {
    changed = false;
    for (const [id, content] of pending) {
      const placeholder = PLACEHOLDER(id);
      if (!settled.includes(placeholder)) continue;
      settled = settled.replace(placeholder, () => `<!--$-->${content}<!--/$-->`);
      pending.delete(id);
      changed = true;
    }
  }
  settled = settled.replace(REVEAL_CLOCK, "");
  if (pending.size > 0 || OUT_OF_ORDER.test(settled) || settled.includes("$RT")) return html;
  return settled;
}
