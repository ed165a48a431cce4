import { newsletter } from "~/content/newsletter";
import { provider } from "~/content/provider";
import { yogaFaq, yogaHome, yogaInstructors, yogaPrograms, yogaStripItems } from "~/content/yoga";
import { expect, expectOneOpenAtATime, faqIn, sectionByHeading, test } from "./fixtures";

// The yoga home, /yoga (spec §2 "Yoga home", §4 "Yoga programs tabs"): its words asserted from
// the content modules, the tabs by mouse and keyboard, the FAQ and the events widget. The other
// yoga pages are in yoga-pages.spec.ts.

test.describe("/yoga", () => {
  test("the hero's mission, the schedule button and the weekly strip", async ({ page }) => {
    await page.goto("/yoga");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(yogaHome.title);
    await expect(page.getByText(yogaHome.mission)).toBeVisible();
    const strip = page.getByRole("list", { name: yogaHome.stripLabel });
    await expect(strip.getByRole("listitem")).toHaveCount(6);
    for (const [index, item] of yogaStripItems.entries()) {
      const entry = strip.getByRole("listitem").nth(index);
      await expect(entry).toContainText(item.title);
      await expect(entry).toContainText(item.detail);
      if (item.badge) await expect(entry).toContainText(item.badge);
    }
    expect(yogaStripItems.map((item) => item.detail)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    // The strip's second copy, which makes the loop seamless, is hidden from assistive technology.
    await expect(page.locator("[data-strip-copy]")).toHaveAttribute("aria-hidden", "true");
    await page.getByRole("link", { name: yogaHome.scheduleLabel }).click();
    await expect(page).toHaveURL(/\/yoga\/calendar$/);
  });

  test("programs tabs: Aerial Yoga first; a click shows another program's panel", async ({
    page,
  }) => {
    await page.goto("/yoga");
    const tabs = page.getByRole("tablist", { name: yogaHome.programsHeading });
    await expect(tabs.getByRole("tab")).toHaveText(yogaPrograms.map((program) => program.tab));
    const [aerial, barre, events] = yogaPrograms;
    if (!aerial || !barre || !events) throw new Error("three programs expected");
    await expect(tabs.getByRole("tab", { name: aerial.tab })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    for (const program of yogaPrograms) {
      await tabs.getByRole("tab", { name: program.tab, exact: true }).click();
      const panel = page.getByRole("tabpanel");
      await expect(panel).toHaveCount(1);
      await expect(panel.getByRole("heading", { level: 3 })).toHaveText(program.title);
      await expect(panel.getByText(program.description)).toBeVisible();
      for (const point of program.points) {
        await expect(panel.getByText(point, { exact: true })).toBeVisible();
      }
      await expect(
        panel.getByRole("button", { name: new RegExp(program.video.title) }),
      ).toBeVisible();
    }
  });

  test("programs tabs: arrow keys move between the tabs", async ({ page }) => {
    await page.goto("/yoga");
    const tabs = page.getByRole("tablist", { name: yogaHome.programsHeading });
    const [aerial, barre, events] = yogaPrograms;
    if (!aerial || !barre || !events) throw new Error("three programs expected");
    await tabs.getByRole("tab", { name: aerial.tab }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: barre.tab })).toBeFocused();
    await expect(tabs.getByRole("tab", { name: barre.tab })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tabpanel").getByRole("heading")).toHaveText(barre.title);
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: events.tab })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: aerial.tab })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.getByRole("tab", { name: events.tab })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("where each tab leads: aerial to /yoga/signup, barre to the provider, events to /yoga/events", async ({
    page,
  }) => {
    await page.goto("/yoga");
    const tabs = page.getByRole("tablist", { name: yogaHome.programsHeading });
    const [aerial, barre, events] = yogaPrograms;
    if (!aerial?.action || !barre?.action || !events?.events) throw new Error("program actions");

    await page.getByRole("tabpanel").getByRole("link", { name: aerial.action.label }).click();
    await expect(page).toHaveURL(/\/yoga\/signup$/);

    await page.goBack();
    await tabs.getByRole("tab", { name: barre.tab }).click();
    const barreLink = page
      .getByRole("tabpanel")
      .getByRole("link", { name: new RegExp(barre.action.label) });
    await expect(barreLink).toHaveAttribute("href", provider.pages.signUp);
    await expect(barreLink).toHaveAttribute("target", "_blank");
    await expect(barreLink).toHaveAttribute("rel", /noopener/);

    await tabs.getByRole("tab", { name: events.tab }).click();
    const cards = page.getByRole("tabpanel").getByRole("link");
    await expect(cards).toHaveCount(events.events.length);
    for (const [index, event] of events.events.entries()) {
      await expect(cards.nth(index)).toContainText(event.title);
      await expect(cards.nth(index)).toHaveAttribute("href", "/yoga/events");
    }
    await cards.first().click();
    await expect(page).toHaveURL(/\/yoga\/events$/);
  });

  test("instructors by role, the yoga newsletter at #newsletter, the events widget", async ({
    page,
  }) => {
    await page.goto("/yoga");
    const instructors = sectionByHeading(page, yogaHome.instructorsHeading);
    await expect(instructors.getByRole("heading", { level: 3 })).toHaveText(
      yogaInstructors.map((instructor) => instructor.role),
    );
    const signUp = page.locator("section#newsletter");
    await expect(signUp.getByRole("heading", { level: 2 })).toHaveText(newsletter.heading);
    await expect(signUp.locator("input[name=tags]")).toHaveValue("yoga");
    const region = page.getByRole("region", { name: yogaHome.eventsTitle, exact: true });
    await expect(region.getByText("Widget test-events")).toBeVisible();
  });

  test("the FAQ: five questions, one open at a time", async ({ page }) => {
    await page.goto("/yoga");
    const faq = faqIn(page.locator("section#faq"));
    const questions = yogaFaq({ aerial: "$30", barre: "$22" });
    await expect(faq.questions).toHaveText(questions.map((item) => item.question));
    const [first, second] = questions;
    if (!first || !second) throw new Error("questions expected");
    await expectOneOpenAtATime(faq, first, second);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every program panel is shown, one after another", async ({ page }) => {
      await page.goto("/yoga");
      for (const program of yogaPrograms) {
        await expect(
          page.getByRole("heading", { level: 3, name: program.title, exact: true }),
        ).toBeVisible();
        await expect(page.getByText(program.description)).toBeVisible();
      }
    });
  });
});
