import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "./env.server";

// The one clock that decides what is current: which season is live, which changes are upcoming,
// whether a scheduled publish has passed. Everything that asks "what is now?" for those asks here.
//
// In a build made for the end-to-end tests (STUDIO_TEST_BUILD=1, compiled in as
// __STUDIO_TEST_BUILD__) the tests can set it, through a file in DATA_DIR so that every process
// on that directory reads the same time. In any other build the constant is false, the bundler
// drops the branch, and nothing can set the clock: there is no file read and no route for it.

// Outside a build (a script run by tsx) the constant is not defined at all: not a test build.
const testBuild = typeof __STUDIO_TEST_BUILD__ !== "undefined" && __STUDIO_TEST_BUILD__;

const clockFile = () => path.resolve(env.DATA_DIR, "test-clock");

/** The time the tests set, if this is a test build and they set one. */
function setTime(): Date | undefined {
  if (!testBuild) return undefined;
  let text: string;
  try {
    text = readFileSync(clockFile(), "utf8").trim();
  } catch {
    return undefined;
  }
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time);
}

export function now(): Date {
  return setTime() ?? new Date();
}

/** Test builds only: from now on the clock reads `time`; undefined puts it back to real time. */
export function setClock(time: Date | undefined): void {
  if (!testBuild) throw new Error("The clock can be set only in a test build");
  if (time === undefined) rmSync(clockFile(), { force: true });
  else writeFileSync(clockFile(), time.toISOString());
}
