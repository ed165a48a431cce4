import { siteText } from "~/content/site";
import { studio } from "~/content/studio";
import { expect, test } from "./fixtures";

test.describe("not-found page", () => {
  test("an unknown path answers 404 with the spec's page", async ({ page }) => {
    const response = await page.goto("/no-such-path/here");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: siteText.notFound.title }),
    ).toBeVisible();
    await expect(page.getByText(siteText.notFound.text)).toBeVisible();
    await page
      .getByRole("link", { name: `${siteText.notFound.returnLabel} ${studio.shortName}` })
      .click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  test("a client-side navigation to an unknown path shows the same page", async ({ page }) => {
    await page.goto("/newsletter");
    // Every link of the site leads somewhere, so the router is sent to an unknown path itself.
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.evaluate(() => {
      const router = Reflect.get(window, "__reactRouterDataRouter") as {
        navigate: (to: string) => unknown;
      };
      return router.navigate("/no-such-path/here");
    });
    await expect(page).toHaveURL(/\/no-such-path\/here$/);
    await expect(
      page.getByRole("heading", { level: 1, name: siteText.notFound.title }),
    ).toBeVisible();
  });
});

test.describe("error screen", () => {
  test("a failing route answers 500 with the spec's heading and no stack trace", async ({
    page,
  }) => {
    const response = await page.goto("/__test/fault");
    expect(response?.status()).toBe(500);
    await expect(
      page.getByRole("heading", { level: 1, name: siteText.error.heading }),
    ).toBeVisible();
    const html = await response?.text();
    expect(html).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
    expect(html).not.toContain("failed on purpose");
  });

  test("the error screen shows the request's reference, the id in X-Request-Id", async ({
    page,
  }) => {
    const response = await page.goto("/__test/fault");
    const id = response?.headers()["x-request-id"] ?? "";
    expect(id).toMatch(/^[\w-]{8,64}$/);
    expect(await response?.text()).toContain(id);
    // Still there once the browser has taken the page over.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByText(`${siteText.error.reference} ${id}`)).toBeVisible();
  });
});
