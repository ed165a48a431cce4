import { sides, type Side } from "~/site-pages";
import { messageStates, type InboxFilter } from "~/services/messages/inbox.server";
import { subscriberStates, type SubscriberFilter } from "~/services/subscribers/subscribers.server";
import { cursorText, parseCursor, type Cursor } from "~/services/keyset";
import { searchWords } from "~/services/text-search.server";

// The staff lists' filters and pages, read from the address (?side=&state=&q=, and ?before=
// for a page further on), so a filtered list can be bookmarked, works without script, and
// exports what it shows.

function sideOf(params: URLSearchParams): Side | undefined {
  const side = params.get("side");
  return sides.find((known) => known === side);
}

function queryOf(params: URLSearchParams): string | undefined {
  const query = searchWords(params.get("q")?.slice(0, 100) ?? "");
  return query ? query : undefined;
}

export function inboxFilterOf(url: URL): InboxFilter {
  const state = url.searchParams.get("state");
  return {
    side: sideOf(url.searchParams),
    state: messageStates.find((known) => known === state),
    query: queryOf(url.searchParams),
  };
}

export function subscriberFilterOf(url: URL): SubscriberFilter {
  const state = url.searchParams.get("state");
  return {
    side: sideOf(url.searchParams),
    state: subscriberStates.find((known) => known === state),
    query: queryOf(url.searchParams),
  };
}

/** Where the page asked for starts: after the row named by ?<param>=. */
export function cursorOf(url: URL, param = "before"): Cursor | undefined {
  return parseCursor(url.searchParams.get(param));
}

/** The filters a list keeps from one page to the next. */
const filterParams = ["side", "state", "q", "actor", "kind"];

/** The list with the same filter, from its first page, or continuing after `next` (?<param>=). */
export function listHref(url: URL, next?: { param: string; cursor: Cursor }): string {
  const params = new URLSearchParams();
  for (const name of filterParams) {
    const value = url.searchParams.get(name);
    if (value) params.set(name, value);
  }
  if (next) params.set(next.param, cursorText(next.cursor));
  return params.size > 0 ? `${url.pathname}?${params}` : url.pathname;
}

/** The links under a list: to its next page, and back to its first from a page further on. */
export function pagerOf(
  url: URL,
  next: Cursor | undefined,
  param = "before",
): { next: string | null; first: string | null } {
  return {
    next: next ? listHref(url, { param, cursor: next }) : null,
    first: url.searchParams.has(param) ? listHref(url) : null,
  };
}
