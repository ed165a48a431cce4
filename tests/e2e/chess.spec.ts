import { chessFacts, chessPage } from "~/content/chess";
import { expect, test } from "./fixtures";

// /chess (spec §2 "Chess", §9): the program, its instructor rated 2200, twice a week.

test("states the program, the instructor and the learning environment", async ({ page }) => {
  await page.goto("/chess");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(chessPage.title);
  for (const heading of [
    chessPage.overviewHeading,
    chessPage.instructorHeading,
    chessPage.environmentHeading,
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  for (const fact of chessFacts) await expect(page.getByRole("main")).toContainText(fact.value);
  expect(chessFacts.map((fact) => fact.value)).toEqual(["Twice a week", "Rated 2200"]);
});

test("Join Our Program and Enroll Today open the schedule in a new tab", async ({ page }) => {
  await page.goto("/chess");
  for (const label of [chessPage.joinLabel, chessPage.enrollLabel]) {
    const link = page.getByRole("link", { name: new RegExp(label) });
    await expect(link).toHaveAttribute("href", chessPage.scheduleUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test("Back to Home returns to the landing page", async ({ page }) => {
  await page.goto("/chess");
  await page.getByRole("link", { name: chessPage.backLabel }).click();
  await expect(page).toHaveURL(/\/$/);
});
