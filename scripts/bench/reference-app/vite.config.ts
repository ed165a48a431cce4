import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Vite's defaults (no chunk groups, no Tailwind): nothing of the site's own build set-up.
// `~` is the project's app/, so the entry re-exported in app/entry.server.tsx builds with its own
// imports as it does in the site's build.

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("../../../app", import.meta.url)) } },
});
