import { createHash } from "node:crypto";
import { classGroups } from "~/content/schedule";

// How every calendar feed answers: iCalendar text with a validator, so a calendar application
// that looks again every few hours gets a 304 when nothing changed.

export function icsResponse(
  request: Request,
  body: string,
  {
    fileName,
    lastModified,
    maxAgeSeconds = 3600,
  }: {
    fileName: string;
    lastModified?: Date;
    maxAgeSeconds?: number;
  },
): Response {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = new Headers({
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `inline; filename="${fileName}"`,
    "Cache-Control": `public, max-age=${maxAgeSeconds}, must-revalidate`,
    ETag: etag,
  });
  if (lastModified) headers.set("Last-Modified", lastModified.toUTCString());
  const asked = request.headers.get("If-None-Match");
  const since = Date.parse(request.headers.get("If-Modified-Since") ?? "");
  const unchanged = asked
    ? asked.split(",").some((tag) => tag.trim() === etag)
    : lastModified !== undefined &&
      !Number.isNaN(since) &&
      Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000);
  if (unchanged) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

/** The answer to a group the schedule does not have: which ones it has. */
export function unknownGroup(): Response {
  const known = classGroups.map((group) => group.id).join(", ");
  return new Response(`Unknown class group. Choose from: ${known}.\n`, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
