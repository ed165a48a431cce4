import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { headingFontCharacters, headingFontHas, unicodeRange } from "~/lib/heading-font";
import { headingFontFile, renderHeadingFont } from "../../scripts/generate-fonts";

describe("the headings' typeface", () => {
  it("is the cut `npm run fonts` makes from the ranges, and small enough for one round trip", async () => {
    const committed = readFileSync(headingFontFile);
    expect(Buffer.compare(committed, await renderHeadingFont())).toBe(0);
    // A new connection's first round trip carries ten segments of 1,460 bytes.
    expect(committed.length).toBeLessThan(14_600);
  });

  it("declares exactly the ranges it holds", () => {
    expect(unicodeRange()).toBe(
      "U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122",
    );
    const characters = headingFontCharacters();
    expect(characters).toContain("A");
    expect(characters).toContain("é");
    expect(characters).toContain("“");
    expect([...characters].every(headingFontHas)).toBe(true);
    expect(headingFontHas("→")).toBe(false);
    expect(headingFontHas("空")).toBe(false);
  });
});
