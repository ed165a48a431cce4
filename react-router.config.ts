import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/site-pages.ts";

// The end-to-end suite builds a separate copy with one extra route that fails on purpose, so the
// error screen is tested in a real production build without shipping that route to visitors.
const forTests = process.env.STUDIO_TEST_BUILD === "1";

export default {
  ssr: true,
  // E2E_BUILD_DIR lets two copies of the suite run side by side without sharing a build.
  buildDirectory: forTests ? (process.env.E2E_BUILD_DIR ?? "build-test") : "build",
  prerender: { paths: prerenderedPaths(), concurrency: 4 },
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
