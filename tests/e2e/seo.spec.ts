import { isSitePagePath, sitePages } from "~/site-pages";
import type { APIRequestContext } from "@playwright/test";
import { eventSchema } from "~/services/events/schema";
import { createEvent, deleteEvent, updateEvent } from "~/services/events/events.server";
import { commandLine } from "~/services/staff/audit.server";
import { expect, openTestDatabase, test } from "./fixtures";
import { oneOfType, structuredDataIn } from "./structured-data";

// What search engines and link previews read, in the HTML the server sends (no script runs).

const origin = "http://localhost:3100";

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
      // breadcrumb: positions from 1, a name and an address for each).
      const things = structuredDataIn(html);
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
      const parent = trail.length === 3 ? trail[1]?.item : undefined;
      if (side === "karate" && path !== "/karate") expect(parent).toBe(`${origin}/karate`);
      if (side === "yoga" && path !== "/yoga") expect(parent).toBe(`${origin}/yoga`);
      // Every block is data a search engine can read, with its vocabulary named.
      for (const thing of things) expect(thing["@context"]).toBe("https://schema.org");
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

/** The sitemap's pages and their dates, as a search engine reads it. */
async function sitemapDates(request: APIRequestContext): Promise<Map<string, string>> {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const entries = [
    ...(await response.text()).matchAll(
      /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g,
    ),
  ];
  return new Map(entries.map(([, loc, lastmod]) => [String(loc), String(lastmod)]));
}

test.describe("the sitemap", () => {
  test("lists every public page, each with when it last changed, and nothing else", async ({
    request,
  }) => {
    const dates = await sitemapDates(request);
    expect([...dates.keys()]).toEqual(sitePages.map(({ path }) => `${origin}${path}`));
    for (const [loc, lastmod] of dates) {
      // W3C date and time, in UTC to the second; never in the future.
      expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(Date.parse(lastmod)).toBeLessThanOrEqual(Date.now());
    }
    // The staff area, the calendar feeds and the test routes are not pages to index.
    const listed = [...dates.keys()].join("\n");
    for (const left of ["/admin", ".ics", "/calendar/subscribe", "/__test", "/api/"]) {
      expect(listed).not.toContain(left);
    }
  });

  test("the pages that show events are dated by the events' last change", async ({ request }) => {
    const db = openTestDatabase();
    const input = eventSchema.parse({
      title: `Sitemap Test ${Date.now()}`,
      date: "2026-12-19",
      time: "10:00",
      durationMinutes: "60",
      location: "",
      registrationStatus: "soon",
      tags: "",
      registrationUrl: "",
      price: "",
    });
    try {
      const id = await createEvent(db, commandLine, input);
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
      expect(Date.parse(dates.get(`${origin}/about`) ?? "")).toBeLessThan(editedAt);
      await deleteEvent(db, commandLine, id);
    } finally {
      await db.destroy();
    }
  });
});
