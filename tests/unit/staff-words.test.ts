import { expect, test } from "vitest";

// The staff area says one thing one way: "two-step sign-in", never "two-factor" or "2FA"; and
// in plain words, never "Kept here only". Every string of its content modules is read, with
// each of its phrases made up with sample values.

const modules = import.meta.glob<Record<string, unknown>>("../../app/content/admin/*.ts", {
  eager: true,
});

function stringsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object" || seen.has(value)) {
    if (typeof value !== "function") return [];
  }
  if (typeof value === "function") {
    try {
      return stringsIn((value as (...args: unknown[]) => unknown)("Alex", "karate", 3), seen);
    } catch {
      return [];
    }
  }
  seen.add(value);
  return Object.values(value as object).flatMap((each) => stringsIn(each, seen));
}

test("the staff area's words name two-step sign-in one way, and in plain words", () => {
  const words = Object.values(modules).flatMap((module) => stringsIn(module));
  expect(words.length).toBeGreaterThan(300);
  expect(words.filter((text) => /two[- ]factor|\b2fa\b/i.test(text))).toEqual([]);
  expect(words.filter((text) => /kept here only/i.test(text))).toEqual([]);
});
