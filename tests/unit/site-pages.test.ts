import routes from "~/routes";
import { routeFiles } from "../../scripts/page-dates";
import { describe, expect, it } from "vitest";
import {
  calendarFeedPaths,
  prerenderedFiles,
  prerenderedPaths,
  sideOfPath,
  sitePages,
} from "~/site-pages";

// app/routes.ts and app/site-pages.ts both list the public pages; this keeps them in step, so
// every page is prerendered or rendered as declared, scanned by axe and measured by the bench.

function routePathsFromRoutesFile(): string[] {
  return (
    [...routeFiles(routes).keys()]
      // Not public pages: the catch-all, the test-only route, the endpoints forms post to, the
      // resource library's file downloads, the calendar feeds, the staff area and the sitemap.
      .filter(
        (path) =>
          path !== "/*" &&
          !path.startsWith("/__test") &&
          !path.startsWith("/api/") &&
          !path.startsWith("/resources/files/") &&
          !path.startsWith("/admin") &&
          path !== "/sitemap.xml" &&
          !calendarFeedPaths.includes(path),
      )
      .filter((path) => !prerenderedFiles.includes(path))
  );
}

describe("site pages", () => {
  it("lists exactly the public routes of app/routes.ts", () => {
    expect(sitePages.map((page) => page.path).toSorted()).toEqual(
      routePathsFromRoutesFile().toSorted(),
    );
  });

  it("has no duplicates", () => {
    const paths = sitePages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("prerenders only the pages marked for it", () => {
    expect(prerenderedPaths()).toEqual([
      ...sitePages.filter((page) => page.render === "prerender").map((page) => page.path),
      ...prerenderedFiles,
    ]);
  });

  it("puts everything under /yoga on the yoga side and nothing else", () => {
    expect(sideOfPath("/yoga")).toBe("yoga");
    expect(sideOfPath("/yoga/courses")).toBe("yoga");
    expect(sideOfPath("/yogafire")).toBe("karate");
    expect(sideOfPath("/karate")).toBe("karate");
    expect(sideOfPath("/")).toBe("karate");
  });
});
