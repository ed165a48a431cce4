import routes from "~/routes";
import { privateCaching, publicPageCaching, sharedCacheSeconds } from "~/http/caching.server";
import { sitePages } from "~/site-pages";
import { routeFiles } from "../../scripts/page-dates";
import { expect, mainBaseURL, test } from "./fixtures";
import { CookieJar } from "./sign-in-http";
import { addTestStaff } from "./staff-helpers";

// What a CDN in front of the site may keep (README, "Behind a CDN"), asked of every route over
// plain HTTP on the production server: every public page (app/site-pages.ts), whatever renders
// it, may be kept by shared caches and revalidated by ETag (304 with no body); the feeds, the
// sitemap and robots.txt likewise; hashed assets are immutable; the staff area (app/routes.ts),
// previews, whatever is answered to a staff session and whatever sets a cookie, never.

const origin = mainBaseURL;

/** The staff area's paths from app/routes.ts, with "1" for each dynamic segment. */
function staffPaths(entries = routes): string[] {
  return [...routeFiles(entries).keys()]
    .filter((path) => path === "/admin" || path.startsWith("/admin/"))
    .map((path) => path.replace(/:[^/]+/g, "1"));
}

/** The staff pages inside the staff frame: each needs a signed-in member. */
const framedPaths = staffPaths(routes.filter((entry) => entry.file === "routes/admin/layout.tsx"));
const allStaffPaths = staffPaths();

const feeds = [
  { path: "/calendar/classes.ics", maxAge: 3600 },
  { path: "/calendar/closures.ics", maxAge: 3600 },
  { path: "/events.ics", maxAge: 300 },
  { path: "/sitemap.xml", maxAge: 3600 },
];

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${origin}${path}`, { redirect: "manual", headers });
}

/**
 * The path's ETag, then the same request naming it, as `If-None-Match` is written with the tag:
 * "304 0" is a 304 with an empty body. Polled, as other tests may change a page in between.
 */
async function expectNotModified(path: string, asked: (etag: string) => string = (tag) => tag) {
  await expect
    .poll(
      async () => {
        const first = await get(path);
        await first.arrayBuffer();
        const etag = first.headers.get("etag") ?? "";
        // fetch would add "Cache-Control: no-cache" to a conditional request, and Express's
        // static files answer that in full; a cache revalidating sends no such thing.
        const again = await get(path, {
          "If-None-Match": asked(etag),
          "Cache-Control": "max-age=0",
        });
        return `${again.status} ${(await again.arrayBuffer()).byteLength}`;
      },
      { message: path, timeout: 10_000 },
    )
    .toBe("304 0");
}

test("every public page may be kept by a shared cache and revalidated by ETag", async () => {
  expect(sitePages.map((page) => page.render)).toEqual(
    expect.arrayContaining(["prerender", "data", "server"]),
  );
  for (const { path, render } of sitePages) {
    const response = await get(path);
    await response.arrayBuffer();
    const where = `${path} (${render})`;
    expect(response.status, where).toBe(200);
    expect(response.headers.get("cache-control"), where).toBe(publicPageCaching);
    expect(response.headers.get("etag"), where).toMatch(/^W\/"[\w-]{22}"$/);
    expect(response.headers.get("vary"), where).toMatch(/Accept-Encoding/i);
    expect(response.headers.get("set-cookie"), where).toBeNull();
    // The same bytes for every visitor: the policy lists the inline scripts' hashes, no nonce.
    expect(response.headers.get("content-security-policy"), where).not.toContain("'nonce-");
    await expectNotModified(path);
  }
});

test("If-None-Match is compared weakly, as a list of tags, and '*' matches", async () => {
  for (const kind of ["prerender", "data", "server"] as const) {
    const path = sitePages.find((page) => page.render === kind)?.path ?? "/";
    await expectNotModified(path, (etag) => etag.replace(/^W\//, ""));
    await expectNotModified(path, (etag) => `"someone-else", ${etag}`);
    await expectNotModified(path, () => "*");
    const other = await get(path, { "If-None-Match": 'W/"not-this-one"' });
    expect(other.status, path).toBe(200);
  }
});

test("the feeds, the sitemap and robots.txt may be kept, with validators", async () => {
  for (const { path, maxAge } of feeds) {
    const response = await get(path);
    await response.arrayBuffer();
    expect(response.status, path).toBe(200);
    expect(response.headers.get("cache-control"), path).toBe(
      `public, max-age=${maxAge}, s-maxage=${sharedCacheSeconds}, stale-while-revalidate=${sharedCacheSeconds}`,
    );
    expect(response.headers.get("etag"), path).toMatch(/^W\/"[\w-]+"$/);
    await expectNotModified(path);
  }
  // robots.txt is written at build time and served as a file: kept an hour.
  const robots = await get("/robots.txt");
  expect(robots.headers.get("cache-control")).toBe("public, max-age=3600");
  await expectNotModified("/robots.txt");
});

test("hashed assets are immutable for a year, sent whole in the build's compressed copy", async () => {
  const home = await (await get("/")).text();
  const asset = /\/assets\/[^"]+\.(?:js|css)/.exec(home)?.[0] ?? "";
  const response = await get(asset, { "Accept-Encoding": "br" });
  expect(response.status, asset).toBe(200);
  expect(response.headers.get("cache-control"), asset).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("vary"), asset).toBe("Accept-Encoding");
  expect(response.headers.get("content-encoding"), asset).toBe("br");
  // From memory its length is known; compressed as it is sent, it would come in chunks.
  expect(response.headers.get("content-length"), asset).toMatch(/^\d+$/);
  await expectNotModified(asset);
});

test("the route manifest a page's script asks for is immutable, sent whole from memory", async () => {
  const home = await (await get("/")).text();
  const version = /"version":"([^"]+)"/.exec(home)?.[1] ?? "";
  expect(version).not.toBe("");
  const address = `/__manifest?paths=${encodeURIComponent("/karate,/events")}&version=${version}`;
  const first = await get(address, { "Accept-Encoding": "br" });
  expect(first.status).toBe(200);
  const patches = (await first.json()) as Record<string, unknown>;
  expect(Object.keys(patches)).toContain("root");
  const response = await get(address, { "Accept-Encoding": "br" });
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("content-encoding")).toBe("br");
  expect(response.headers.get("content-length")).toMatch(/^\d+$/);
  expect(await response.json()).toEqual(patches);
  await expectNotModified(address);
  // An address of another build: React Router's answer, to reload the document.
  const stale = await get(address.replace(`version=${version}`, "version=0"));
  expect(stale.status).toBe(204);
  expect(stale.headers.get("x-remix-reload-document")).toBe("true");
});

test("the staff area, previews, staff sessions and cookies are never cached", async () => {
  expect(framedPaths.length).toBeGreaterThan(10);
  // Signed out: every staff route is private, and each page of the frame sends to sign in.
  for (const path of allStaffPaths) {
    const response = await get(path);
    await response.arrayBuffer();
    expect(response.headers.get("cache-control"), path).toBe(privateCaching);
    if (framedPaths.includes(path)) {
      expect(response.status, path).toBeGreaterThanOrEqual(300);
      expect(response.status, path).toBeLessThan(400);
      expect(response.headers.get("location"), path).toMatch(/^\/admin\/login/);
    }
  }
  const preview = await get("/calendar?preview=1");
  expect(preview.headers.get("cache-control")).toBe(privateCaching);
  expect(preview.headers.get("location")).toMatch(/^\/admin\/login/);

  // Signing in sets a cookie: that answer is private too.
  const staff = await addTestStaff("staff");
  const jar = new CookieJar();
  const signedIn = await fetch(`${origin}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: staff.email, password: staff.password }),
  });
  jar.take(signedIn);
  expect(signedIn.headers.getSetCookie().length).toBeGreaterThan(0);
  expect(signedIn.headers.get("cache-control")).toBe(privateCaching);

  // Signed in: every staff route, and every public page, whatever it shows to staff.
  const cookie = { Cookie: jar.header() };
  for (const path of [
    ...allStaffPaths.filter((each) => each !== "/admin/logout"),
    "/calendar?preview=1",
    ...sitePages.map((page) => page.path),
  ]) {
    const response = await get(path, cookie);
    await response.arrayBuffer();
    expect(response.headers.get("cache-control"), path).toBe(privateCaching);
  }
  // /resources shows staff its upload link: that page must never be a shared cache's copy.
  const resources = await (await get("/resources", cookie)).text();
  expect(resources).toContain('href="/resources?upload=1#upload"');
});
