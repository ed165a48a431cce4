import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { newYorkDate } from "~/model/seasons";
import { sitePages, type ChangingData } from "~/site-pages";
import { recentDataVersion, recentDataVersionKnown } from "./data-version.server";
import { nextEventTurn, nextEventTurnKnown } from "./events/event-turns.server";
import { liveSchedule, liveScheduleKnown } from "./schedule/live-schedule.server";

// The keys the server keeps the data pages under (site-pages.ts, render "data";
// server/http/data-pages.ts): a page is right while its key is the same. The key names the data
// the page shows (its version), New York's date, the live season and, for events, the next
// instant one starts or ends. Each key can also be worked out without waiting, from what this
// process read less than a second ago, so a kept page is answered as soon as it is asked for.

/** The pages the server keeps while their data is unchanged (render "data"), with what they show. */
const dataPages = new Map(
  sitePages.filter((page) => page.render === "data").map((page) => [page.path, page.shows ?? []]),
);
export const dataPagePaths = [...dataPages.keys()];

/** What a kind of data shown on a page depends on now; undefined where nothing is worked out. */
async function dataKey(data: ChangingData): Promise<string | undefined> {
  if (data === "schedule") return (await liveSchedule(getDb(), now())).key;
  if (data === "resources") return undefined;
  const at = now();
  const version = await recentDataVersion(getDb(), data);
  const turn = data === "events" ? await nextEventTurn(getDb(), version, at) : undefined;
  return versionKey(version, at, turn);
}

/**
 * The same key worked out from what this process read less than a second ago, without waiting:
 * undefined when that needs the database (or the data has no key).
 */
function dataKeyKnown(data: ChangingData): string | undefined {
  if (data === "schedule") return liveScheduleKnown(getDb(), now())?.key;
  if (data === "resources") return undefined;
  const at = now();
  const version = recentDataVersionKnown(getDb(), data);
  if (version === undefined) return undefined;
  if (data !== "events") return versionKey(version, at, undefined);
  const turn = nextEventTurnKnown(getDb(), version, at);
  return turn === undefined ? undefined : versionKey(version, at, turn);
}

/**
 * What is current on those pages is decided by New York's date as well as by the data, and which
 * events are to come by the instant the next one starts or ends.
 */
function versionKey(version: number, at: Date, eventTurn: string | undefined): string {
  const day = `${version}:${newYorkDate(at)}`;
  return eventTurn === undefined ? day : `${day}:${eventTurn}`;
}

/**
 * The key a data page is kept under: it changes whenever what the page shows may change. A page
 * that shows data with no key is not kept.
 */
export async function dataPageKey(path: string): Promise<string | undefined> {
  const shows = dataPages.get(path);
  if (!shows) return undefined;
  return pageKey(await Promise.all(shows.map(dataKey)));
}

/**
 * The page's key as dataPageKey would give it now, when it needs nothing from the database;
 * otherwise undefined. A request for a kept page is then answered at once.
 */
export function dataPageKeyKnown(path: string): string | undefined {
  const shows = dataPages.get(path);
  return shows && pageKey(shows.map(dataKeyKnown));
}

/** The parts' keys joined; none when a part has none. */
function pageKey(parts: readonly (string | undefined)[]): string | undefined {
  return parts.some((part) => part === undefined) ? undefined : parts.join("|");
}
