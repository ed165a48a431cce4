import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";

// Outside the end-to-end tests' build the clock is the real one and nothing can set it: not a
// call, and not the file a test build reads (app/infra/clock.server.ts).

const dataDir = mkdtempSync(path.join(os.tmpdir(), "studio-clock-"));

beforeAll(() => {
  vi.stubEnv("DATA_DIR", dataDir);
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a build that is not the tests' keeps real time, whatever is written where a test build looks", async () => {
  const { now, setClock } = await import("~/infra/clock.server");
  writeFileSync(path.join(dataDir, "test-clock"), "2030-01-01T00:00:00.000Z");
  const before = Date.now();
  const read = now().getTime();
  expect(read).toBeGreaterThanOrEqual(before);
  expect(read).toBeLessThan(before + 5_000);
  expect(() => setClock(new Date("2030-01-01T00:00:00Z"))).toThrow(/only in a test build/);
});
