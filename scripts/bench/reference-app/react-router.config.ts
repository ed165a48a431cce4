import type { Config } from "@react-router/dev/config";

// The reference page's build: rendered on the server and prerendered, as the site's pages are.
// It goes into the project's .bench/ (not committed); `npm run bench` builds and serves it.

export default {
  ssr: true,
  prerender: ["/"],
  buildDirectory: "../../../.bench/reference-build",
} satisfies Config;
