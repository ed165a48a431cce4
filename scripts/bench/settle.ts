import { readdirSync } from "node:fs";
import path from "node:path";
import { calendarFeedPaths } from "~/site-pages";
import { allTargets } from "./targets.ts";

// A server in service has answered every kind of request for hours before anyone measures it;
// a server just started has answered only the page under test, and sends it faster than it will
// once it has answered the rest (BENCHMARKS.md, "Throughput: a server just started and a server
// in service"). settle() gives a server that history: `npm run bench:throughput -- --settle 300`.

/** Request headers of a browser: a page, a script, a picture, a page it already has. */
const browserHeaders: Record<string, string>[] = [
  {
    accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    "accept-encoding": "gzip, deflate, br, zstd",
    "accept-language": "en-US,en;q=0.9",
    "sec-fetch-dest": "document",
    "sec-fetch-mode": "navigate",
    "sec-fetch-site": "none",
    "upgrade-insecure-requests": "1",
    "user-agent": "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome/156.0 Mobile",
  },
  {
    accept: "*/*",
    "accept-encoding": "gzip, deflate, br, zstd",
    "sec-fetch-dest": "script",
    "sec-fetch-mode": "cors",
    "sec-fetch-site": "same-origin",
    "user-agent": "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome/156.0 Mobile",
  },
  { accept: "image/avif,image/webp,*/*", "accept-encoding": "gzip", referer: "/" },
  {
    "accept-encoding": "br",
    "if-none-match": '"a-version-long-gone"',
    "cache-control": "max-age=0",
  },
];

/**
 * Every public page, the not-found page, the feeds and every file the build wrote, but the
 * compressed copies of its hashed files, which the server sends in their place.
 */
export function siteAddresses(clientDir: string): string[] {
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && entry.name !== "index.html" && !/\.(?:br|gz)$/.test(entry.name),
    )
    .map((entry) => {
      const relative = path.relative(clientDir, path.join(entry.parentPath, entry.name));
      return `/${relative.split(path.sep).join("/")}`;
    });
  return [...allTargets().map((target) => target.path), ...calendarFeedPaths, ...files];
}

/**
 * Requests every address of the site in turn, four at a time with browsers' headers, for
 * `seconds`; returns how many were answered. Bounded by the time given.
 */
export async function settle(origin: string, clientDir: string, seconds: number): Promise<number> {
  const addresses = siteAddresses(clientDir);
  const until = performance.now() + seconds * 1000;
  let next = 0;
  let answered = 0;
  const client = async () => {
    while (performance.now() < until) {
      const turn = next++;
      const address = addresses[turn % addresses.length] ?? "/";
      const headers = browserHeaders[turn % browserHeaders.length] ?? {};
      // Redirects stay unfollowed: the calendar's subscribe address sends to webcal://.
      const answer = await fetch(`${origin}${address}`, { headers, redirect: "manual" });
      await answer.arrayBuffer();
      answered++;
    }
  };
  await Promise.all([client(), client(), client(), client()]);
  return answered;
}
