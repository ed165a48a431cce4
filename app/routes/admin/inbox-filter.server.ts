import { sides, type Side } from "~/site-pages";
import { messageStates, type InboxFilter } from "~/services/messages/inbox.server";
import { subscriberStates, type SubscriberFilter } from "~/services/subscribers/subscribers.server";

// The inbox's and the subscriber list's filters, read from the address (?side=&state=&q=), so a
// filtered list can be bookmarked, works without script, and exports what it shows.

function sideOf(params: URLSearchParams): Side | undefined {
  const side = params.get("side");
  return sides.find((known) => known === side);
}

function queryOf(params: URLSearchParams): string | undefined {
  const query = params.get("q")?.trim().slice(0, 100);
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
