import { checkSync } from "recheck";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { allControls, controlsKeepingLines } from "~/lib/form-text";
import { patterns } from "~/lib/patterns";

// No pattern the server checks input with may take more than linear time in its input
// (QUALITY.md: "no regular expression with catastrophic backtracking").

const checked: Record<string, RegExp> = {
  ...patterns,
  // zod's own pattern behind z.email(), which the forms use for addresses.
  zodEmail: z.regexes.email,
  // The cleaning patterns every text goes through first.
  controlsKeepingLines,
  allControls,
};

describe("every validation pattern is safe from catastrophic backtracking", () => {
  for (const [name, pattern] of Object.entries(checked)) {
    test(name, () => {
      const diagnostics = checkSync(pattern.source, pattern.flags.replace("g", ""));
      expect(diagnostics.status, JSON.stringify(diagnostics)).toBe("safe");
    });
  }
});
