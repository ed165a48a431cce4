import { calendarPage } from "~/content/calendar";
import {
  beltGroups,
  classesPerWeek,
  holidayClosures,
  kumiteGear,
  weeklySchedule,
} from "~/content/schedule";
import { formatTimeRange } from "~/model/times";
import { expect, test } from "./fixtures";

// /calendar (spec §2 "Class calendar", §5, §9 "Weekly schedule"): the season's schedule as a table
// on wide screens and a list on narrow ones, today's classes marked in New York time.

// A Tuesday afternoon in New York (and already Wednesday in some time zones east of it).
const tuesdayInNewYork = new Date("2026-11-25T03:30:00Z");

test("the weekly schedule is a table on wide screens, every class in it", async ({ page }) => {
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(calendarPage.title);
  const table = page.getByRole("table", { name: calendarPage.scheduleHeading });
  await expect(table.getByRole("row")).toHaveCount(weeklySchedule.length + 1);
  for (const [index, entry] of weeklySchedule.entries()) {
    const row = table.getByRole("row").nth(index + 1);
    await expect(row).toContainText(formatTimeRange(entry.start, entry.end));
    await expect(row).toContainText(entry.name);
    await expect(row).toContainText(entry.audience);
  }
  expect(formatTimeRange("16:30", "16:55")).toBe("4:30-4:55 PM");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the schedule reads as a list by day, the table hidden", async ({ page }) => {
    // A Thursday, when there are no classes, so no day carries the "Today" mark.
    await page.clock.setFixedTime(new Date("2026-11-26T17:00:00Z"));
    await page.goto("/calendar");
    await expect(page.getByRole("table")).toBeHidden();
    const days = [...new Set(weeklySchedule.map((entry) => entry.day))];
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(days);
  });
});

test("today's classes are marked, by the dojo's clock", async ({ page }) => {
  await page.clock.setFixedTime(tuesdayInNewYork);
  await page.goto("/calendar");
  const marked = page.locator("tr[data-today]");
  await expect(marked).toHaveCount(
    weeklySchedule.filter((entry) => entry.day === "Tuesday").length,
  );
  await expect(marked.first()).toContainText(calendarPage.today);
});

test("belt groups, kumite gear, closures and the ways on", async ({ page }) => {
  await page.goto("/calendar");
  const main = page.getByRole("main");
  for (const group of beltGroups) await expect(main).toContainText(group.belts.join(", "));
  await expect(main).toContainText(classesPerWeek);
  for (const item of [...kumiteGear.required, ...kumiteGear.recommended]) {
    await expect(main).toContainText(item);
  }
  for (const closure of holidayClosures) await expect(main).toContainText(closure.label);
  await expect(main.getByRole("link", { name: calendarPage.reserveLabel })).toHaveAttribute(
    "href",
    "/signup",
  );
  await expect(main.getByRole("link", { name: calendarPage.contactLabel })).toHaveAttribute(
    "href",
    "/contact#top",
  );
});
