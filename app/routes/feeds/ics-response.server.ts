import { classGroups } from "~/content/schedule";
import { answerWithValidator, publicCaching } from "~/http/caching.server";

// How every calendar feed answers: iCalendar text with a validator, so a calendar application
// that looks again every few hours gets a 304 when nothing changed. The application keeps it
// for `maxAgeSeconds`; a shared cache (a CDN) asks again within a minute, as for pages.

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
  const headers = new Headers({
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `inline; filename="${fileName}"`,
    "Cache-Control": publicCaching(maxAgeSeconds),
  });
  return answerWithValidator(request, body, headers, lastModified);
}

/** The answer to a group the schedule does not have: which ones it has. */
export function unknownGroup(): Response {
  const known = classGroups.map((group) => group.id).join(", ");
  return new Response(`Unknown class group. Choose from: ${known}.\n`, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
