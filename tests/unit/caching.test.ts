import { describe, expect, it } from "vitest";
import {
  answerWithValidator,
  etagMatches,
  etagOf,
  privateCaching,
  publicCaching,
  publicPageCaching,
} from "~/http/caching.server";
import { carriesStaffSession } from "~/infra/staff-cookies";
import { answersPrivately } from "../../server/http/answer-caching";

// What caches may keep (README, "Behind a CDN"): the policies, the ETag comparison every
// conditional request goes through, and which requests are never answered for a shared cache.

describe("policies", () => {
  it("lets shared caches keep a public answer 30 s, and serve it 30 s more while asking again", () => {
    expect(publicPageCaching).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=30");
    expect(publicCaching(3600)).toBe(
      "public, max-age=3600, s-maxage=30, stale-while-revalidate=30",
    );
    expect(privateCaching).toBe("private, no-store");
  });
});

describe("etagMatches", () => {
  const etag = etagOf("<p>Hello</p>");

  it("is a weak tag over the bytes", () => {
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(etagOf(Buffer.from("<p>Hello</p>"))).toBe(etag);
    expect(etagOf("<p>Hello!</p>")).not.toBe(etag);
  });

  it.each([
    ["the same tag", etag, true],
    ["the tag without W/ (compared weakly)", etag.slice(2), true],
    ["a list that holds it", `"other", ${etag} , W/"more"`, true],
    ["*", "*", true],
    ["another tag", 'W/"another"', false],
    ["a list without it", '"a", "b"', false],
    ["nothing", "", false],
  ])("%s: %s", (_name, header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });

  it("matches a strong tag named weakly", () => {
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
  });
});

describe("answerWithValidator", () => {
  const body = "BEGIN:VCALENDAR\r\nEND:VCALENDAR";
  const answer = (headers: Record<string, string>, lastModified?: Date) =>
    answerWithValidator(
      new Request("http://localhost/feed.ics", { headers }),
      body,
      new Headers({ "Cache-Control": publicCaching(300) }),
      lastModified,
    );

  it("sends the body with its ETag, and 304 when the client names it", async () => {
    const first = answer({});
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(body);
    const etag = first.headers.get("ETag") ?? "";
    const again = answer({ "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("Cache-Control")).toBe(publicCaching(300));
  });

  it("reads If-Modified-Since only without If-None-Match", () => {
    const changed = new Date("2026-11-01T12:00:00Z");
    const since = { "If-Modified-Since": changed.toUTCString() };
    expect(answer(since, changed).status).toBe(304);
    expect(answer({ ...since, "If-None-Match": '"other"' }, changed).status).toBe(200);
    expect(answer(since, new Date("2026-11-02T12:00:00Z")).status).toBe(200);
  });
});

describe("answers kept out of every cache", () => {
  it("recognises the staff session cookie, over HTTP and HTTPS", () => {
    expect(carriesStaffSession("staff.session_token=abc")).toBe(true);
    expect(carriesStaffSession("theme=dark; __Secure-staff.session_token=abc")).toBe(true);
    expect(carriesStaffSession("staff-device=abc; staff.two_factor=x")).toBe(false);
    expect(carriesStaffSession("notstaff.session_token=abc")).toBe(false);
    expect(carriesStaffSession(undefined)).toBe(false);
  });

  it.each([
    ["/admin", undefined, true],
    ["/admin/schedule/12?x=1", undefined, true],
    ["/ADMIN/inbox", undefined, true],
    ["/%61dmin", undefined, true],
    ["/admin.data", undefined, true],
    ["/calendar?preview=7", undefined, true],
    ["/resources", "staff.session_token=abc", true],
    ["/resources", "theme=dark", false],
    ["/calendar?previewed=1", undefined, false],
    ["/administration", undefined, false],
    ["/", undefined, false],
  ])("%s with cookie %s: %s", (url, cookie, expected) => {
    expect(answersPrivately(url, cookie)).toBe(expected);
  });
});
