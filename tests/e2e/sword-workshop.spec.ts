import { addressOneLine, mapsUrl, studio } from "~/content/studio";
import { seasonEvent } from "~/content/season-events";
import {
  bokkenDeadlineDaysBefore,
  swordWorkshop,
  swordWorkshopDated,
  swordWorkshopEligibility,
  swordWorkshopSlug,
} from "~/content/sword-workshop";
import { formatPrice } from "~/model/prices";
import { addDays, formatDay, localDate } from "~/model/seasons";
import {
  dojoTimeToUtc,
  dojoTimeWithOffset,
  formatDuration,
  formatLongDate,
  formatLongDay,
  formatTime,
} from "~/model/times";
import { updateEvent } from "~/services/events/events.server";
import { eventSchema } from "~/services/events/schema";
import { commandLine } from "~/services/staff/audit.server";
import { oneOfType, structuredData } from "./structured-data";
import type { Page } from "@playwright/test";
import {
  eventsBaseURL,
  expect,
  mainBaseURL,
  openTestDatabase,
  standBeforeTheEvents,
  test,
} from "./fixtures";

// /sword-workshop (spec §2 "Sword workshop", §5, §9): the guest-instructor workshop's facts as
// the events table has them, its registration and map links, and the Event structured data built
// from the same facts. The "events" server's clock stands before the workshop (July 15, 2025);
// the main server's is the real one, long after it. A staff edit shows on the page; the tests of
// this file run in order, so the edit never meets another of them.

test.describe.configure({ mode: "default" });
test.use({ baseURL: eventsBaseURL });
test.beforeAll(async ({ request }) => standBeforeTheEvents(request));

// The seeded event, which is what the events server's table holds (the edit below puts it back).
const seed = seasonEvent(swordWorkshopSlug);
const startsAt = dojoTimeToUtc(seed.startsLocal);
const price = formatPrice(seed.registration.priceCents ?? 0);
const registrationUrl = seed.registration.url ?? "";
const deadline = formatDay(
  addDays(localDate(seed.startsLocal.slice(0, 10)), -bokkenDeadlineDaysBefore),
  "monthDay",
);

type EventData = {
  name: string;
  startDate: string;
  endDate: string;
  url: string;
  offers?: { price: string; priceCurrency: string; url: string };
  location: { address: { postalCode: string; streetAddress: string } };
};

const fact = (page: Page, label: string) =>
  page.locator("dl > div").filter({ hasText: label }).locator("dd");

const registerLinks = (page: Page) =>
  page.getByRole("main").getByRole("link", { name: new RegExp(swordWorkshop.registerLabel) });

test("dates read en-US: weekday and month in full, 12-hour time", () => {
  expect(formatLongDay(startsAt)).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}$/);
  expect(formatTime(startsAt)).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
  expect(deadline).toBe("September 20");
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the hero shows the workshop's facts with a register button", async ({ page }) => {
    await page.goto("/sword-workshop");
    await expect(page).toHaveTitle(`${seed.title} | ${studio.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(seed.title);
    await expect(fact(page, swordWorkshop.whenLabel)).toHaveText(
      `${formatLongDay(startsAt)}, ${formatTime(startsAt)}`,
    );
    await expect(fact(page, swordWorkshop.lengthLabel)).toHaveText(
      formatDuration(seed.durationMinutes ?? 0),
    );
    await expect(fact(page, swordWorkshop.priceLabel)).toHaveText(price);
    await expect(fact(page, swordWorkshop.deadlineLabel)).toHaveText(deadline);
    await expect(registerLinks(page).first()).toBeInViewport();
  });
});

test("what's included, who can join, the fundraiser, the instructor and the dojo", async ({
  page,
}) => {
  await page.goto("/sword-workshop");
  const region = (name: string) => page.getByRole("region", { name });
  await expect(region(swordWorkshop.includedHeading).getByRole("listitem")).toHaveText([
    swordWorkshopDated.bokkenBy(deadline),
    ...swordWorkshop.included,
  ]);
  const eligibility = region(swordWorkshop.eligibilityHeading);
  await expect(eligibility.getByRole("listitem")).toHaveText([...swordWorkshop.eligibility]);
  await expect(eligibility).toContainText(`${swordWorkshopEligibility.minimumAge} and up`);
  await expect(eligibility).toContainText(swordWorkshopEligibility.youngerStudentsFromBelt);
  await expect(region(swordWorkshop.fundraiserHeading)).toContainText(swordWorkshop.fundraiserText);
  const instructor = region(swordWorkshop.instructorHeading);
  await expect(instructor).toContainText(swordWorkshop.instructorName);
  await expect(instructor).toContainText(swordWorkshop.instructorBio);
  const dojo = region(swordWorkshop.dojoHeading);
  await expect(dojo).toContainText(`since ${studio.foundedYear}`);
  await expect(dojo).toContainText(`${studio.studentCount} students`);
  await expect(dojo).toContainText("Shotokan");
});

test("both register buttons open the registration page in a new tab", async ({ page }) => {
  // The registration page is another site: answered here, so the test never leaves the machine.
  await page
    .context()
    .route(`${new URL(registrationUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Registration</title>" }),
    );
  await page.goto("/sword-workshop");
  const register = registerLinks(page);
  await expect(register).toHaveCount(2);
  for (const link of await register.all()) {
    await expect(link).toHaveAttribute("href", registrationUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toContainText(price);
    await expect(link).toHaveAccessibleName(/opens in a new tab/);
  }
  const closing = page.getByRole("region", { name: swordWorkshop.ctaHeading });
  await expect(closing).toContainText(swordWorkshopDated.ctaText(deadline));
  const popupOpened = page.waitForEvent("popup");
  await closing.getByRole("link").click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(registrationUrl);
  await expect(page).toHaveURL(/\/sword-workshop$/);
});

test("directions give the studio's address and a maps link in a new tab", async ({ page }) => {
  await page.goto("/sword-workshop");
  const directions = page.getByRole("region", { name: swordWorkshop.directionsHeading });
  await expect(directions).toContainText(addressOneLine());
  const maps = directions.getByRole("link", { name: new RegExp(swordWorkshop.mapLabel) });
  await expect(maps).toHaveAttribute("href", mapsUrl());
  await expect(maps).toHaveAttribute("target", "_blank");
  await expect(maps).toHaveAttribute("rel", /noopener/);
});

test("Event structured data and social tags describe the same workshop, with its offer", async ({
  page,
}) => {
  // Structured data is not a script the browser runs: the page's Content-Security-Policy has
  // nothing to refuse (any violation would also be a console error, which fails the test).
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective}`);
    });
  });
  const response = await page.goto("/sword-workshop");
  expect(response?.headers()["content-security-policy"]).toBeTruthy();
  const data = oneOfType(await structuredData(page), "Event") as EventData;
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "";
  expect(new URL(canonical).pathname).toBe("/sword-workshop");
  expect(data.name).toBe(seed.title);
  expect(data.startDate).toBe(dojoTimeWithOffset(startsAt));
  // The dojo's local time with New York's offset written out (-04:00 in summer, -05:00 in winter).
  expect(data.startDate).toMatch(new RegExp(`^${seed.startsLocal}:00-0[45]:00$`));
  const lengthMs = Date.parse(data.endDate) - Date.parse(data.startDate);
  expect(lengthMs).toBe((seed.durationMinutes ?? 0) * 60_000);
  // Before the workshop its registration is offered.
  expect(Number(data.offers?.price)).toBe((seed.registration.priceCents ?? 0) / 100);
  expect(data.offers?.priceCurrency).toBe("USD");
  expect(data.offers?.url).toBe(registrationUrl);
  expect(data.url).toBe(canonical);
  expect(data.location.address.postalCode).toBe(studio.address.postalCode);
  expect(data.location.address.streetAddress).toBe(studio.address.street);

  const title = `${seed.title} | ${studio.name}`;
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute("content", new RegExp(price.replace("$", "\\$")));
  await expect(description).toHaveAttribute("content", new RegExp(formatLongDay(startsAt)));
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
});

test("a staff edit of the event shows on the page and in its structured data", async ({ page }) => {
  const db = openTestDatabase("events");
  const row = await db
    .selectFrom("events")
    .select("id")
    .where("slug", "=", swordWorkshopSlug)
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  // The form as staff send it. Only the price and the link change: the other specs on this
  // server read the workshop's title and date.
  const form = (fields: { price: string; registrationUrl: string }) =>
    eventSchema.parse({
      title: seed.title,
      japaneseTitle: seed.japaneseTitle,
      category: seed.category,
      description: seed.description,
      date: seed.startsLocal.slice(0, 10),
      time: seed.startsLocal.slice(11),
      durationMinutes: String(seed.durationMinutes),
      location: seed.location ?? "",
      tags: seed.tags.join(", "),
      registrationStatus: seed.registration.status,
      motif: seed.motif,
      ...fields,
    });
  const editedUrl = `${registrationUrl}-edited`;
  try {
    await updateEvent(db, commandLine, id, form({ price: "55", registrationUrl: editedUrl }));
    // The server keeps the page by the events' data version, which it reads at most once a second.
    await expect(async () => {
      await page.goto("/sword-workshop");
      await expect(fact(page, swordWorkshop.priceLabel)).toHaveText("$55", { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    for (const link of await registerLinks(page).all()) {
      await expect(link).toHaveAttribute("href", editedUrl);
      await expect(link).toContainText("$55");
    }
    const data = oneOfType(await structuredData(page), "Event") as EventData;
    expect(Number(data.offers?.price)).toBe(55);
    expect(data.offers?.url).toBe(editedUrl);
  } finally {
    await updateEvent(
      db,
      commandLine,
      id,
      form({ price: String((seed.registration.priceCents ?? 0) / 100), registrationUrl }),
    );
    await db.destroy();
  }
});

test.describe("on the main server, whose real clock is long past the workshop", () => {
  test.use({ baseURL: mainBaseURL });

  test("it says the workshop took place: no Register, no Add to calendar, no deadline, no offer", async ({
    page,
  }) => {
    await page.goto("/sword-workshop");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(seed.title);
    await expect(page.getByRole("main")).toContainText(
      swordWorkshopDated.tookPlace(formatLongDate(startsAt)),
    );
    await expect(registerLinks(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Add to calendar|Google Calendar/ })).toHaveCount(
      0,
    );
    await expect(fact(page, swordWorkshop.deadlineLabel)).toHaveCount(0);
    await expect(page.getByRole("region", { name: swordWorkshop.ctaHeading })).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText(deadline);
    const data = oneOfType(await structuredData(page), "Event") as EventData;
    expect(data.name).toBe(seed.title);
    expect(data.offers).toBeUndefined();
  });
});
