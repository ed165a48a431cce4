import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { lateStylesheet } from "./app/lib/stylesheet-rules.ts";
import { pageDates, pageDatesPlugin } from "./scripts/page-dates.ts";
import { precompressPlugin } from "./scripts/precompress.ts";

// Each page's last change, for the sitemap (scripts/page-dates.ts).
const datesOfPages = async () => {
  const { default: routes } = await import("./app/routes.ts");
  const { sitePages } = await import("./app/site-pages.ts");
  return pageDates(
    import.meta.dirname,
    routes,
    sitePages.map((page) => page.path),
  );
};

/**
 * The stylesheet the app links once it has started (`app.css?url`, lib/site-styles.ts) leaves
 * out what every page carries inline (lib/stylesheet-rules.ts, decision 033). Runs on the
 * compiled CSS before it is hashed and written, so its file name follows what it holds; the
 * inline stylesheet (`app.css?inline`) stays whole.
 */
function lateStylesheetPlugin(): Plugin {
  return {
    name: "studio:late-stylesheet",
    apply: "build",
    transform: {
      filter: { id: /[\\/]app[\\/]app\.css\?(?:.*&)?transform-only\b/ },
      handler: (code) => ({ code: lateStylesheet(code), map: null }),
    },
  };
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    lateStylesheetPlugin(),
    pageDatesPlugin(datesOfPages),
    precompressPlugin(),
  ],
  // Only the end-to-end tests' build can have its clock set (app/infra/clock.server.ts).
  define: { __STUDIO_TEST_BUILD__: JSON.stringify(process.env.STUDIO_TEST_BUILD === "1") },
  // Pictures stay files, however small, so each is cached once rather than copied into pages.
  build: {
    assetsInlineLimit: (file) => (/\.(avif|webp|svg)$/.test(file) ? false : undefined),
    // Few, larger shared chunks instead of many small ones: each request costs a round trip on
    // a slow connection, and HTTP/1.1 allows six at a time.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            {
              // What every page uses: the layout, the basic controls and icons (each a name in
              // the sprite), the section, card and card grid primitives, the start-up's idle
              // work, the form answer's shape, the site's own facts. A module of a few
              // hundred bytes costs more as a file of its own (a request, its imports, a
              // compression of its own) than inside this one. Page sections, page content, dates and video
              // stay with the pages that use them, so the landing page never loads the karate
              // pages' code. The staff area's frame is in components/admin/, out of this group,
              // so no public page loads staff code (the bench and staff-access.spec.ts check).
              name: "shared",
              test: /node_modules[\\/](clsx|class-variance-authority|tailwind-merge)[\\/]|[\\/]app[\\/](components[\\/]layout[\\/]|components[\\/]ui[\\/](button|input|label|reveal|icons|honeypot|badge|external-link|json-ld|section|static|card|card-grid)\.tsx|components[\\/]sections[\\/]page-hero\.tsx|lib[\\/](cn|meta|motion|nonce|use-hydrated|newsletter-form|honeypot|form-reply|form-result|idle|sections)\.tsx?|content[\\/](studio|site|navigation|newsletter|provider)\.ts)/,
              minShareCount: 2,
              priority: 1,
            },
            {
              // Parts always loaded together, as one file each rather than several small ones:
              // the provider's widget with its script loader, and the newsletter section with
              // its form.
              name: "provider-widget",
              test: /[\\/]app[\\/]components[\\/]embeds[\\/](provider-widget|add-script)\.tsx?$/,
              priority: 1,
            },
            {
              name: "newsletter-section",
              test: /[\\/]app[\\/]components[\\/]sections[\\/]newsletter-(section|form)\.tsx$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
});
