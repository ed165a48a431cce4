// Every public page, in one list. The prerender step, the sitemap, the accessibility scan and
// the benchmark all read it, so a page added here is built, listed, scanned and measured.
// Kept free of imports: react-router.config.ts loads it before the app is built.

/** The studio's two sides, each with its own header, palette, contact page and newsletter. */
export const sides = ["karate", "yoga"] as const;
export type Side = (typeof sides)[number];

/** Where a page belongs: one of the two sides, or a page of its own. */
export type SiteSide = "home" | Side | "chess" | "workshop";

export type SitePage = {
  path: string;
  side: SiteSide;
  /**
   * "prerender": HTML written at build time; "server": rendered per request (reads the database);
   * "data": rendered when first asked for and kept while the data it shows is unchanged
   * (server/http/data-pages.ts).
   */
  render: "prerender" | "server" | "data";
  /** What it shows from the database, besides its content: the sitemap dates it by both. */
  shows?: ChangingData[];
};

/** Data staff change in the staff area, shown on public pages. */
export type ChangingData = "events" | "resources" | "schedule" | "offerings";

export const sitePages: SitePage[] = [
  { path: "/", side: "home", render: "prerender" },
  { path: "/karate", side: "karate", render: "data", shows: ["schedule", "offerings", "events"] },
  { path: "/yoga", side: "yoga", render: "data", shows: ["schedule", "offerings"] },
  { path: "/yoga/courses", side: "yoga", render: "data", shows: ["schedule", "offerings"] },
  { path: "/yoga/camps", side: "yoga", render: "data", shows: ["offerings"] },
  { path: "/yoga/events", side: "yoga", render: "prerender" },
  { path: "/yoga/calendar", side: "yoga", render: "prerender" },
  { path: "/yoga/signup", side: "yoga", render: "prerender" },
  { path: "/yoga/login", side: "yoga", render: "prerender" },
  { path: "/yoga/auth", side: "yoga", render: "prerender" },
  { path: "/yoga/contact", side: "yoga", render: "prerender" },
  { path: "/yoga/store", side: "yoga", render: "data", shows: ["schedule", "offerings"] },
  { path: "/yoga/birthdays", side: "yoga", render: "data", shows: ["offerings"] },
  { path: "/events", side: "karate", render: "data", shows: ["events"] },
  { path: "/sword-workshop", side: "karate", render: "data", shows: ["events"] },
  { path: "/competitions", side: "karate", render: "data", shows: ["offerings"] },
  { path: "/camps", side: "karate", render: "data", shows: ["offerings"] },
  { path: "/calendar", side: "karate", render: "data", shows: ["schedule"] },
  { path: "/store", side: "karate", render: "prerender" },
  { path: "/special-events", side: "karate", render: "data", shows: ["events"] },
  { path: "/resources", side: "karate", render: "server", shows: ["resources"] },
  { path: "/about", side: "karate", render: "prerender" },
  { path: "/login", side: "karate", render: "prerender" },
  { path: "/signup", side: "karate", render: "data", shows: ["events", "schedule", "offerings"] },
  { path: "/karate-moms", side: "karate", render: "data", shows: ["events", "schedule"] },
  { path: "/auth", side: "karate", render: "prerender" },
  { path: "/contact", side: "karate", render: "prerender" },
  { path: "/chess", side: "chess", render: "prerender" },
  { path: "/newsletter", side: "home", render: "prerender" },
  { path: "/mindful-ai", side: "workshop", render: "data", shows: ["events"] },
];

/** Calendar feeds and the address that subscribes to them: for calendar applications, not pages. */
export const calendarFeedPaths = [
  "/calendar/classes.ics",
  "/calendar/closures.ics",
  "/calendar/subscribe",
  "/events.ics",
];

/** Files that are not pages but are written at build time all the same. (The sitemap is not:
 * it dates the pages that show events and documents by their last change.) */
export const prerenderedFiles = ["/robots.txt"];

export function prerenderedPaths(): string[] {
  const pages = sitePages.filter((page) => page.render === "prerender").map((page) => page.path);
  return [...pages, ...prerenderedFiles];
}

/** The header and palette a path belongs to: everything under /yoga is the yoga side. */
export function sideOfPath(pathname: string): Side {
  return pathname === "/yoga" || pathname.startsWith("/yoga/") ? "yoga" : "karate";
}

/** True for the path of a public page of the site, and only for those (no query, no fragment). */
export function isSitePagePath(path: string): boolean {
  return sitePages.some((page) => page.path === path);
}
