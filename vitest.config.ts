import { defineConfig } from "vitest/config";

// Unit and integration tests. tests/e2e belongs to Playwright and is deliberately left out.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "tests/unit/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.{ts,tsx}",
    ],
    environment: "node",
    // The app's JSON logs would bury the test report; tests assert on what was stored instead.
    env: { LOG_LEVEL: "silent" },
    // Starts one throwaway PostgreSQL cluster for the whole run (see tests/support/postgres.ts).
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/fail-on-console-error.ts"],
    // Staff tests hash several passwords each (scrypt, on purpose slow): on a busy two-core
    // machine one can pass five seconds.
    testTimeout: 20_000,
  },
});
