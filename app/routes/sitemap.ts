import { siteOrigin } from "~/infra/env.server";
import { sitePages } from "~/site-pages";

// Every public page, from the one list of them.

export function loader() {
  const origin = siteOrigin();
  const urls = sitePages.map((page) => `  <url><loc>${origin}${page.path}</loc></url>`);
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
