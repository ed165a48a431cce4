import { existsSync, readFileSync, writeFileSync } from "node:fs";

// BENCHMARKS.md is written by `npm run bench`, which keeps the sections it does not write
// itself (keepOtherSections); the scripts that measure one part alone replace that part's
// section (from its heading to the next "## "), or add it at the end.

/**
 * The file's "## " sections, each from its heading (with the `<!-- name:start -->` line a script
 * puts right before it) to the next.
 */
function sectionsOf(text: string): { heading: string; body: string }[] {
  const starts = [...text.matchAll(/^(?:<!-- [\w-]+:start -->\n)?(## .*)$/gm)];
  return starts.map((match, index) => ({
    heading: match[1] ?? "",
    body: text.slice(match.index, starts[index + 1]?.index ?? text.length).trimEnd(),
  }));
}

/**
 * `next`, the bench's own sections, followed by every section of `previous` that `next` does not
 * have (the other scripts' figures), in their order.
 */
export function keepOtherSections(previous: string, next: string): string {
  // A heading is known by what comes before its first comma: "## Lighthouse (mobile), medians
  // of 3 interleaved rounds" is the same section as "…, medians of 2 …".
  const key = (heading: string) => heading.split(",")[0];
  const written = new Set(sectionsOf(next).map((section) => key(section.heading)));
  const kept = sectionsOf(previous).filter((section) => !written.has(key(section.heading)));
  if (kept.length === 0) return next;
  return `${next.trimEnd()}\n\n${kept.map((section) => section.body).join("\n\n")}\n`;
}

export function writeSection(file: string, heading: string, section: string): void {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const start = text.indexOf(`${heading}\n`);
  if (start === -1) {
    writeFileSync(file, `${text.trimEnd()}\n\n${section.trimEnd()}\n`);
    return;
  }
  const next = text.indexOf("\n## ", start + heading.length);
  const rest = next === -1 ? "" : `\n${text.slice(next + 1)}`;
  writeFileSync(file, `${text.slice(0, start)}${section.trimEnd()}\n${rest}`);
}

/**
 * Puts `section` (which starts with `<!-- name:start -->` and ends with `<!-- name:end -->`)
 * into the file in place of an earlier one between the same markers, or at the end.
 */
export function writeMarkedSection(file: string, name: string, section: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
