import { karateNavigation, yogaNavigation } from "~/content/navigation";
import { siteText } from "~/content/site";
import { studio } from "~/content/studio";
import { expect, test } from "./fixtures";

const desktopKarate = karateNavigation.filter((item) => !item.mobileOnly);

test.describe("header navigation at 1280 px", () => {
  test("the karate navigation lists the spec's items and marks the active one by path prefix", async ({
    page,
  }) => {
    await page.goto("/events/some-event");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(desktopKarate.map((item) => item.label));
    await expect(nav.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
  });

  test("under /yoga the yoga navigation and palette apply", async ({ page }) => {
    await page.goto("/yoga/courses/anything");
    await expect(page.locator("html")).toHaveAttribute("data-side", "yoga");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(yogaNavigation.map((item) => item.label));
    await expect(nav.getByRole("link", { name: "Kids Courses" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      page.getByRole("banner").getByRole("link", { name: studio.yogaName }),
    ).toHaveAttribute("href", "/yoga");
  });
});

test("each side's Home is marked in the HTML of its prerendered home page", async ({ request }) => {
  // Prerendering renders /karate as "/karate/"; the mark must not depend on the trailing slash.
  for (const home of ["/karate", "/yoga"]) {
    const html = await (await request.get(home)).text();
    expect(html, home).toMatch(new RegExp(`<a aria-current="page"[^>]*href="${home}"[^>]*>Home<`));
    expect(html, home).toContain(`name="returnTo" value="${home}"`);
  }
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens and closes by toggle, Escape and the overlay, moving focus", async ({ page }) => {
    await page.goto("/newsletter");
    const toggle = page.getByRole("banner").locator("button[aria-expanded]");
    await expect(toggle).toHaveAccessibleName(siteText.menuOpen);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeHidden();

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName(siteText.menuClose);
    const menu = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(menu.getByRole("link")).toHaveText(
      karateNavigation.map((item) => item.mobileLabel ?? item.label),
    );
    await expect(menu.getByRole("link").first()).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByTestId("menu-overlay").click({ position: { x: 20, y: 640 } });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("choosing an item navigates and closes the menu; Log In is in the mobile menu", async ({
    page,
  }) => {
    await page.goto("/newsletter");
    const toggle = page.getByRole("banner").locator("button[aria-expanded]");
    await toggle.click();
    await page.getByRole("banner").getByRole("link", { name: "Log In" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the yoga menu uses its mobile labels", async ({ page }) => {
    await page.goto("/yoga/unknown");
    await page.getByRole("banner").getByRole("button", { name: siteText.menuOpen }).click();
    const menu = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(menu.getByRole("link", { name: "Courses", exact: true })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the menu link leads to the footer's list of the same pages", async ({ page }) => {
      await page.goto("/newsletter");
      await page.getByRole("banner").getByRole("link", { name: siteText.menuOpen }).click();
      const footerNav = page.getByRole("navigation", { name: "Footer" });
      await expect(footerNav).toBeInViewport();
      await expect(footerNav.getByRole("link", { name: "Orientation" })).toBeVisible();
    });
  });
});

test.describe("scrolling on navigation", () => {
  test("a link with a fragment scrolls to that element; one without goes to the top", async ({
    page,
  }) => {
    await page.goto("/newsletter");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
