import AxeBuilder from "@axe-core/playwright";
import type { Request } from "@playwright/test";
import { expect, openTestDatabase, test, testClientDir } from "./fixtures";
import { checkStaffCode } from "../../scripts/bench/staff-code";
import routes from "~/routes";
import { adminNav } from "~/content/admin/frame";
import { addTestStaff, signIn } from "./staff-helpers";

// The staff area's authorization matrix, generated from the route config, so an admin route
// added later joins it without a line here: every page and every post is refused to a visitor
// who is not signed in, owner-only ones are refused to staff, and posts from another site are
// refused whoever sends them.

type Entry = { path?: string; index?: boolean; children?: Entry[] };

function paths(entries: Entry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.path || entry.index ? [here || "/"] : [];
    return [...own, ...paths(entry.children ?? [], here)];
  });
}

/** Sign-in, the second step, asking for and using a password link, and signing out: open to anyone. */
const openToAll = [
  "/admin/login",
  "/admin/login/two-factor",
  "/admin/forgot-password",
  "/admin/set-password/:token",
  "/admin/logout",
];
// The owners' pages in the navigation, and the studio's export linked from one of them.
const ownerOnly: string[] = [
  ...adminNav.filter((item) => item.ownerOnly).map((item) => item.to),
  "/admin/export.zip",
];

const adminPaths = [...new Set(paths(routes as Entry[]))].filter(
  (path) => path.startsWith("/admin") && !openToAll.includes(path),
);
const concrete = (path: string) => path.replace(/:id\b/, "1");

test("the matrix covers every staff route", () => {
  expect(adminPaths).toEqual(
    expect.arrayContaining([
      "/admin",
      "/admin/events",
      "/admin/events/:id",
      "/admin/inbox",
      "/admin/staff",
      "/admin/audit",
    ]),
  );
  expect(ownerOnly).toEqual(["/admin/staff", "/admin/audit", "/admin/export.zip"]);
  expect(adminPaths).toContain("/admin/export.zip");
});

test("a visitor who is not signed in is sent to sign in, and their posts are refused", async ({
  request,
}) => {
  for (const path of adminPaths) {
    const page = await request.get(concrete(path), { maxRedirects: 0 });
    expect(page.status(), path).toBe(302);
    expect(page.headers().location, path).toMatch(/^\/admin\/login(\?redirectTo=.+)?$/);
    const post = await request.post(concrete(path), {
      form: { intent: "delete", id: "1" },
      maxRedirects: 0,
    });
    // 401 where the route takes posts; 405 where it takes none.
    expect([401, 405], path).toContain(post.status());
  }
});

test("staff are refused the owners' pages and posts; posts from another site are refused", async ({
  page,
}) => {
  const staff = await addTestStaff("staff");
  await signIn(page, staff);
  for (const path of adminPaths) {
    const view = await page.request.get(concrete(path), { maxRedirects: 0 });
    const owners = ownerOnly.includes(path);
    if (owners) expect(view.status(), path).toBe(403);
    else expect([200, 404], path).toContain(view.status());
    const post = await page.request.post(concrete(path), {
      form: { intent: "remove", id: "1" },
      maxRedirects: 0,
    });
    // 403 where the route takes posts; 405 where it takes none.
    if (owners) expect([403, 405], path).toContain(post.status());
    const crossSite = await page.request.post(concrete(path), {
      form: { intent: "delete", id: "1" },
      headers: { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect([403, 405], path).toContain(crossSite.status());
  }
});

test("staff pages are never indexed or cached, and stay out of the sitemap", async ({
  page,
  request,
}) => {
  const staff = await addTestStaff("staff");
  await signIn(page, staff);
  const response = await page.request.get("/admin");
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  await page.goto("/admin");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
});

// Every staff page (the same list) at the two widths QUALITY.md names, signed in as an owner,
// plus the sign-in page. One sign-in per width; the scans share it.
for (const width of [375, 1280]) {
  test(`staff pages have no axe violations at ${width} px`, async ({ page }) => {
    // Every staff page scanned in turn: minutes on a busy two-core machine.
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/login");
    const violations: string[] = [];
    const scan = async (path: string) => {
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      for (const violation of results.violations) {
        violations.push(
          `${path} ${violation.id}: ${violation.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        );
      }
    };
    await scan("/admin/login");
    await page.goto("/admin/forgot-password");
    await scan("/admin/forgot-password");
    await signIn(page, await addTestStaff("owner"));
    for (const path of adminPaths.filter(
      (each) => !each.includes(":") && !/\.(csv|zip)$/.test(each),
    )) {
      await page.goto(path);
      await scan(path);
    }
    // A season's pages, with the seeded season's records in them.
    const db = openTestDatabase();
    const [season, event] = await Promise.all([
      db
        .selectFrom("seasons")
        .select("id")
        .where("label", "=", "2025-26")
        .executeTakeFirstOrThrow(),
      db.selectFrom("events").select("id").orderBy("id").executeTakeFirstOrThrow(),
    ]).finally(() => db.destroy());
    const base = `/admin/schedule/${season.id}`;
    for (const path of [
      base,
      `${base}?confirm=closure:none`,
      `${base}/classes/new`,
      `${base}/closures/new`,
      `${base}/history`,
      "/admin/schedule/cancel?date=2025-12-08",
      // Courses & prices: an editor of each kind with the seed's records, and a removal's question.
      "/admin/offerings?confirm=adult-aerial",
      "/admin/offerings/courses/kids-aerial-6-9",
      "/admin/offerings/camps/yoga-camp",
      "/admin/offerings/competitions/invitational",
      // An event's editor, its copy, and the notice of one just hidden (with Undo).
      `/admin/events/${event.id}`,
      `/admin/events/new?from=${event.id}`,
      `/admin/events?hidden=${event.id}`,
    ]) {
      await page.goto(path);
      await scan(path);
    }
    expect(violations).toEqual([]);
  });
}

// The same check the bench makes on every page (scripts/bench/staff-code.ts), here on a few pages
// of each kind: staff routes' scripts by the build's manifest, staff text in any shared script.
test("no public page loads any of the staff area's code", async ({ page }) => {
  // Six pages loaded to the end, one after another: more than one page's time when busy.
  test.setTimeout(90_000);
  const pages: { name: string; scriptUrls: string[] }[] = [];
  for (const path of ["/", "/karate", "/yoga", "/events", "/contact", "/newsletter"]) {
    const scriptUrls: string[] = [];
    // The site's own scripts; the provider's widget stand-ins come from elsewhere.
    const record = (request: Request) => {
      const url = new URL(request.url());
      if (request.resourceType() === "script" && url.pathname.startsWith("/assets/")) {
        scriptUrls.push(request.url());
      }
    };
    page.on("request", record);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    page.off("request", record);
    pages.push({ name: path, scriptUrls });
  }
  expect(pages.every((each) => each.scriptUrls.length > 0)).toBe(true);
  const check = await checkStaffCode({
    clientDir: testClientDir,
    contentDir: "app/content",
    pages,
    fetchText: async (url) => (await page.request.get(url)).text(),
  });
  expect(check.findings).toEqual([]);
  expect(check.staffOnlyScripts).toBeGreaterThan(10);
});

test("public pages carry none of the staff area's styles; staff pages link them", async ({
  page,
}) => {
  // Classes only staff pages use (the sign-in page's full-height frame, the staff navigation's
  // width).
  const staffOnly = [".min-h-dvh", ".w-52"];
  const styles = () =>
    page.evaluate(() =>
      [...document.styleSheets].map((sheet) => ({
        href: sheet.href,
        selectors: [...sheet.cssRules].flatMap((rule) =>
          rule instanceof CSSLayerBlockRule
            ? [...rule.cssRules].map((inner) => (inner as CSSStyleRule).selectorText ?? "")
            : [(rule as CSSStyleRule).selectorText ?? ""],
        ),
      })),
    );
  for (const path of ["/", "/karate", "/resources"]) {
    await page.goto(path);
    const sheets = await styles();
    // Their own rules inline, and once the app has started the site's whole stylesheet.
    const linked = sheets.flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : []));
    expect(linked, path).toEqual([expect.stringMatching(/^\/assets\/app-[^/]+\.css$/)]);
    const selectors = sheets.flatMap((sheet) => sheet.selectors);
    for (const selector of staffOnly)
      expect(selectors, `${path}: ${selector}`).not.toContain(selector);
  }
  await page.goto("/admin/login");
  const sheets = await styles();
  const linked = sheets.filter((sheet) => sheet.href?.includes("/assets/admin-"));
  expect(linked).toHaveLength(1);
  for (const selector of staffOnly) expect(linked[0]?.selectors).toContain(selector);
});
