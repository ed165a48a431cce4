import { pageDates } from "virtual:page-dates";
import { answerWithValidator, publicCaching } from "~/http/caching.server";
import { getDb } from "~/infra/db.server";
import { siteOrigin } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { changingData, lastChangeOf, lastEventEnded } from "~/services/last-change.server";
import { sitePages, type ChangingData } from "~/site-pages";
import type { Route } from "./+types/sitemap";

// Every public page, from the one list of them, each with when it last changed: its words (the
// newest commit to its route and content modules, worked out at build time) or, for a page that
// also shows events or documents, when staff last changed them or an event it lists ended, if
// that is later. The staff area, the calendar feeds and the test routes are not pages of the
// list, so they are not here.

async function changedAt(data: ChangingData): Promise<Date | undefined> {
  try {
    const db = getDb();
    const dates = [await lastChangeOf(db, data)];
    if (data === "events") dates.push(await lastEventEnded(db));
    const times = dates.filter((date) => date !== undefined).map((date) => date.getTime());
    return times.length > 0 ? new Date(Math.max(...times)) : undefined;
  } catch (error) {
    // Without the database the pages keep the dates of their words.
    logger.error({ err: error, data }, "the sitemap could not read when this data last changed");
    return undefined;
  }
}

/** W3C date and time to the second: "2026-11-24T22:39:00Z". */
const w3cDateTime = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");

export async function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin();
  const changes = new Map(
    await Promise.all(changingData.map(async (data) => [data, await changedAt(data)] as const)),
  );
  const urls = sitePages.map((page) => {
    const dates = [pageDates[page.path], ...(page.shows ?? []).map((data) => changes.get(data))]
      .filter((date) => date !== undefined)
      .map((date) => new Date(date).getTime());
    const lastmod = dates.length > 0 ? `<lastmod>${w3cDateTime(Math.max(...dates))}</lastmod>` : "";
    return `  <url><loc>${origin}${page.path}</loc>${lastmod}</url>`;
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  const headers = new Headers({
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": publicCaching(3600),
  });
  return answerWithValidator(request, xml, headers);
}
