import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { prerenderedFiles, prerenderedPaths, sideOfPath, sitePages } from "~/site-pages";

// app/routes.ts and app/site-pages.ts both list the public pages; this keeps them in step, so
// every page is prerendered or rendered as declared, scanned by axe and measured by the bench.

function routePathsFromRoutesFile(): string[] {
  const source = readFileSync("app/routes.ts", "utf8");
  const paths = [...source.matchAll(/route\("([^"]+)"/g)]
    .map((match) => match[1] ?? "")
    // Not pages: the catch-all, the test-only route and the endpoints forms post to.
    .filter((path) => path !== "*" && !path.startsWith("__test") && !path.startsWith("api/"))
    .map((path) => `/${path}`)
    .filter((path) => !prerenderedFiles.includes(path));
  return source.includes("index(") ? ["/", ...paths] : paths;
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
