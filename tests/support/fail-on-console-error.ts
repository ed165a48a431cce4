import { format } from "node:util";
import { afterEach, beforeEach } from "vitest";

// Any console.error during a test fails it: logged errors (React warnings, caught-and-logged
// failures) are bugs that would otherwise pass silently. The message is still printed.

let logged: string[] = [];
let original: typeof console.error | undefined;

beforeEach(() => {
  logged = [];
  const previous = console.error;
  original = previous;
  console.error = (...args: unknown[]) => {
    logged.push(format(...args));
    previous(...args);
  };
});

afterEach(() => {
  if (original) console.error = original;
  original = undefined;
  if (logged.length > 0) {
    throw new Error(`console.error was called during this test:\n${logged.join("\n")}`);
  }
});
