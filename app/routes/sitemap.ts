import { siteOrigin } from "~/infra/env.server";
import { sitePages } from "~/site-pages";

// Every public page from the one list of them; the newsletter's own page is a form target, not
// a page to be found by search.
const unlisted = new Set(["/newsletter"]);

export function loader() {
  const origin = siteOrigin();
  const urls = sitePages
    .filter((page) => !unlisted.has(page.path))
    .map((page) => `  <url><loc>${origin}${page.path}</loc></url>`);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
