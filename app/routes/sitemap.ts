import { pageDates } from "virtual:page-dates";
import { getDb } from "~/infra/db.server";
import { siteOrigin } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { lastChangeOf } from "~/services/last-change.server";
import { sitePages, type ChangingData } from "~/site-pages";

// Every public page, from the one list of them, each with when it last changed: its words (the
// newest commit to its route and content modules, worked out at build time) or, for a page that
// also shows events or documents, their last change when that is later. The staff area, the
// calendar feeds and the test routes are not pages of the list, so they are not here.

async function dataChanges(): Promise<Partial<Record<ChangingData, Date>>> {
  const changes: Partial<Record<ChangingData, Date>> = {};
  try {
    const db = getDb();
    for (const data of ["events", "resources"] as const) {
      const at = await lastChangeOf(db, data);
      if (at) changes[data] = at;
    }
  } catch (error) {
    // Without the database the pages keep the dates of their words.
    logger.error({ err: error }, "the sitemap could not read when events and documents changed");
  }
  return changes;
}

export async function loader() {
  const origin = siteOrigin();
  const changes = await dataChanges();
  const urls = sitePages.map((page) => {
    const dates = [pageDates[page.path], ...(page.shows ?? []).map((data) => changes[data])]
      .filter((date) => date !== undefined)
      .map((date) => new Date(date).getTime());
    const lastmod =
      dates.length > 0
        ? `<lastmod>${new Date(Math.max(...dates)).toISOString().replace(/\.\d{3}Z$/, "Z")}</lastmod>`
        : "";
    return `  <url><loc>${origin}${page.path}</loc>${lastmod}</url>`;
  });
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
