// Lists what the studio must supply or confirm before launch: every fictional placeholder
// (`@placeholder`) and every piece of copy written in place of the studio's own words
// (`@draft-copy`) in the content modules, with file and line.
// Usage: npm run content:placeholders [-- --json]

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type PlaceholderEntry = {
  kind: "placeholder" | "draft-copy";
  file: string;
  line: number;
  note: string;
  value: string;
};

const MARKER = /\/\/\s*@(placeholder|draft-copy):\s*(.*)$/;

export function findPlaceholders(root: string, dir = "app/content"): PlaceholderEntry[] {
  const entries: PlaceholderEntry[] = [];
  const files = readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
  for (const file of files) {
    const relative = path.join(dir, file);
    const lines = readFileSync(path.join(root, relative), "utf8").split("\n");
    lines.forEach((text, index) => {
      const match = MARKER.exec(text);
      if (!match?.[1] || match[2] === undefined) return;
      // The value follows the marker, on one line or (for long copy) a few, up to its comma.
      const valueLines: string[] = [];
      for (const next of lines.slice(index + 1, index + 6)) {
        if (next.trim().startsWith("//")) continue;
        valueLines.push(next.trim());
        if (/[,;{[]$/.test(next.trim())) break;
      }
      const valueLine = valueLines.join(" ");
      entries.push({
        kind: match[1] === "placeholder" ? "placeholder" : "draft-copy",
        file: relative,
        line: index + 2,
        note: match[2].trim(),
        value: valueLine.trim().replace(/,$/, ""),
      });
    });
  }
  return entries;
}

function main() {
  const entries = findPlaceholders(process.cwd());
  if (process.argv.includes("--json")) {
    process.stdout.write(`${JSON.stringify(entries, null, 2)}\n`);
    return;
  }
  const groups = [
    ["placeholder", "Fictional placeholders to replace with the studio's real details"],
    ["draft-copy", "Copy written from the spec's facts, for the studio to confirm or rewrite"],
  ] as const;
  for (const [kind, heading] of groups) {
    const rows = entries.filter((entry) => entry.kind === kind);
    process.stdout.write(`\n${heading} (${rows.length}):\n`);
    for (const row of rows) {
      process.stdout.write(`  ${row.file}:${row.line}  ${row.note}\n      ${row.value}\n`);
    }
  }
  process.stdout.write(`\n${entries.length} items in all.\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
