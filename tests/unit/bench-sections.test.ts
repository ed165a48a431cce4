import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { keepOtherSections, writeMarkedSection } from "../../scripts/bench/sections";

describe("BENCHMARKS.md rewritten by the bench", () => {
  const previous = [
    "# Benchmarks",
    "",
    "Old introduction.",
    "",
    "## Lighthouse (mobile), medians of 3 interleaved rounds",
    "",
    "old table",
    "",
    "<!-- data-layer:start -->",
    "## Data layer under faults",
    "",
    "old faults",
    "<!-- data-layer:end -->",
    "",
    "## HTML per page",
    "",
    "sizes",
    "",
    "<!-- scale:start -->",
    "## Scale",
    "",
    "scale figures",
    "<!-- scale:end -->",
    "",
  ].join("\n");
  const next =
    "# Benchmarks\n\nNew introduction.\n\n## Lighthouse (mobile), medians of 2 interleaved rounds\n\nnew table\n";

  it("keeps the other scripts' sections, with their markers, after its own", () => {
    const written = keepOtherSections(previous, next);
    expect(written.startsWith(next.trimEnd())).toBe(true);
    expect(written).not.toContain("old table");
    expect(written).toContain(
      "<!-- data-layer:start -->\n## Data layer under faults\n\nold faults\n<!-- data-layer:end -->",
    );
    expect(written).toContain("## HTML per page\n\nsizes");
    expect(written).toContain(
      "<!-- scale:start -->\n## Scale\n\nscale figures\n<!-- scale:end -->",
    );
    expect(written.match(/## Lighthouse/g)).toHaveLength(1);
  });

  it("writes only its own when there was nothing else", () => {
    expect(keepOtherSections("", next)).toBe(next);
  });
});

describe("a section between its markers", () => {
  it("replaces the one written before, or goes at the end", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "bench-")), "BENCHMARKS.md");
    writeFileSync(
      file,
      "# Benchmarks\n\n<!-- scale:start -->\nold\n<!-- scale:end -->\n\n## After\n",
    );
    writeMarkedSection(file, "scale", "<!-- scale:start -->\nnew\n<!-- scale:end -->");
    expect(readFileSync(file, "utf8")).toBe(
      "# Benchmarks\n\n<!-- scale:start -->\nnew\n<!-- scale:end -->\n\n## After\n",
    );
    writeMarkedSection(file, "backup", "<!-- backup:start -->\nb\n<!-- backup:end -->");
    expect(
      readFileSync(file, "utf8").endsWith(
        "## After\n\n<!-- backup:start -->\nb\n<!-- backup:end -->\n",
      ),
    ).toBe(true);
  });
});
