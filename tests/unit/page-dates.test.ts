import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { sitePages } from "~/site-pages";
import { lastChanged, pageSources, routeFiles } from "../../scripts/page-dates";

// The sitemap's dates for the pages' words (scripts/page-dates.ts): which files a page's words
// come from, and when those last changed in the repository's history.

const root = path.resolve(import.meta.dirname, "../..");

describe("the files a page's words come from", () => {
  it("every public page has its route module", () => {
    const files = routeFiles(routes);
    for (const { path: pagePath } of sitePages) expect(files.get(pagePath), pagePath).toBeTruthy();
    expect(files.get("/")).toBe("routes/home.tsx");
    expect(files.get("/yoga/store")).toBe("routes/yoga/store.tsx");
    expect(files.get("/admin/login")).toBe("routes/admin/login.tsx");
  });

  it("are the route module and the content modules it reads, through other modules too", () => {
    const store = pageSources(root, "app/routes/yoga/store.tsx");
    expect(store).toContain("app/routes/yoga/store.tsx");
    expect(store).toContain("app/content/yoga-passes.ts");
    // The prices are data now (staff keep them): the page reads them from the database.
    expect(store).not.toContain("app/content/prices.ts");
    // The schedule is data now: the page reads it from the database, not from content.
    expect(store).not.toContain("app/content/schedule.ts");
    // Components, helpers and styles are not words.
    expect(store.filter((file) => !file.startsWith("app/content/"))).toEqual([
      "app/routes/yoga/store.tsx",
    ]);
    // The resources page's FAQ is read by a section component, not the route.
    expect(pageSources(root, "app/routes/karate/resources.tsx")).toContain(
      "app/content/resources.ts",
    );
    expect(pageSources(root, "app/routes/yoga/store.tsx")).not.toContain(
      "app/content/yoga-courses.ts",
    );
    // Server modules read data, not words: the staff area's words reached through the events
    // service are not /events' words.
    const events = pageSources(root, "app/routes/karate/events.tsx");
    expect(events).toContain("app/content/events.ts");
    expect(events).not.toContain("app/content/admin.ts");
  });
});

describe("when they last changed", () => {
  const repo = mkdtempSync(path.join(tmpdir(), "page-dates-"));
  const git = (args: string[], date = "2025-01-01T12:00:00Z", cwd = repo) =>
    execFileSync("git", ["-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null", ...args], {
      cwd,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      stdio: "ignore",
    });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it("is the newest commit to any of them, or now while one has changes not committed", () => {
    git(["init", "-q"]);
    git(["config", "user.email", "studio@example.com"]);
    git(["config", "user.name", "Studio"]);
    writeFileSync(path.join(repo, "a.ts"), "export const a = 1;\n");
    git(["add", "a.ts"]);
    git(["commit", "-q", "-m", "a"], "2025-03-04T05:06:07Z");
    writeFileSync(path.join(repo, "b.ts"), "export const b = 1;\n");
    git(["add", "b.ts"]);
    git(["commit", "-q", "-m", "b"], "2025-09-10T11:12:13Z");

    expect(lastChanged(repo, ["a.ts"])).toBe("2025-03-04T05:06:07.000Z");
    expect(lastChanged(repo, ["a.ts", "b.ts"])).toBe("2025-09-10T11:12:13.000Z");

    const now = new Date("2026-01-02T03:04:05Z");
    writeFileSync(path.join(repo, "a.ts"), "export const a = 2;\n");
    expect(lastChanged(repo, ["a.ts"], now)).toBe(now.toISOString());
    expect(lastChanged(repo, ["b.ts"], now)).toBe("2025-09-10T11:12:13.000Z");
  });

  it("is unknown with only the last commit of the history (a shallow clone)", () => {
    const shallow = mkdtempSync(path.join(tmpdir(), "page-dates-shallow-"));
    try {
      git(["clone", "-q", "--depth", "1", `file://${repo}`, shallow], undefined, tmpdir());
      expect(lastChanged(shallow, ["a.ts"])).toBeUndefined();
    } finally {
      rmSync(shallow, { recursive: true, force: true });
    }
  });

  it("is unknown without the repository's history", () => {
    const bare = mkdtempSync(path.join(tmpdir(), "page-dates-none-"));
    writeFileSync(path.join(bare, "a.ts"), "export const a = 1;\n");
    try {
      expect(lastChanged(bare, ["a.ts"])).toBeUndefined();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
