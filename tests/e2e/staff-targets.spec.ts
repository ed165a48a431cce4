import type { Page } from "@playwright/test";
import routes from "~/routes";
import { adminText } from "~/content/admin/frame";
import { staffText } from "~/content/admin/staff";
import { expect as baseExpect, openTestDatabase, test } from "./fixtures";
import {
  addTestStaff,
  codeForKey,
  signIn,
  signOut,
  staffPassword,
  type TestStaff,
} from "./staff-helpers";
import { axeViolations, scrollsSideways, smallTargets } from "./target-size";

// Sized for fingers (QUALITY.md, "Staff area"): on a 375 px phone every control of every staff
// page is at least 44 × 44 px, and no page scrolls sideways at 320 px. The pages come from the
// route config, so a staff route added later must be named here (with a record to show) before
// this passes. Pages that staff-access.spec.ts does not scan at 375 px (those that need a record
// id, and the second step of signing in) are scanned with axe in the same load.

test.describe.configure({ timeout: 240_000 });

// Signing in hashes a password (scrypt), which takes a while on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

type Entry = { path?: string; index?: boolean; children?: Entry[] };

function paths(entries: Entry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.path || entry.index ? [here || "/"] : [];
    return [...own, ...paths(entry.children ?? [], here)];
  });
}

const staffRoutes = [...new Set(paths(routes as Entry[]))].filter((path) =>
  path.startsWith("/admin"),
);

/** Routes with no page to measure: downloads, and signing out (a post). */
const notPages = [
  "/admin/logout",
  "/admin/inbox/export.csv",
  "/admin/subscribers/export.csv",
  "/admin/export.zip",
];
/** One resource's page: measured by resources.spec.ts, which owns the resources table. */
const measuredWithResources = ["/admin/resources/:id"];
/** Measured signed out, in their own test below. */
const signInPages = [
  "/admin/login",
  "/admin/forgot-password",
  "/admin/login/two-factor",
  "/admin/set-password/:token",
];

type Records = {
  seasonId: string;
  classId: string;
  closureId: string;
  eventId: number;
  messageId: number;
};

/** The records the pages with an id show: the seed's season, one of its classes and closures… */
async function findRecords(): Promise<Records> {
  const db = openTestDatabase();
  try {
    const season = await db
      .selectFrom("seasons")
      .select("id")
      .where("label", "=", "2025-26")
      .executeTakeFirstOrThrow();
    const seasonClass = await db
      .selectFrom("season_classes")
      .select("id")
      .where("season_id", "=", season.id)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const closure = await db
      .selectFrom("season_closures")
      .select("id")
      .where("season_id", "=", season.id)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const event = await db
      .selectFrom("events")
      .select("id")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    // …and a message of this test's own.
    const message = await db
      .insertInto("messages")
      .values({
        first_name: "Keiko",
        last_name: "Mori",
        email: `targets-${Date.now()}@example.com`,
        phone: "(718) 555-0123",
        message: "Is there a beginners' class on Saturday mornings?",
        side: "karate",
        page: "/contact",
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return {
      seasonId: season.id,
      classId: seasonClass.id,
      closureId: closure.id,
      eventId: event.id,
      messageId: message.id,
    };
  } finally {
    await db.destroy();
  }
}

/** Each signed-in staff route as a page to load, and whether axe is run on it here. */
function signedInPages(records: Records): Record<string, { path: string; axe: boolean }> {
  const season = `/admin/schedule/${records.seasonId}`;
  const page = (path: string, axe = false) => ({ path, axe });
  return {
    "/admin": page("/admin"),
    "/admin/schedule": page("/admin/schedule"),
    "/admin/schedule/cancel": page("/admin/schedule/cancel?date=2025-12-08"),
    "/admin/schedule/:seasonId": page(season),
    "/admin/schedule/:seasonId/history": page(`${season}/history`),
    "/admin/schedule/:seasonId/classes/new": page(`${season}/classes/new`),
    "/admin/schedule/:seasonId/classes/:classId": page(
      `${season}/classes/${records.classId}`,
      true,
    ),
    "/admin/schedule/:seasonId/closures/new": page(`${season}/closures/new`),
    "/admin/schedule/:seasonId/closures/:closureId": page(
      `${season}/closures/${records.closureId}`,
      true,
    ),
    "/admin/offerings": page("/admin/offerings?confirm=adult-aerial"),
    "/admin/offerings/prices": page("/admin/offerings/prices"),
    "/admin/offerings/history": page("/admin/offerings/history"),
    "/admin/offerings/courses/new": page("/admin/offerings/courses/new"),
    "/admin/offerings/courses/:id": page("/admin/offerings/courses/kids-aerial-6-9"),
    "/admin/offerings/camps/:id": page("/admin/offerings/camps/yoga-camp"),
    "/admin/offerings/competitions/new": page("/admin/offerings/competitions/new"),
    "/admin/offerings/competitions/:id": page("/admin/offerings/competitions/invitational"),
    "/admin/events": page(`/admin/events?confirm=${records.eventId}`),
    "/admin/events/new": page("/admin/events/new"),
    "/admin/events/:id": page(`/admin/events/${records.eventId}`, true),
    "/admin/inbox": page("/admin/inbox"),
    "/admin/inbox/:id": page(`/admin/inbox/${records.messageId}?confirm=delete`, true),
    "/admin/subscribers": page("/admin/subscribers"),
    "/admin/resources": page("/admin/resources"),
    "/admin/deliveries": page("/admin/deliveries"),
    "/admin/staff": page("/admin/staff"),
    "/admin/audit": page("/admin/audit"),
    "/admin/account": page("/admin/account"),
    "/admin/help": page("/admin/help"),
  };
}

const placeholders: Records = {
  seasonId: "s",
  classId: "c",
  closureId: "x",
  eventId: 1,
  messageId: 1,
};

test("every staff route is measured here or by resources.spec.ts", () => {
  const named = [
    ...Object.keys(signedInPages(placeholders)),
    ...notPages,
    ...measuredWithResources,
    ...signInPages,
  ];
  expect(staffRoutes.toSorted()).toEqual(named.toSorted());
});

/** Measures the page as loaded at 375 px (and axe where asked), then its width at 320 px. */
async function measure(page: Page, where: string, { axe }: { axe: boolean }) {
  const found = axe ? await axeViolations(page, where) : [];
  found.push(...(await smallTargets(page)).map((target) => `${where} ${target}`));
  await page.setViewportSize({ width: 320, height: 800 });
  if (await scrollsSideways(page)) found.push(`${where} scrolls sideways at 320 px`);
  await page.setViewportSize({ width: 375, height: 800 });
  return found;
}

test("every signed-in staff page: controls of 44 × 44 px at 375 px, no sideways scroll at 320 px", async ({
  page,
}) => {
  const records = await findRecords();
  const owner = await addTestStaff("owner");
  // Another member, so the staff page shows a row with every action.
  await addTestStaff("staff");
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, owner);
  const found: string[] = [];
  for (const [route, { path, axe }] of Object.entries(signedInPages(records))) {
    if (!staffRoutes.includes(route)) continue;
    await page.goto(path);
    found.push(...(await measure(page, path, { axe })));
  }
  expect(found).toEqual([]);
});

test("the phone menu offers the site and says who is signed in", async ({ page }) => {
  const owner = await addTestStaff("owner");
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, owner);
  const menu = page.locator("header details");
  await menu.getByText(adminText.menu, { exact: true }).click();
  await expect(menu.getByRole("link", { name: adminText.viewSite })).toBeVisible();
  await expect(menu.getByText(owner.name)).toBeVisible();
  await expect(menu).toContainText(`${adminText.signedInAs} ${owner.name}`);
});

/** A staff member with two-step sign-in set up, enrolled as a person does it. */
async function enrolledStaff(page: Page): Promise<TestStaff & { key: string }> {
  const staff = await addTestStaff("staff");
  await signIn(page, staff);
  await page.getByRole("link", { name: "Set it up" }).click();
  await page.getByLabel("Your password").fill(staffPassword);
  await page.getByRole("button", { name: "Set Up Two-Step Sign-In" }).click();
  const key = (await page.getByTestId("totp-key").textContent()) ?? "";
  await page.getByLabel(/6-digit code/).fill(codeForKey(key));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
  await signOut(page);
  return { ...staff, key };
}

test("the sign-in pages: controls of 44 × 44 px at 375 px, no sideways scroll at 320 px", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const found: string[] = [];
  // Sign-in itself (axe: staff-access.spec.ts) and the way back in without a password.
  for (const path of ["/admin/login", "/admin/forgot-password"]) {
    if (!staffRoutes.includes(path)) continue;
    await page.goto(path);
    found.push(...(await measure(page, path, { axe: path !== "/admin/login" })));
  }

  // The second step, with an app's code and with a backup code.
  const staff = await enrolledStaff(page);
  await signIn(page, staff, /\/admin\/login\/two-factor/);
  found.push(...(await measure(page, "/admin/login/two-factor", { axe: true })));
  await page.getByRole("link", { name: "Use a backup code instead" }).click();
  await expect(page.getByLabel("Backup code")).toBeVisible();
  found.push(...(await measure(page, "/admin/login/two-factor (backup code)", { axe: true })));

  // A new member's password link, opened signed out.
  const owner = await addTestStaff("owner");
  const ownerContext = await browser.newContext();
  try {
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, owner);
    await ownerPage.goto("/admin/staff");
    const add = ownerPage.getByRole("region", { name: staffText.add });
    await add.getByLabel(staffText.name).fill("Targets Newcomer");
    await add.getByLabel(staffText.email).fill(`newcomer-${Date.now()}@example.com`);
    await add.getByRole("button", { name: staffText.add }).click();
    const link = await ownerPage
      .getByTestId("password-link")
      .evaluate((shown) =>
        shown instanceof HTMLInputElement ? shown.value : (shown.textContent ?? ""),
      );
    await page.context().clearCookies();
    await page.goto(new URL(link).pathname);
    found.push(...(await measure(page, "/admin/set-password/:token", { axe: true })));
  } finally {
    await ownerContext.close();
  }
  expect(found).toEqual([]);
});
