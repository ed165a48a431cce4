import { storePage } from "~/content/store";
import { widgetText } from "~/content/provider";
import { expect, test, widgetScriptUrl } from "./fixtures";

// /store (spec §2 "Store"): the provider's store widget with its configured identifiers, a plain
// link when it can't show, and help through the contact page.

const store = widgetText.kinds.store;

test("the store widget draws itself with the configured identifiers", async ({ page }) => {
  await page.goto("/store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(storePage.title);
  const region = page.getByRole("region", { name: storePage.widgetTitle, exact: true });
  await expect(region.locator("healcode-widget")).toHaveAttribute("data-widget-id", "test-store");
  await expect(region.getByText("Widget test-store")).toBeVisible();
  await expect(region.getByRole("link", { name: new RegExp(store.link) })).toHaveCount(0);
  expect(await page.locator(`script[src="${widgetScriptUrl}"]`).count()).toBe(1);
});

test("a blocked store script leaves the plain link to the online store", async ({ page }) => {
  await page.route(widgetScriptUrl, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/store");
  const link = page.getByRole("link", { name: new RegExp(store.link) });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", store.page);
  await expect(link).toHaveAttribute("target", "_blank");
});

test("the help section leads to the contact page", async ({ page }) => {
  await page.goto("/store");
  const help = page.getByRole("region", { name: storePage.helpHeading });
  await help.getByRole("link", { name: storePage.helpLink }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
