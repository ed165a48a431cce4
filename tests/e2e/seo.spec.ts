import { isSitePagePath, sitePages } from "~/site-pages";
import { execFileSync } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import { eventSchema } from "~/services/events/schema";
import { createEvent, deleteEvent, updateEvent } from "~/services/events/events.server";
import { commandLine } from "~/services/staff/audit.server";
import { expect, openTestDatabase, test } from "./fixtures";
import { oneOfType, structuredDataIn } from "./structured-data";

// What search engines and link previews read, in the HTML the server sends (no script runs).

const origin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

test.describe("page metadata", () => {
  for (const { path, side } of sitePages) {
    test(`${path} has its own title, description, canonical URL, social card and breadcrumbs in its HTML`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
      expect(html).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain(`<meta property="og:image" content="${origin}/og-image.png"/>`);

      // Its place in the site, for search results: Home, the programme, the page (Google's
      // breadcrumb: positions from 1, a name and an address for each). The landing page is the
      // top of every trail and has none of its own.
      const things = structuredDataIn(html);
      // Every block is data a search engine can read, with its vocabulary named.
      for (const thing of things) expect(thing["@context"]).toBe("https://schema.org");
      if (path === "/") {
        expect(things.filter((thing) => thing["@type"] === "BreadcrumbList")).toEqual([]);
        return;
      }
      const trail = oneOfType(things, "BreadcrumbList").itemListElement as {
        "@type": string;
        position: number;
        name: string;
        item: string;
      }[];
      expect(trail.map((crumb) => crumb.position)).toEqual(trail.map((_, index) => index + 1));
      expect(trail[0]).toMatchObject({ name: "Home", item: `${origin}/` });
      expect(trail.at(-1)?.item).toBe(`${origin}${path}`);
      for (const crumb of trail) {
        expect(crumb["@type"]).toBe("ListItem");
        expect(crumb.name.length).toBeGreaterThan(2);
        expect(isSitePagePath(crumb.item.slice(origin.length))).toBe(true);
      }
      // A page of a side sits under the side's home; a side's home, and a page of its own,
      // under Home.
      const sideHome = side === "karate" || side === "yoga" ? `/${side}` : undefined;
      expect(trail.map((crumb) => crumb.item)).toEqual(
        [
          `${origin}/`,
          sideHome && path !== sideHome ? `${origin}${sideHome}` : [],
          `${origin}${path}`,
        ].flat(),
      );
    });
  }

  test("a page that is not there has no place in the site's breadcrumbs", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    const things = structuredDataIn(await response.text());
    expect(things.filter((thing) => thing["@type"] === "BreadcrumbList")).toEqual([]);
  });

  test("titles differ from page to page", async ({ request }) => {
    const titles = await Promise.all(
      sitePages.map(
        async ({ path }) =>
          /<title>([^<]*)<\/title>/.exec(await (await request.get(path)).text())?.[1],
      ),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  test("robots.txt points to the sitemap, which lists the public pages", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toContain("text/plain");
    const rules = await robots.text();
    expect(rules).toContain(`Sitemap: ${origin}/sitemap.xml`);
    // Every public page may be crawled.
    expect(rules).not.toMatch(/^Disallow: \/./m);
  });
});

/** Whether this copy has the repository's whole history, which dates the pages' words. */
const fullHistory = (() => {
  try {
    return (
      execFileSync("git", ["rev-parse", "--is-shallow-repository"], { encoding: "utf8" }).trim() ===
      "false"
    );
  } catch {
    return false;
  }
})();

/** The sitemap's pages and their dates, as a search engine reads it. */
async function sitemapDates(request: APIRequestContext): Promise<Map<string, string | undefined>> {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const entries = [
    ...(await response.text()).matchAll(
      /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g,
    ),
  ];
  return new Map(entries.map(([, loc, lastmod]) => [String(loc), lastmod]));
}

test.describe("the sitemap", () => {
  test("lists every public page, each with when it last changed, and nothing else", async ({
    request,
  }) => {
    const dates = await sitemapDates(request);
    expect([...dates.keys()]).toEqual(sitePages.map(({ path }) => `${origin}${path}`));
    for (const page of sitePages) {
      const lastmod = dates.get(`${origin}${page.path}`);
      // Built from a clone with its whole history, every page has a date; from a shallow one,
      // only those that show events or documents (the seeded events date them).
      if (!fullHistory && !page.shows) {
        expect(lastmod, page.path).toBeUndefined();
        continue;
      }
      // W3C date and time, in UTC to the second; never in the future.
      expect(lastmod, page.path).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(Date.parse(lastmod ?? "")).toBeLessThanOrEqual(Date.now());
    }
    // The staff area, the calendar feeds and the test routes are not pages to index.
    const listed = [...dates.keys()].join("\n");
    for (const left of ["/admin", ".ics", "/calendar/subscribe", "/__test", "/api/"]) {
      expect(listed).not.toContain(left);
    }
  });

  test("the pages that show events are dated by the events' last change", async ({ request }) => {
    const db = openTestDatabase();
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const input = eventSchema.parse({
      title: `Sitemap Test ${Date.now()}`,
      date: inAMonth,
      time: "10:00",
      durationMinutes: "60",
      location: "",
      registrationStatus: "soon",
      tags: "",
      registrationUrl: "",
      price: "",
    });
    const id = await createEvent(db, commandLine, input);
    try {
      // lastmod is to the second: the edit is a second or more after anything before it.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const editedAt = Math.floor(Date.now() / 1000) * 1000;
      await updateEvent(db, commandLine, id, { ...input, time: "11:00" });
      const dates = await sitemapDates(request);
      for (const path of sitePages.filter((page) => page.shows?.includes("events"))) {
        expect(
          Date.parse(dates.get(`${origin}${path.path}`) ?? ""),
          path.path,
        ).toBeGreaterThanOrEqual(editedAt);
      }
      // A page that shows no events keeps the date of its own words.
      const about = dates.get(`${origin}/about`);
      expect(about === undefined || Date.parse(about) < editedAt, `/about: ${about}`).toBe(true);
    } finally {
      await deleteEvent(db, commandLine, id);
      await db.destroy();
    }
  });
});
