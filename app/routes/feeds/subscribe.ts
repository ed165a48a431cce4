import { redirect } from "react-router";
import { classGroups } from "~/content/schedule";
import { isClassGroup } from "~/model/schedule";
import { siteOrigin } from "~/infra/env.server";
import type { Route } from "./+types/subscribe";
import { unknownGroup } from "./ics-response.server";

// /calendar/subscribe: the chooser on /calendar posts here (a GET form, so it works without
// script) and is sent on to the feed's webcal:// address, which opens the visitor's calendar
// application to subscribe, or to Google Calendar's page for adding a calendar by its address.

const feeds = {
  classes: "/calendar/classes.ics",
  closures: "/calendar/closures.ics",
  events: "/events.ics",
};

function isFeed(value: string): value is keyof typeof feeds {
  return Object.hasOwn(feeds, value);
}

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const feed = params.get("feed") ?? "classes";
  if (!isFeed(feed)) throw new Response("Unknown calendar.\n", { status: 404 });
  const groups = feed === "classes" ? params.getAll("group").slice(0, 20) : [];
  if (!groups.every((group) => isClassGroup(classGroups, group))) return unknownGroup();
  const query = new URLSearchParams(groups.map((group) => ["group", group]));
  const address = `${siteOrigin().replace(/^https?:/, "webcal:")}${feeds[feed]}${query.size > 0 ? `?${query}` : ""}`;
  if (params.get("app") === "google") {
    return redirect(
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(address)}`,
    );
  }
  return redirect(address);
}
