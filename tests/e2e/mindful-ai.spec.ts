import { mindfulAi, mindfulAiDated, mindfulAiEvent, mindfulAiPath } from "~/content/mindful-ai";
import { addressOneLine, mapsUrl, studio } from "~/content/studio";
import { ticketWidget } from "~/lib/widgets";
import { dojoTimeToUtc, formatLongDate, formatTimeSpan } from "~/model/times";
import {
  eventsBaseURL,
  expect,
  expectOneOpenAtATime,
  faqIn,
  mainBaseURL,
  standBeforeTheEvents,
  test,
  ticketScriptUrl,
} from "./fixtures";

// The mindful-AI workshop page (spec §2 "Workshop landing page…", §3 "Ticket widget config",
// §9): its sections, the ticket checkout loaded ~100 ms after the page into a 425 px container,
// the FAQ, and its own footer. Its date and booking link are the events table's (seeded from
// `mindfulAiEvent`): on the "events" server, whose clock stands before the workshop, it offers
// registration; on the main server, whose real clock is long past it, it says it took place.

test.use({ baseURL: eventsBaseURL });
test.beforeAll(async ({ request }) => standBeforeTheEvents(request));

const bookingUrl = mindfulAiEvent.registration.url ?? "";
const startsAt = dojoTimeToUtc(mindfulAiEvent.startsLocal);

type TicketCall = {
  widgetType: string;
  eventId: string;
  iframeContainerId: string;
  iframeContainerHeight: number;
  onOrderComplete: string;
  at: number;
};

test("the hero: title, subtitle, date and time, the venue on a map, donation-based, Register Now", async ({
  page,
}) => {
  await page.goto(mindfulAiPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(mindfulAi.title);
  const hero = page.getByRole("region", { name: mindfulAi.title });
  await expect(hero).toContainText(mindfulAi.subtitle);
  await expect(hero).toContainText("Saturday, Aug 2, 7:00pm - 8:30pm EDT");
  await expect(hero.getByRole("link", { name: new RegExp(addressOneLine()) })).toHaveAttribute(
    "href",
    mapsUrl(),
  );
  await expect(hero).toContainText("Donation-based. No upsells.");
  const register = hero.getByRole("link", { name: new RegExp(mindfulAi.registerLabel) });
  await expect(register).toHaveAttribute("href", bookingUrl);
  await expect(register).toHaveAttribute("target", "_blank");
});

test("every section: reflection, beliefs and reframes, a day in six parts, details", async ({
  page,
}) => {
  await page.goto(mindfulAiPath);
  for (const line of mindfulAi.reflection) await expect(page.getByText(line)).toBeAttached();
  const beliefs = page.getByRole("region", { name: mindfulAi.beliefsHeading });
  for (const pair of mindfulAi.beliefs) {
    await expect(beliefs).toContainText(pair.belief);
    await expect(beliefs).toContainText(pair.reframe);
  }
  const day = page.getByRole("region", { name: mindfulAi.dayHeading });
  await expect(day.getByRole("heading", { level: 3 })).toHaveText([
    "Dawn",
    "Morning",
    "Midday",
    "Afternoon",
    "Evening",
    "Night",
  ]);
  await expect(page.getByRole("heading", { name: mindfulAi.resistanceHeading })).toBeAttached();
  await expect(page.getByRole("heading", { name: mindfulAi.discoveryHeading })).toBeAttached();
  const details = page.getByRole("region", { name: mindfulAi.detailsHeading });
  await expect(details.locator("dt")).toHaveText([
    "Format",
    "Includes",
    "Outcome",
    "Investment",
    "Contribution",
  ]);
  await expect(details).toContainText("2 hours");
  await expect(details).toContainText("Optional");
  // The second call to action goes to the same booking page.
  await expect(
    page.getByRole("link", { name: new RegExp(mindfulAi.registerLabel) }),
  ).not.toHaveCount(1);
  for (const link of await page
    .getByRole("link", { name: new RegExp(mindfulAi.registerLabel) })
    .all()) {
    await expect(link).toHaveAttribute("href", bookingUrl);
  }
});

test("the ticket checkout loads about 100 ms after the page into a 425 px container", async ({
  page,
}) => {
  const requested: number[] = [];
  page.on("request", (request) => {
    if (request.url() === ticketScriptUrl) requested.push(Date.now());
  });
  await page.goto(mindfulAiPath, { waitUntil: "load" });
  const container = page.locator(`#${ticketWidget.containerId}`);
  await expect(container.locator("iframe")).toHaveCount(1);
  const calls = await page.evaluate(
    () => (window as { ticketWidgetCalls?: TicketCall[] }).ticketWidgetCalls ?? [],
  );
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({
    widgetType: "checkout",
    eventId: "test-event",
    iframeContainerId: ticketWidget.containerId,
    iframeContainerHeight: 425,
    onOrderComplete: "function",
  });
  expect(calls[0]?.at).toBeGreaterThan(100);
  expect(requested).toHaveLength(1);
  expect((await container.boundingBox())?.height).toBe(425);
  await expect(page.locator("[data-ticket-state]")).toHaveAttribute("data-ticket-state", "loaded");
  // The plain link stands aside once the checkout shows.
  const tickets = page.getByRole("region", { name: mindfulAi.ticketsHeading });
  await expect(tickets.getByRole("link")).toHaveCount(0);
  // Completing an order is logged (spec §4).
  const logged = page.waitForEvent("console", (message) =>
    message.text().includes("order complete"),
  );
  await page.evaluate(() =>
    (window as { completeTicketOrder?: () => void }).completeTicketOrder?.(),
  );
  await logged;
});

test("the ticket script waits for the page: requested 100 ms or more after it loaded", async ({
  page,
}) => {
  await page.goto(mindfulAiPath);
  await expect(page.locator(`#${ticketWidget.containerId} iframe`)).toHaveCount(1);
  const gap = await page.evaluate((url) => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const script = performance.getEntriesByName(url)[0];
    return script ? script.startTime - navigation.domContentLoadedEventEnd : -1;
  }, ticketScriptUrl);
  expect(gap).toBeGreaterThanOrEqual(100);
});

test("a blocked ticket script leaves the plain booking link", async ({ page }) => {
  await page.route(ticketScriptUrl, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(mindfulAiPath);
  const tickets = page.getByRole("region", { name: mindfulAi.ticketsHeading });
  const link = tickets.getByRole("link", { name: new RegExp(mindfulAi.registerLabel) });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", bookingUrl);
  await expect(page.locator(`#${ticketWidget.containerId} iframe`)).toHaveCount(0);
});

test("the FAQ: seven questions, opening and closing on click", async ({ page }) => {
  await page.goto(mindfulAiPath);
  const faq = faqIn(page.getByRole("region", { name: mindfulAi.faqHeading }));
  const items = [
    {
      question: mindfulAi.whenQuestion,
      answer: `${formatTimeSpan(startsAt, mindfulAiEvent.durationMinutes ?? 0)}.`,
    },
    ...mindfulAi.faq,
    mindfulAi.registerQuestion,
  ];
  expect(items).toHaveLength(7);
  await expect(faq.questions).toHaveText(items.map((item) => item.question));
  const [first, second] = items;
  if (!first || !second) throw new Error("questions expected");
  await expectOneOpenAtATime(faq, first, second);
});

test("its own footer: phone, email, address, Facebook, Instagram and 2025", async ({ page }) => {
  await page.goto(mindfulAiPath);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: studio.phone.display })).toBeVisible();
  await expect(footer.getByRole("link", { name: studio.email })).toBeVisible();
  await expect(footer.getByRole("link", { name: new RegExp(addressOneLine()) })).toBeVisible();
  await expect(footer.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
    "href",
    studio.social.facebook,
  );
  await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
    "href",
    studio.social.instagram,
  );
  await expect(footer).toContainText("© 2025");
  // Not part of the site's navigation.
  await expect(page.getByRole("navigation")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the booking link stands in for the checkout and no ticket script loads", async ({
    page,
  }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(new URL(ticketScriptUrl).origin)) outside.push(request.url());
    });
    await page.goto(mindfulAiPath);
    const tickets = page.getByRole("region", { name: mindfulAi.ticketsHeading });
    await expect(
      tickets.getByRole("link", { name: new RegExp(mindfulAi.registerLabel) }),
    ).toBeVisible();
    expect(outside).toEqual([]);
  });
});

test.describe("on the main server, whose real clock is long past the workshop", () => {
  test.use({ baseURL: mainBaseURL });

  test("it says the workshop took place, with its year: no Register, no checkout, no offer to sign up", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(new URL(ticketScriptUrl).origin)) requested.push(request.url());
    });
    await page.goto(mindfulAiPath);
    const hero = page.getByRole("region", { name: mindfulAi.title });
    await expect(hero).toContainText(
      formatTimeSpan(startsAt, mindfulAiEvent.durationMinutes ?? 0, true),
    );
    await expect(hero).toContainText(mindfulAiDated.tookPlace(formatLongDate(startsAt)));
    await expect(page.getByRole("link", { name: new RegExp(mindfulAi.registerLabel) })).toHaveCount(
      0,
    );
    await expect(page.getByRole("heading", { name: mindfulAi.secondCtaHeading })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: mindfulAi.ticketsHeading })).toHaveCount(0);
    const faq = faqIn(page.getByRole("region", { name: mindfulAi.faqHeading }));
    await expect(faq.questions).toHaveText([
      mindfulAi.whenQuestion,
      ...mindfulAi.faq.map((item) => item.question),
    ]);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toContain(mindfulAiDated.tookPlace(formatLongDate(startsAt)));
    expect(requested).toEqual([]);
  });
});
