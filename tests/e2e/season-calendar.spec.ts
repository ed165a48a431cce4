import { randomUUID } from "node:crypto";
import ical, { type VEvent } from "node-ical";
import { calendarPage } from "~/content/calendar";
import { eventsText } from "~/content/events";
import { seasonEvents } from "~/content/season-events";
import { dojoTimeToUtc, localDateTime } from "~/model/times";
import { raiseDataVersion } from "~/services/data-version.server";
import { expect, openTestDatabase, test, timedBaseURL } from "./fixtures";

// The class calendar as visitors see it at a chosen minute (the "timed" server, whose clock the
// tests set): the season under way, its last minute and the first minute after it, and a change
// to one class. The page is kept by the server while its data is unchanged, so these also show
// that a kept page never outlives the day, the live season or the data it was made from.

test.describe.configure({ mode: "serial" });
test.use({ baseURL: timedBaseURL });

const newYork = (day: string, time: string) => dojoTimeToUtc(localDateTime(day, time));

async function setClock(request: import("@playwright/test").APIRequestContext, now?: string) {
  const answer = await request.post("/__test/clock", { form: { now: now ?? "" } });
  expect(answer.status()).toBe(204);
}

function eventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === "VEVENT",
  );
}

test.afterAll(async ({ request }) => {
  await setClock(request);
});

test("during the season the schedule has no notice; from the day after its last, it says it has ended", async ({
  page,
  request,
}) => {
  await setClock(request, newYork("2026-06-30", "23:59"));
  await page.goto("/calendar");
  await expect(
    page.getByText(calendarPage.seasonEyebrow("September to June", "2025-26")),
  ).toBeVisible();
  await expect(page.getByRole("status")).toHaveCount(0);
  await expect(page.getByRole("table", { name: calendarPage.scheduleHeading })).toBeVisible();

  await setClock(request, newYork("2026-07-01", "00:00"));
  await page.goto("/calendar");
  await expect(page.getByRole("status")).toHaveText(calendarPage.endedNotice("2025-26"));
  // The last season's classes stay, under the notice, for families who want to see them.
  await expect(page.getByRole("table", { name: calendarPage.scheduleHeading })).toBeVisible();
});

test("a cancelled class shows among the next two weeks' changes as soon as it is saved", async ({
  page,
  request,
}) => {
  await setClock(request, newYork("2025-12-01", "12:00"));
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { name: calendarPage.changesHeading })).toHaveCount(0);

  const db = openTestDatabase("timed");
  try {
    const beginners = await db
      .selectFrom("season_classes")
      .select(["id", "season_id"])
      .where("weekday", "=", "Monday")
      .where("start_time", "=", "16:00")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("class_changes")
      .values({
        id: randomUUID(),
        season_id: beginners.season_id,
        class_id: beginners.id,
        original_date: "2025-12-08",
        kind: "cancelled",
        text: "Instructor away",
      })
      .execute();
    await raiseDataVersion(db, "schedule", new Date());
  } finally {
    await db.destroy();
  }

  // Every process re-reads the schedule's version within a second.
  await expect(async () => {
    await page.goto("/calendar");
    await expect(page.getByRole("heading", { name: calendarPage.changesHeading })).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole("listitem").filter({ hasText: "Instructor away" })).toHaveText(
    "Mon Dec 8: Beginners 4:00 PM cancelled — Instructor away",
  );
});

test("on the season's first day the Tuesday orientations on /signup can be added to a calendar, weekly through the season; once it is over they are not offered", async ({
  page,
  request,
}) => {
  await setClock(request, newYork("2025-09-01", "12:00"));
  await page.goto("/signup");
  const young = page.getByRole("link", {
    name: /^Google Calendar for the Tuesday 4:30-4:55 PM orientation/,
  });
  const google = new URL((await young.getAttribute("href")) ?? "");
  // 4:30 PM in New York on the season's first Tuesday, September 2, 2025 (daylight time).
  expect(google.searchParams.get("dates")).toBe("20250902T203000Z/20250902T205500Z");
  expect(google.searchParams.get("recur")).toBe("RRULE:FREQ=WEEKLY;UNTIL=20260630T235959Z");
  const ics = page.getByRole("link", {
    name: /^Add to calendar for the Tuesday 4:30-4:55 PM orientation/,
  });
  const feed = await request.get((await ics.getAttribute("href")) ?? "");
  const orientations = eventsOf(await feed.text());
  expect(orientations.map((event) => String(event.summary))).toEqual([
    "Orientation (Ages 7-12)",
    "Orientation (Ages 13+ and adults)",
  ]);
  expect(orientations.every((event) => event.start.getUTCDay() === 2)).toBe(true);

  await setClock(request, newYork("2026-07-01", "09:00"));
  await page.goto("/signup");
  await expect(page.getByText("Tuesday 4:30-4:55 PM: Ages 7-12")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Google Calendar for the Tuesday/ })).toHaveCount(0);
});

test("a kept page moves an event on at the minute it starts and the minute it ends, with no edit", async ({
  page,
  request,
}) => {
  // The Child Online Safety Workshop: 3:00-4:30 PM on October 25, 2025, the season's only event
  // that day. /signup, /karate-moms and /events are kept while the events are unchanged; their
  // key names the next instant an event starts or ends, so the same day's pages move with it.
  const workshop = seasonEvents.find((event) => event.startsLocal === "2025-10-25T15:00");
  const title = workshop?.title ?? "";
  expect(workshop?.durationMinutes).toBe(90);
  const upcoming = () =>
    page.getByRole("region", { name: eventsText.upcomingHeading }).filter({ hasText: title });
  const pastOnEvents = page
    .getByRole("region", { name: eventsText.pastHeading })
    .getByRole("heading", { level: 3, name: title, exact: true });

  await setClock(request, newYork("2025-10-25", "14:59"));
  for (const path of ["/signup", "/karate-moms", "/events"]) {
    await page.goto(path);
    await expect(upcoming(), path).toHaveCount(1);
  }
  await expect(pastOnEvents).toHaveCount(0);

  // Its first minute: still to come everywhere, as the page kept at 2:59 PM says.
  await setClock(request, newYork("2025-10-25", "15:00"));
  await page.goto("/signup");
  await expect(upcoming()).toHaveCount(1);

  // Under way: no longer to come on the sign-up pages, still upcoming on /events until it ends.
  await setClock(request, newYork("2025-10-25", "15:01"));
  for (const path of ["/signup", "/karate-moms"]) {
    await page.goto(path);
    await expect(upcoming(), path).toHaveCount(0);
  }
  await page.goto("/events");
  await expect(upcoming()).toHaveCount(1);

  await setClock(request, newYork("2025-10-25", "16:31"));
  await page.goto("/events");
  await expect(upcoming()).toHaveCount(0);
  await expect(pastOnEvents).toHaveCount(1);
});
