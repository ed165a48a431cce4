import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Pictures stay files, however small, so each is cached once rather than copied into pages.
  build: { assetsInlineLimit: (file) => (/\.(avif|webp)$/.test(file) ? false : undefined) },
  resolve: { tsconfigPaths: true },
});
