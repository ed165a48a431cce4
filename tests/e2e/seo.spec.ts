import { isSitePagePath, sitePages } from "~/site-pages";
import { expect, test } from "./fixtures";
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
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const { path } of sitePages) expect(sitemap).toContain(`<loc>${origin}${path}</loc>`);
  });
});
