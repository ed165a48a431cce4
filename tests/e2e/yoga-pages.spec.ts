import { provider, widgetText } from "~/content/provider";
import { studio } from "~/content/studio";
import {
  yogaCampActivities,
  yogaCampExpectations,
  yogaCampsPage,
  yogaCampSummary,
  yogaCampTimetable,
} from "~/content/yoga-camps";
import { courseSeeds, coursesPage } from "~/content/yoga-courses";
import { yogaCalendarPage, yogaEventsPage, yogaSignupPage } from "~/content/yoga-pages";
import { siteText } from "~/content/site";
import { formatPrice } from "~/model/prices";
import { sitePages } from "~/site-pages";
import {
  eventsBaseURL,
  expect,
  sectionByHeading,
  standBeforeTheEvents,
  test,
  widgetScriptUrl,
} from "./fixtures";

// The yoga pages other than the home (spec §2 "Other yoga pages", §3, §9), and what every yoga
// page shares: words and numbers asserted from the content modules, and behaviours. The home is
// in yoga-home.spec.ts, the store and the birthday party in yoga-offers.spec.ts.

const yogaPaths = sitePages.filter((page) => page.side === "yoga").map((page) => page.path);

test.describe("/yoga/courses and /yoga/camps in the seed's season", () => {
  test.use({ baseURL: eventsBaseURL });
  test.beforeAll(async ({ request }) => standBeforeTheEvents(request));

  test("four courses with their ages, days, dates, prices and early-bird deadlines", async ({
    page,
  }) => {
    await page.goto("/yoga/courses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(coursesPage.title);
    await expect(page.locator("[data-courses-soon]")).toHaveCount(0);
    const dates = [
      "8 sessions, Oct 23 to Dec 18",
      "8 sessions, Sep 30 to Nov 18",
      "8 sessions, Oct 23 to Dec 18",
      undefined,
    ];
    const earlyBirds = [
      "Early bird $220 by October 12",
      "Early bird $220 by September 29",
      "Early bird $220 by October 12",
      undefined,
    ];
    await expect(
      page.getByRole("heading", { name: coursesPage.listHeading }).locator("+ p"),
    ).toHaveText(coursesPage.makeupPolicy);
    for (const [index, { record: course }] of courseSeeds.entries()) {
      const card = page.getByRole("article", { name: course.title });
      await expect(card).toContainText(course.ages);
      await expect(card).toContainText(`${course.day}s`);
      await expect(card).toContainText(`${course.weeks} weeks`);
      // The rule every course shares is said once, under the heading, not on each card.
      await expect(card).not.toContainText(course.makeup);
      const written = dates[index];
      if (written) await expect(card).toContainText(written);
      for (const feature of course.features) await expect(card).toContainText(feature);
      await expect(card.locator("[data-course-price]")).toHaveText(
        course.priceCents === null ? coursesPage.pricePending : formatPrice(course.priceCents),
      );
      const earlyBird = earlyBirds[index];
      if (earlyBird) await expect(card.locator("[data-course-early-bird]")).toHaveText(earlyBird);
      const register = card.getByRole("link", { name: new RegExp(coursesPage.register) });
      await expect(register).toHaveAccessibleName(
        `${coursesPage.register}: ${course.title}, ${course.ages} ${siteText.newTab}`,
      );
      if (course.registration.state !== "open") throw new Error("The seed's courses are open");
      await expect(register).toHaveAttribute("href", course.registration.url);
      await expect(register).toHaveAttribute("target", "_blank");
    }
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /8 weeks for \$240, early bird \$220\.$/,
    );
  });

  test("Join Our Community goes to /signup, Learn More to /contact", async ({ page }) => {
    await page.goto("/yoga/courses");
    await page.getByRole("link", { name: coursesPage.joinLabel }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goBack();
    await page
      .getByRole("link", { name: `${coursesPage.learnMoreLabel}${coursesPage.learnMoreContext}` })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the camp: its summary, six activities, the sample morning and what to expect", async ({
    page,
  }) => {
    await page.goto("/yoga/camps");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(yogaCampSummary.title);
    await expect(page.getByText("Summer 2026", { exact: true })).toBeVisible();
    for (const value of ["4 days", "9:00 AM to 12:30 PM", "From $450", "Small groups"]) {
      await expect(page.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(page.locator("[data-camp-dates]")).toHaveText(
      "Summer 2026: registration opens in January",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /4 days, 9:00 AM to 12:30 PM, small groups, from \$450\. 2026 registration opens in January\.$/,
    );
    const activities = sectionByHeading(page, yogaCampsPage.activitiesHeading);
    await expect(activities.getByRole("heading", { level: 3 })).toHaveText(
      yogaCampActivities.map((activity) => activity.title),
    );
    const table = page.getByRole("table", { name: yogaCampsPage.timetableCaption });
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(yogaCampTimetable.length);
    for (const [index, entry] of yogaCampTimetable.entries()) {
      await expect(rows.nth(index).getByRole("rowheader")).toHaveText(entry.time);
      await expect(rows.nth(index).getByRole("cell")).toHaveText(entry.activity);
    }
    for (const item of yogaCampExpectations) await expect(page.getByText(item)).toBeVisible();
    await expect(page.locator("section#newsletter input[name=tags]")).toHaveValue("yoga");
  });
});

test.describe("/yoga/courses and /yoga/camps today", () => {
  test("the courses have ended: the page says Registration Opens Soon and offers only the undated course", async ({
    page,
  }) => {
    await page.goto("/yoga/courses");
    await expect(page.locator("[data-courses-soon]")).toContainText(coursesPage.soonHeading);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article", { name: "Adult Aerial Yoga" })).toBeVisible();
    await expect(page.locator("main")).not.toContainText("Early bird");
  });

  test("the camp's summer is over: no past year, and the canonical link; Join Our Community First → /yoga/signup", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/yoga/camps");
    await expect(page.locator("[data-camp-dates]")).toHaveText(yogaCampSummary.nextSummer);
    await expect(page.locator("main")).not.toContainText("2026");
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
      "href",
      `${baseURL}/yoga/camps`,
    );
    await page.getByRole("link", { name: yogaCampsPage.joinLabel }).click();
    await expect(page).toHaveURL(/\/yoga\/signup$/);
  });
});

test.describe("/yoga/events and /yoga/calendar", () => {
  test("events: the provider's events widget and the yoga newsletter", async ({ page }) => {
    await page.goto("/yoga/events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(yogaEventsPage.title);
    const region = page.getByRole("region", { name: yogaEventsPage.widgetTitle, exact: true });
    await expect(region.getByText("Widget test-events")).toBeVisible();
    await expect(page.locator("section#newsletter input[name=tags]")).toHaveValue("yoga");
  });

  test("calendar: the schedule widget with its identifiers as widget data; Sign Up Today → /signup", async ({
    page,
  }) => {
    await page.goto("/yoga/calendar");
    const region = page.getByRole("region", { name: yogaCalendarPage.widgetTitle, exact: true });
    await expect(region.locator("healcode-widget")).toHaveAttribute(
      "data-widget-id",
      "test-schedule",
    );
    await expect(region.getByText("Widget test-schedule")).toBeVisible();
    await page.getByRole("link", { name: yogaCalendarPage.signUpLabel }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("with the widget script blocked, both pages keep their plain links", async ({ page }) => {
    await page.route(widgetScriptUrl, (route) => route.fulfill({ status: 404, body: "" }));
    for (const [path, kind] of [
      ["/yoga/calendar", "schedule"],
      ["/yoga/events", "events"],
    ] as const) {
      await page.goto(path);
      const link = page.getByRole("link", { name: new RegExp(widgetText.kinds[kind].link) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", widgetText.kinds[kind].page);
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });
});

test("/yoga/signup: one external Sign Up/In link, with what happens next and what to bring", async ({
  page,
}) => {
  await page.goto("/yoga/signup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(yogaSignupPage.title);
  const external = page.locator("main a[target=_blank]");
  await expect(external).toHaveCount(1);
  await expect(external).toHaveAccessibleName(new RegExp(`^${yogaSignupPage.signUpLabel}`));
  await expect(external).toHaveAttribute("href", provider.pages.signUp);
  for (const step of yogaSignupPage.steps) {
    await expect(page.getByRole("heading", { level: 3, name: step.title })).toBeVisible();
  }
  for (const item of yogaSignupPage.bring) await expect(page.getByText(item)).toBeVisible();
});

test.describe("every yoga page", () => {
  for (const path of yogaPaths) {
    test(`${path}: yoga palette and navigation, titled with the centre, outside links in new tabs`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-side", "yoga");
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue("--primary").trim(),
      );
      expect(primary).toBe("#2f5d50");
      const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
      const current = nav.locator("[aria-current=page]");
      if (path === "/yoga/signup" || path === "/yoga/login") {
        await expect(current).toHaveCount(0);
      } else {
        await expect(current).toHaveCount(1);
        await expect(current).toHaveAttribute("href", path);
      }
      await expect(page).toHaveTitle(new RegExp(studio.yogaName));
      const links = await page.locator("a[href^='http']").evaluateAll((anchors) =>
        anchors
          .filter((anchor) => new URL(anchor.getAttribute("href") ?? "").origin !== location.origin)
          .map((anchor) => ({
            href: anchor.getAttribute("href"),
            target: anchor.getAttribute("target"),
            rel: anchor.getAttribute("rel") ?? "",
          })),
      );
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.target, link.href ?? "").toBe("_blank");
        expect(link.rel, link.href ?? "").toMatch(/noopener/);
      }
    });
  }
});
