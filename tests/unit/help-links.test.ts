import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { helpSections } from "~/content/admin/help";
import routes from "~/routes";

// Every link on the staff area's Help page, and every link the dashboard's items point to,
// opens a route that exists: an address matched against the route table in app/routes.ts.

/** Every full path pattern in the route table ("admin/inbox/:id", "" for the home page). */
function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    // An index route has its parent's path, or its own when prefix() gave it one.
    const own = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const self = entry.index || entry.path !== undefined ? [own] : [];
    return [...self, ...routePaths(entry.children ?? [], own)];
  });
}

function patternOf(path: string): RegExp {
  const parts = path
    .split("/")
    .filter(Boolean)
    .map((part) =>
      part === "*"
        ? ".+"
        : part.startsWith(":")
          ? "[^/]+"
          : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    );
  return new RegExp(`^/${parts.join("/")}$`);
}

// The catch-all not-found page matches everything; a link must match a route of its own.
const patterns = routePaths(routes)
  .filter((path) => path !== "*")
  .map(patternOf);

function exists(address: string): boolean {
  const path = new URL(address, "http://studio.test").pathname;
  return patterns.some((pattern) => pattern.test(path));
}

describe("the Help page's links", () => {
  const links = helpSections({ linkHours: 24 }).flatMap((section) =>
    section.paragraphs.flat().flatMap((part) => (typeof part === "string" ? [] : [part.to])),
  );

  it("has links to follow", () => {
    expect(links.length).toBeGreaterThan(10);
  });

  it.each(links)("%s is a route of the site", (to) => {
    expect(exists(to)).toBe(true);
  });

  it("tells a route from an address that is none", () => {
    expect(exists("/admin/help#messages")).toBe(true);
    expect(exists("/admin/inbox/12")).toBe(true);
    expect(exists("/admin/no-such-page")).toBe(false);
  });
});
