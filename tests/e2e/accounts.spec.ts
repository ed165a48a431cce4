import { accountPaths, authPage, loginPage } from "~/content/accounts";
import { siteText } from "~/content/site";
import { expect, test } from "./fixtures";

// /login and /auth (spec §2 "Login and sign-in pages"): the provider's portal, sign-up and log-in
// pages in a new tab; the log-in button's label shortens on narrow screens.

const accessibleName = `${loginPage.narrowLabel}: ${loginPage.wideLabel} ${siteText.newTab}`;

for (const [width, shown, hidden] of [
  [375, loginPage.narrowLabel, loginPage.wideLabel],
  [1280, loginPage.wideLabel, loginPage.narrowLabel],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`the log-in button reads "${shown}" with one accessible name`, async ({ page }) => {
      await page.goto("/login");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(loginPage.title);
      const button = page.getByRole("link", { name: accessibleName, exact: true });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute("href", loginPage.href);
      await expect(button).toHaveAttribute("target", "_blank");
      await expect(button).toHaveAttribute("rel", /noopener/);
      await expect(button.getByText(shown, { exact: true })).toBeVisible();
      await expect(button.getByText(hidden, { exact: true })).toBeHidden();
    });
  });
}

test("the log-in page points new students to account creation", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: authPage.create.title, exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("/auth: Create Account and Access Portal open the provider's pages in a new tab", async ({
  page,
}) => {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(authPage.sides.karate.title);
  for (const card of [authPage.create, authPage.access]) {
    await expect(page.getByRole("heading", { level: 2, name: card.title })).toBeVisible();
    const link = page.getByRole("link", { name: new RegExp(`^${card.label}`) });
    await expect(link).toHaveAttribute("href", card.href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  expect(authPage.create.href).toMatch(/sign-up$/);
  expect(authPage.access.href).toMatch(/log-in$/);
});

test.describe("the yoga side: the same pages in the yoga voice", () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test("/yoga/login: the heading, the yoga words and the portal button", async ({ page }) => {
    await page.goto(accountPaths.yoga.login);
    await expect(page.locator("html")).toHaveAttribute("data-side", "yoga");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(loginPage.title);
    await expect(page.getByText(loginPage.sides.yoga.intro)).toBeVisible();
    const button = page.getByRole("link", { name: accessibleName, exact: true });
    await expect(button).toHaveAttribute("href", loginPage.href);
    await expect(button).toHaveAttribute("target", "_blank");
    await expect(button.getByText(loginPage.narrowLabel, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: authPage.create.title, exact: true }).click();
    await expect(page).toHaveURL(/\/yoga\/auth$/);
  });

  test("/yoga/auth: Create Account and Access Portal with the yoga words", async ({ page }) => {
    await page.goto(accountPaths.yoga.auth);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(authPage.sides.yoga.title);
    await expect(page.getByText(authPage.sides.yoga.createText)).toBeVisible();
    await expect(page.getByText(authPage.sides.yoga.accessText)).toBeVisible();
    for (const card of [authPage.create, authPage.access]) {
      const link = page.getByRole("link", { name: new RegExp(`^${card.label}`) });
      await expect(link).toHaveAttribute("href", card.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });
});
