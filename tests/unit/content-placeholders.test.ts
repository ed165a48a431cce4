import { describe, expect, it } from "vitest";
import { findPlaceholders } from "../../scripts/content-placeholders";
import { studio } from "~/content/studio";

describe("content placeholders", () => {
  const entries = findPlaceholders(process.cwd());

  it("lists each fictional studio detail with its file, line and value", () => {
    const placeholders = entries.filter((entry) => entry.kind === "placeholder");
    for (const value of [studio.phone.display, studio.email, studio.address.street]) {
      const entry = placeholders.find((item) => item.value.includes(value));
      expect(entry, value).toMatchObject({ file: "app/content/studio.ts" });
      expect(entry?.line).toBeGreaterThan(0);
    }
  });

  it("lists copy written in place of the studio's words", () => {
    expect(
      entries.some(
        (entry) => entry.kind === "draft-copy" && entry.file === "app/content/landing.ts",
      ),
    ).toBe(true);
  });

  it("keeps every placeholder contact detail clearly fictional", () => {
    expect(studio.phone.display).toMatch(/555-01\d\d/);
    expect(studio.email).toMatch(/@example\.com$/);
  });
});
