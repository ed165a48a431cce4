import { existsSync, readFileSync, writeFileSync } from "node:fs";

// BENCHMARKS.md is written whole by `npm run bench`; the scripts that measure one part alone
// replace that part's section (from its heading to the next "## "), or add it at the end.

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
