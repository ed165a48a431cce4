import { createHash } from "node:crypto";

// What caches may keep, for how long, and when an answer is unchanged (README, "Behind a CDN").
// The HTTP server (server/http/) applies it to every page; the feeds and the sitemap, which
// answer on their own, use it too. It imports nothing from the app: server/ reads it directly.

/**
 * How long a shared cache (a CDN) serves its copy of a public answer before asking again, and
 * how much longer it may serve it while it asks in the background. A change staff make shows
 * everywhere within the two (a minute) without anything being purged, and the server answers a
 * cache's question with a 304 while nothing changed.
 */
export const sharedCacheSeconds = 30;

/** A public answer: browsers keep it `maxAgeSeconds`, shared caches as above. */
export function publicCaching(maxAgeSeconds: number): string {
  return `public, max-age=${maxAgeSeconds}, s-maxage=${sharedCacheSeconds}, stale-while-revalidate=${sharedCacheSeconds}`;
}

/**
 * Public pages, whatever renders them: browsers ask again every time and get a 304 while the
 * page is unchanged, so a visitor never sees an older page than the shared cache holds.
 */
export const publicPageCaching = publicCaching(0);

/** Staff pages, previews, every answer to a staff session and every answer that sets a cookie. */
export const privateCaching = "private, no-store";

/** A weak validator over the bytes: weak, because compression changes them on the way. */
export function etagOf(body: string | Uint8Array): string {
  return `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

function opaqueTag(tag: string): string {
  return tag.startsWith("W/") ? tag.slice(2) : tag;
}

/**
 * Whether an If-None-Match header names this ETag: "*", or one of a list of tags, compared
 * weakly (RFC 9110, 13.1.2: W/"x" and "x" match), as caches and browsers send them.
 */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = opaqueTag(etag);
  return ifNoneMatch.split(",").some((listed) => {
    const tag = listed.trim();
    return tag === "*" || opaqueTag(tag) === wanted;
  });
}

/**
 * A text answer caches may keep (a feed, the sitemap), with an ETag over its body: 304 when
 * If-None-Match names it or, without If-None-Match, when If-Modified-Since is no older than
 * `lastModified`.
 */
export function answerWithValidator(
  request: Request,
  body: string,
  headers: Headers,
  lastModified?: Date,
): Response {
  const etag = etagOf(body);
  headers.set("ETag", etag);
  if (lastModified) headers.set("Last-Modified", lastModified.toUTCString());
  const asked = request.headers.get("If-None-Match");
  const since = Date.parse(request.headers.get("If-Modified-Since") ?? "");
  const unchanged = asked
    ? etagMatches(asked, etag)
    : lastModified !== undefined &&
      !Number.isNaN(since) &&
      Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000);
  if (unchanged) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
