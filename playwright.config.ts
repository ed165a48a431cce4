import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./tests/support/chromium.ts";

// End-to-end tests drive the production build (build-test/, which adds one failing route for
// the error screen) in a real Chromium. Debian's Chromium is used where it exists, because
// Playwright cannot download its own browser here; CHROMIUM_PATH overrides the path.

const port = Number(process.env.E2E_PORT ?? 3100);
const e2eBuildDir = process.env.E2E_BUILD_DIR ?? "build-test";
const limitedPort = port + 1;
const timedPort = port + 2;
const storyPort = port + 3;
const eventsPort = port + 4;
const crawlPort = port + 5;
// Set once in the runner; workers inherit it, so every test sees the same database files.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "studio-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

// Playwright's own browser where Debian's is absent (and CHROMIUM_PATH is not set).
const executablePath = existsSync(chromiumPath()) ? chromiumPath() : undefined;

function server(listenPort: number, name: string, extraEnv: Record<string, string> = {}) {
  return {
    command: "node server/index.ts",
    url: `http://127.0.0.1:${listenPort}/healthz`,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      BUILD_DIR: e2eBuildDir,
      PORT: String(listenPort),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(dataDir, `${name}.db`)}`,
      DATA_DIR: path.join(dataDir, name),
      SITE_URL: `http://localhost:${listenPort}`,
      LOG_LEVEL: "warn",
      FORM_RATE_LIMIT: "1000",
      // Every test signs in from 127.0.0.1: only the per-account count is tested on this server.
      SIGN_IN_ADDRESS_LIMIT: "10000",
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    server(port, "main"),
    // A second server with a small allowance, to see the rate limit answer. It trusts one proxy,
    // so a test can stand for a visitor of its own with X-Forwarded-For.
    // Its sign-in address limit is small, for the sign-in burst tests, which send their own
    // X-Forwarded-For addresses.
    server(limitedPort, "limited", {
      FORM_RATE_LIMIT: "3",
      TRUST_PROXY: "1",
      SIGN_IN_ADDRESS_LIMIT: "8",
    }),
    // A third server whose clock the tests set (/__test/clock): the calendar's seasons, closures
    // and changes as they stand at a chosen minute, without moving the other servers' time.
    server(timedPort, "timed"),
    // A fourth with a clock of its own, for the owner's story of a new season from copy to
    // publish (season-story.spec.ts), which moves its clock through a summer.
    server(storyPort, "story"),
    // A fifth whose clock the event pages' tests stand before the season's events (Register,
    // Add to calendar, a deadline to come), while the main server's real clock is past them all.
    server(eventsPort, "events"),
    // A sixth whose clock the crawl for stale offers moves through the seed's season and past it,
    // and on which the owner's story of next term's courses and prices runs afterwards
    // (current-content.spec.ts).
    server(crawlPort, "crawl"),
  ],
});

export const e2e = {
  port,
  limitedPort,
  timedPort,
  storyPort,
  eventsPort,
  crawlPort,
  dataDir,
  buildDir: e2eBuildDir,
};
