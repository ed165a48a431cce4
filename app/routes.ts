import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// Every URL of the site, in the spec's order (§2 "Route table"), grouped by side.
// Public pages are also listed in app/site-pages.ts, which a test keeps in step with this file.

const testOnly =
  process.env.STUDIO_TEST_BUILD === "1" ? [route("__test/fault", "routes/testing/fault.tsx")] : [];

export default [
  index("routes/home.tsx"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  layout("routes/site-layout.tsx", [
    // Shared
    route("newsletter", "routes/newsletter.tsx"),
    ...testOnly,
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
