import { eventsText } from "~/content/events";
import { widgetText } from "~/content/provider";
import { yogaHome } from "~/content/yoga";
import { yogaEventsPage } from "~/content/yoga-pages";
import { widgetLoadTimeoutMs } from "~/lib/widgets";
import { expect, test, widgetScriptUrl } from "./fixtures";

// The scheduling provider's widgets (spec §7): added in the browser after the page is usable,
// the script at most once, and a plain link to the provider's page whenever the widget can't
// show (blocked, failing, too slow, or no JavaScript). The test build configures the widgets
// with a provider host the tests answer for (tests/e2e/fixtures.ts).

const eventsLink = widgetText.kinds.events;

test("the widget draws itself in place of the link", async ({ page }) => {
  await page.goto("/events");
  const region = page.getByRole("region", { name: eventsText.widgetTitle, exact: true });
  await expect(region.locator("healcode-widget")).toHaveAttribute("data-widget-id", "test-events");
  await expect(region.getByText("Widget test-events")).toBeVisible();
  await expect(region.getByRole("link", { name: new RegExp(eventsLink.link) })).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as { widgetScriptRuns?: number }).widgetScriptRuns),
  ).toBe(1);
});

test("leaving and coming back draws the widget again without running the script twice", async ({
  page,
}) => {
  await page.goto("/yoga");
  const events = (title: string) => page.getByRole("region", { name: title, exact: true });
  await expect(events(yogaHome.eventsTitle).getByText("Widget test-events")).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Events", exact: true }).click();
  await expect(page).toHaveURL(/\/yoga\/events$/);
  // The widget is drawn once the page is idle after the navigation: on a loaded two-core
  // machine that can take longer than the default 5 s.
  const drawn = { timeout: 15_000 };
  await expect(events(yogaEventsPage.widgetTitle).getByText("Widget test-events")).toBeVisible(
    drawn,
  );
  await page.goBack();
  await expect(events(yogaHome.eventsTitle).getByText("Widget test-events")).toBeVisible(drawn);
  expect(
    await page.evaluate(() => (window as { widgetScriptRuns?: number }).widgetScriptRuns),
  ).toBe(1);
});

test("/events takes the script out of the head on leaving, and draws again on return", async ({
  page,
}) => {
  await page.goto("/events");
  const region = page.getByRole("region", { name: eventsText.widgetTitle, exact: true });
  const script = page.locator(`head script[src="${widgetScriptUrl}"]`);
  await expect(region.getByText("Widget test-events")).toBeVisible();
  await expect(script).toHaveCount(1);
  await page.getByRole("banner").getByRole("link", { name: "Competitions" }).click();
  await expect(page).toHaveURL(/\/competitions$/);
  await expect(script).toHaveCount(0);
  await page.goBack();
  await expect(region.getByText("Widget test-events")).toBeVisible();
  expect(
    await page.evaluate(() => (window as { widgetScriptRuns?: number }).widgetScriptRuns),
  ).toBe(1);
});

test("the Content-Security-Policy lets the provider's host in", async ({ page }) => {
  const response = await page.goto("/events");
  const policy = (await response?.headerValue("content-security-policy")) ?? "";
  const origin = new URL(widgetScriptUrl).origin;
  expect(policy).toMatch(new RegExp(`script-src [^;]*${origin}`));
  expect(policy).toMatch(new RegExp(`frame-src [^;]*${origin}`));
});

test("a blocked widget script leaves the plain link", async ({ page }) => {
  await page.route(widgetScriptUrl, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/events");
  const link = page.getByRole("link", { name: new RegExp(eventsLink.link) });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", eventsLink.page);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  await expect(page.locator("healcode-widget")).toHaveCount(0);
});

test("a widget that never draws gives way to the link after a few seconds", async ({ page }) => {
  test.setTimeout(30_000);
  await page.route(widgetScriptUrl, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "/* loads, draws nothing */" }),
  );
  await page.goto("/events");
  await expect(page.getByRole("status").filter({ hasText: widgetText.loading })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(eventsLink.link) })).toBeVisible({
    timeout: widgetLoadTimeoutMs + 5000,
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the link is there and no outside script is requested", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://localhost")) outside.push(request.url());
    });
    await page.goto("/events");
    await expect(page.getByRole("link", { name: new RegExp(eventsLink.link) })).toHaveAttribute(
      "href",
      eventsLink.page,
    );
    expect(outside).toEqual([]);
  });
});
