import ical, { type VEvent } from "node-ical";
import type { APIRequestContext, Page } from "@playwright/test";
import { scheduleText } from "~/content/admin/schedule-pages";
import { adminNotices } from "~/content/admin/frame";
import { calendarPage } from "~/content/calendar";
import { dojoTimeToUtc, localDateTime } from "~/model/times";
import { raiseDataVersion } from "~/services/data-version.server";
import { expect, openTestDatabase, storyBaseURL, test } from "./fixtures";
import { addTestStaff, signIn } from "./staff-helpers";
import { oneOfType, structuredDataIn } from "./structured-data";

// The owner's story of a new season, in the staff area as the owner uses it, on a server whose
// clock the test moves through the summer of 2026 (playwright.config.ts "story"): copy 2025-26 to
// a 2026-27 draft and settle its closures, move Monday's beginners and cancel one Monday, preview,
// schedule the publish; visitors see the old season's notice until that minute and the new season
// from it on, everywhere the schedule shows; then the Monday time comes back from History.

test.describe.configure({ mode: "serial" });
test.use({ baseURL: storyBaseURL });

const newYork = (day: string, time: string) => dojoTimeToUtc(localDateTime(day, time));

async function setClock(request: APIRequestContext, now?: string) {
  const answer = await request.post("/__test/clock", { form: { now: now ?? "" } });
  expect(answer.status()).toBe(204);
}

/** A page as a visitor (no session) is sent it, with the few entities React writes decoded. */
async function visitorPage(request: APIRequestContext, path: string): Promise<string> {
  const answer = await request.get(path);
  expect(answer.status()).toBe(200);
  return (await answer.text())
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
}

/** That a visitor's page says `words` (or not): a failure names the words, not the whole page. */
function expectSays(html: string, words: string, says = true) {
  expect(html.includes(words), `${says ? "says" : "does not say"} "${words}"`).toBe(says);
}

function mondayHours(html: string) {
  const studio = oneOfType(structuredDataIn(html), "SportsActivityLocation");
  const hours = (studio?.openingHoursSpecification ?? []) as Record<string, string>[];
  return hours.find((entry) => entry.dayOfWeek?.endsWith("/Monday"));
}

function eventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === "VEVENT",
  );
}

async function expectNotice(page: Page, notice: keyof typeof adminNotices) {
  await expect(page.getByRole("status").filter({ hasText: adminNotices[notice] })).toBeVisible();
}

let seasonId = "";

// A second try starts again from 2025-26 alone: any season an earlier try made is removed, and
// the schedule's version raised so the server reads the calendar afresh.
test.beforeAll(async () => {
  const db = openTestDatabase("story");
  try {
    const made = await db
      .selectFrom("seasons")
      .select("id")
      .where("label", "!=", "2025-26")
      .execute();
    for (const { id } of made) {
      for (const table of ["class_changes", "season_closures", "season_classes"] as const)
        await db.deleteFrom(table).where("season_id", "=", id).execute();
      await db.deleteFrom("seasons").where("id", "=", id).execute();
    }
    await raiseDataVersion(db, "schedule", new Date());
  } finally {
    await db.destroy();
  }
});

test.afterAll(async ({ request }) => {
  await setClock(request);
});

test("the owner makes 2026-27 from 2025-26, previews it and schedules it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await setClock(request, newYork("2026-08-01", "12:00"));
  const db = openTestDatabase("story");
  const owner = await addTestStaff("owner", db).finally(() => db.destroy());
  await signIn(page, owner, "/admin", storyBaseURL);

  // 1. Copy 2025-26 to a draft a year on; the closures need checking before it can publish.
  await page.getByRole("link", { name: scheduleText.heading, exact: true }).first().click();
  await page.getByRole("button", { name: `${scheduleText.copy}: 2025-26` }).click();
  await expectNotice(page, "season-copied");
  seasonId = /\/admin\/schedule\/([^/?]+)/.exec(page.url())?.[1] ?? "";
  expect(seasonId).not.toBe("");
  await expect(
    page.getByRole("heading", { name: scheduleText.seasonHeading("2026-27") }),
  ).toBeVisible();
  await expect(page.getByTestId("publish-problems")).toContainText(
    "5 closures copied from last year",
  );

  // Labor Day moves: the copied Tuesday, September 1 becomes Monday, September 7.
  await page.getByRole("link", { name: `${scheduleText.edit}: Tuesday, September 1` }).click();
  await page.getByLabel(scheduleText.closureFields.firstDay).fill("2026-09-07");
  await page.getByLabel(scheduleText.closureFields.lastDay).fill("2026-09-07");
  await page.getByRole("button", { name: scheduleText.confirmDate }).click();
  await expectNotice(page, "closure-saved");
  // The others are confirmed as they are.
  const confirm = page.getByRole("button", { name: new RegExp(`^${scheduleText.confirmDate}:`) });
  for (let left = 4; left > 0; left -= 1) {
    await expect(confirm).toHaveCount(left);
    await confirm.first().click();
    await expectNotice(page, "closure-saved");
  }
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId("publish-problems")).toHaveCount(0);

  // 2. Monday's beginners move to 4:30 PM, and one Monday is cancelled with a reason.
  await page.getByRole("link", { name: /^Edit: Beginners, Monday 4:00-4:50 PM/ }).click();
  await page.getByLabel(scheduleText.classFields.start).fill("16:30");
  await page.getByLabel(scheduleText.classFields.end).fill("17:20");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectNotice(page, "class-saved");
  await expect(page.getByText("4:30-5:20 PM · Beginners")).toHaveCount(1);

  await page.goto(`/admin/schedule/cancel?date=2026-09-14&season=${seasonId}`);
  const beginners = page.getByRole("form", { name: "4:30-5:20 PM Beginners" });
  await beginners.getByLabel(scheduleText.reason).fill("Dojo floor repair");
  await beginners.getByRole("button", { name: /^Save/ }).click();
  await expectNotice(page, "change-saved");
  await expect(page.getByText("Cancelled: Dojo floor repair")).toBeVisible();

  // 3. Preview: the public pages with the draft, for staff only, never cached or indexed.
  const preview = await page.goto(`/calendar?preview=${seasonId}`);
  expect(preview?.headers()["cache-control"]).toContain("no-store");
  expect(preview?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.getByTestId("preview-banner")).toContainText("2026-27");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("table").getByText("4:30-5:20 PM")).toHaveCount(1);
  const karatePreview = await page.goto(`/karate?preview=${seasonId}`);
  expect(karatePreview?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByTestId("preview-banner")).toBeVisible();
  // A visitor asking for a preview is sent to sign in, and sees nothing of the draft.
  const asVisitor = await request.get(`/calendar?preview=${seasonId}`, { maxRedirects: 0 });
  expect(asVisitor.status()).toBe(302);
  expect(asVisitor.headers().location).toContain("/admin/login");

  // Publish on August 15 at 9:00 AM, New York time.
  await page.goto(`/admin/schedule/${seasonId}`);
  await page.getByLabel(scheduleText.publishDate).fill("2026-08-15");
  await page.getByLabel(scheduleText.publishTime).fill("09:00");
  await page.getByRole("button", { name: scheduleText.schedulePublish }).click();
  await expectNotice(page, "season-scheduled");
  await expect(page.getByText(/Due to publish .*August 15, 2026/)).toBeVisible();
});

test("visitors see the old season's notice until the minute it publishes, and 2026-27 everywhere from then on", async ({
  request,
}) => {
  await setClock(request, newYork("2026-08-15", "08:59"));
  const before = await visitorPage(request, "/calendar");
  expectSays(before, calendarPage.endedNotice("2025-26"));
  expectSays(before, "2026-27", false);

  await setClock(request, newYork("2026-08-15", "09:00"));
  const after = await visitorPage(request, "/calendar");
  expectSays(after, calendarPage.seasonEyebrow("September to June", "2026-27"));
  expectSays(after, calendarPage.startsNotice("Tuesday, September 1, 2026"));
  expectSays(after, "4:30-5:20 PM");

  // In the fortnight before it, the cancelled Monday is among the changes.
  await setClock(request, newYork("2026-09-08", "12:00"));
  const calendar = await visitorPage(request, "/calendar");
  expectSays(calendar, "Mon Sep 14: Beginners 4:30 PM cancelled — Dojo floor repair");
  const karate = await visitorPage(request, "/karate");
  expectSays(karate, "Dojo floor repair");
  expect(mondayHours(karate)).toMatchObject({ opens: "16:30" });
  const signup = await visitorPage(request, "/signup");
  expectSays(signup, "2025-26", false);

  // The feed: the cancelled Monday as an override of Monday beginners' series, at the series'
  // new time (RECURRENCE-ID, STATUS:CANCELLED).
  const feed = eventsOf(await visitorPage(request, "/calendar/classes.ics"));
  const cancelled = feed
    .map((series) => series.recurrences?.["2026-09-14"] as VEvent | undefined)
    .find((override) => String(override?.summary).startsWith("Beginners"));
  expect(cancelled?.status).toBe("CANCELLED");
  expect(cancelled?.recurrenceid?.toISOString()).toBe(newYork("2026-09-14", "16:30"));
});

test("the owner restores Monday's 4:00 PM from History, and visitors see it at once", async ({
  page,
  request,
}) => {
  const db = openTestDatabase("story");
  const owner = await addTestStaff("owner", db).finally(() => db.destroy());
  await signIn(page, owner, "/admin", storyBaseURL);
  await page.goto(`/admin/schedule/${seasonId}`);
  await page.getByRole("link", { name: scheduleText.history, exact: true }).click();
  await page
    .getByRole("button", { name: /^Restore: Beginners, Mondays 4:00-4:50 PM/ })
    .first()
    .click();
  await expectNotice(page, "restored");
  await expect(page.getByTestId("revision").first()).toContainText("Restored · Class");

  // The schedule's pages fit a 320 px phone: nothing wider than the screen.
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of [
    "/admin/schedule",
    `/admin/schedule/${seasonId}`,
    `/admin/schedule/${seasonId}/classes/new`,
    `/admin/schedule/${seasonId}/closures/new`,
    `/admin/schedule/${seasonId}/history`,
    "/admin/schedule/cancel?date=2026-09-14",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
  }

  const calendar = await visitorPage(request, "/calendar");
  expectSays(calendar, "Mon Sep 14: Beginners 4:00 PM cancelled — Dojo floor repair");
  expect(mondayHours(await visitorPage(request, "/karate"))).toMatchObject({ opens: "16:00" });
});
