import { eventPages } from "~/model/events";
import { programSections } from "~/content/karate-lists";
import { seasonEvent, seasonEvents } from "~/content/season-events";
import {
  eventGroups,
  specialEventsDated,
  specialEventsFaq,
  specialEventsPage,
} from "~/content/special-events";
import { studio } from "~/content/studio";
import { swordWorkshopSlug } from "~/content/sword-workshop";
import { formatPrice } from "~/model/prices";
import { dojoTimeToUtc, formatEventDate, formatEventDateWithYear } from "~/model/times";
import {
  beforeTheEvents,
  eventsBaseURL,
  expect,
  expectOneOpenAtATime,
  faqIn,
  mainBaseURL,
  standBeforeTheEvents,
  test,
} from "./fixtures";

// /special-events (spec §2 "Special events", §4, §9): its own title and description, the events
// table's events to come by kind with links onwards, the FAQ accordion (one open at most, the open
// one closes on a second click, keyboard too) and the fade-in on scroll. On the "events" server
// the clock stands before the season (July 15, 2025): every event is to come and the workshop's
// registration is open; on the main server, whose real clock is past the season, none is.

test.use({ baseURL: eventsBaseURL });
test.beforeAll(async ({ request }) => standBeforeTheEvents(request));

const swordWorkshopEvent = seasonEvent(swordWorkshopSlug);
const thisYear = beforeTheEvents.slice(0, 4);

/** An event's date as the list writes it on the events server's day: its year when not 2025. */
function dateOf(event: (typeof seasonEvents)[number]): string {
  const startsAt = dojoTimeToUtc(event.startsLocal);
  return event.startsLocal.startsWith(thisYear)
    ? formatEventDate(startsAt)
    : formatEventDateWithYear(startsAt);
}

// The FAQ as the events server's day writes it: registration open for the workshop, its price and
// bokken deadline, and one question about each of three events by its title.
const { registration, swordWorkshop: sword, aboutEvents } = specialEventsFaq;
const faqItems = [
  { question: registration.question, answer: registration.open(swordWorkshopEvent.title) },
  sword.who,
  {
    question: sword.includedQuestion,
    answer: `${sword.registration(formatPrice(swordWorkshopEvent.registration.priceCents ?? 0))} ${sword.included} ${sword.bokkenBy("September 20")}`,
  },
  ...aboutEvents.map((about) => ({
    question: about.question(seasonEvent(about.slug).title),
    answer: about.answer,
  })),
];
const [first, second, third] = faqItems;
if (!first || !second || !third) throw new Error("The special events FAQ needs three questions");

test("title, description, heading and the karate home's tags", async ({ page }) => {
  await page.goto("/special-events");
  await expect(page).toHaveTitle(`${specialEventsPage.title} | ${studio.name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    specialEventsPage.description,
  );
  const homeSection = programSections.find((section) => section.id === "events");
  expect(specialEventsPage.title).toBe(homeSection?.title);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(specialEventsPage.title);
  for (const tag of homeSection?.tags ?? []) {
    await expect(page.getByText(specialEventsPage.eyebrow)).toContainText(tag);
  }
  expect(faqItems.length).toBeGreaterThanOrEqual(5);
  expect(faqItems.length).toBeLessThanOrEqual(7);
});

test("every season event is listed once, by kind, with its date, and the workshop's registration beside the heading", async ({
  page,
}) => {
  await page.goto("/special-events");
  await expect(
    page.getByText(specialEventsDated.groupsIntroOpen(swordWorkshopEvent.title)),
  ).toBeVisible();
  const hero = page.getByRole("region", { name: specialEventsPage.title });
  await expect(hero).toContainText(specialEventsPage.openNow);
  await expect(hero).toContainText(
    `${dateOf(swordWorkshopEvent)} · ${formatPrice(swordWorkshopEvent.registration.priceCents ?? 0)}`,
  );
  for (const group of eventGroups) {
    const card = page.getByRole("article", { name: group.title });
    const events = seasonEvents.filter((event) =>
      group.categories.some((category) => category === event.category),
    );
    const rows = card.getByRole("listitem");
    await expect(rows).toHaveCount(events.length);
    for (const [index, event] of events.entries()) {
      await expect(rows.nth(index)).toContainText(event.title);
      await expect(rows.nth(index)).toContainText(dateOf(event));
    }
  }
  const listed = eventGroups.flatMap((group) =>
    seasonEvents.filter((event) => group.categories.some((c) => c === event.category)),
  );
  expect(listed.map((event) => event.slug).sort()).toEqual(
    seasonEvents.map((event) => event.slug).sort(),
  );
});

test("the FAQ: none open, one at a time, and the open one closes on a second click", async ({
  page,
}) => {
  await page.goto("/special-events");
  const faq = faqIn(page.getByRole("region", { name: specialEventsPage.faqHeading }));
  await expect(faq.questions).toHaveText(faqItems.map((item) => item.question));
  await expect(faq.item(third.question)).toContainText(third.answer);
  await expectOneOpenAtATime(faq, first, second);
});

test("the FAQ from the keyboard: Enter and Space toggle, Tab moves on", async ({ page }) => {
  await page.goto("/special-events");
  const faq = faqIn(page.getByRole("region", { name: specialEventsPage.faqHeading }));

  await faq.question(first.question).focus();
  await page.keyboard.press("Enter");
  await expect(faq.item(first.question)).toHaveAttribute("open", "");
  await page.keyboard.press("Space");
  await expect(faq.item(first.question)).not.toHaveAttribute("open");

  await page.keyboard.press("Tab");
  await expect(faq.question(second.question)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(faq.item(second.question)).toHaveAttribute("open", "");
  // The open answer holds no link or control, so Tab goes straight to the next question.
  await page.keyboard.press("Tab");
  await expect(faq.question(third.question)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(faq.item(third.question)).toHaveAttribute("open", "");
  await expect(faq.item(second.question)).not.toHaveAttribute("open");
  await page.keyboard.press("Shift+Tab");
  await expect(faq.question(second.question)).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the FAQ's answers still open", async ({ page }) => {
    await page.goto("/special-events");
    const faq = faqIn(page.getByRole("region", { name: specialEventsPage.faqHeading }));
    await faq.question(first.question).click();
    await expect(faq.item(first.question).getByText(first.answer)).toBeVisible();
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test("the FAQ waits below the fold, then fades in when scrolled to", async ({ page }) => {
    await page.goto("/special-events");
    const faqHeading = page.getByRole("heading", { name: specialEventsPage.faqHeading });
    const reveal = page.locator("[data-reveal]").filter({ has: faqHeading });
    await expect(reveal).toHaveAttribute("data-reveal-state", "waiting");
    await expect(reveal).toHaveCSS("opacity", "0");
    await faqHeading.scrollIntoViewIfNeeded();
    await expect(reveal).toHaveAttribute("data-reveal-state", "shown");
    await expect(reveal).toHaveCSS("opacity", "1");
  });
});

test("links go to the sword workshop and to every event's date", async ({ page }) => {
  await page.goto("/special-events");
  const workshopPath = eventPages[swordWorkshopEvent.slug];
  const listed = page.getByRole("link", { name: swordWorkshopEvent.title });
  await expect(listed).toHaveAttribute("href", workshopPath ?? "");
  await listed.click();
  await expect(page).toHaveURL(/\/sword-workshop$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(swordWorkshopEvent.title);

  await page.goBack();
  await page.getByRole("link", { name: specialEventsPage.workshopLink }).click();
  await expect(page).toHaveURL(/\/sword-workshop$/);

  await page.goBack();
  await page.getByRole("link", { name: specialEventsPage.allEventsLabel }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("on the main server, whose real clock is past the season", () => {
  test.use({ baseURL: mainBaseURL });

  test("nothing past is listed as to come, and no registration is offered", async ({ page }) => {
    await page.goto("/special-events");
    await expect(page.getByText(specialEventsPage.openNow, { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: specialEventsPage.workshopLink })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Register/ })).toHaveCount(0);
    await expect(page.getByText(specialEventsPage.groupsIntro)).toBeVisible();
    for (const group of eventGroups) {
      const card = page.getByRole("article", { name: group.title });
      for (const event of seasonEvents) {
        await expect(card.getByRole("listitem").filter({ hasText: event.title })).toHaveCount(0);
      }
    }
    const faq = faqIn(page.getByRole("region", { name: specialEventsPage.faqHeading }));
    await expect(faq.item(registration.question)).toContainText(registration.notOpen);
    // The workshop's price and bokken deadline belong to a registration that has closed.
    await expect(faq.item(sword.includedQuestion)).toContainText(
      `${sword.registrationUnpriced} ${sword.included}`,
    );
    await expect(page.getByRole("main")).not.toContainText("September 20");
  });
});
