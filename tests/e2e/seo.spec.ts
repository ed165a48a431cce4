import { sitePages } from "~/site-pages";
import { expect, test } from "./fixtures";

// What search engines and link previews read, in the HTML the server sends (no script runs).

const origin = "http://localhost:3100";

test.describe("page metadata", () => {
  for (const { path } of sitePages) {
    test(`${path} has its own title, description, canonical URL and social card in its HTML`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
      expect(html).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain(`<meta property="og:image" content="${origin}/og-image.png"/>`);
    });
  }

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
