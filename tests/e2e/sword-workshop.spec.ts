import { addressOneLine, mapsUrl, studio } from "~/content/studio";
import {
  swordWorkshop,
  swordWorkshopDeadline,
  swordWorkshopEligibility,
  swordWorkshopEvent,
  swordWorkshopRegistration,
} from "~/content/sword-workshop";
import {
  dojoTimeToUtc,
  dojoTimeWithOffset,
  formatDuration,
  formatLongDay,
  formatTime,
} from "~/model/times";
import { formatPrice } from "~/model/prices";
import { oneOfType, structuredData } from "./structured-data";
import { expect, test } from "./fixtures";

// /sword-workshop (spec §2 "Sword workshop", §5, §9): the guest-instructor workshop's facts,
// asserted from the season's event and the page's content module, its registration and map
// links, and the Event structured data built from the same facts.

const startsAt = dojoTimeToUtc(swordWorkshopEvent.startsLocal);
const price = formatPrice(swordWorkshopRegistration.priceCents);
const registrationUrl = swordWorkshopRegistration.url;

test("dates read en-US: weekday and month in full, 12-hour time", () => {
  expect(formatLongDay(startsAt)).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}$/);
  expect(formatTime(startsAt)).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the hero shows the workshop's facts with a register button", async ({ page }) => {
    await page.goto("/sword-workshop");
    await expect(page).toHaveTitle(`${swordWorkshopEvent.title} | ${studio.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(swordWorkshopEvent.title);
    const fact = (label: string) =>
      page.locator("dl > div").filter({ hasText: label }).locator("dd");
    await expect(fact(swordWorkshop.whenLabel)).toHaveText(
      `${formatLongDay(startsAt)}, ${formatTime(startsAt)}`,
    );
    await expect(fact(swordWorkshop.lengthLabel)).toHaveText(
      formatDuration(swordWorkshopRegistration.durationMinutes),
    );
    await expect(fact(swordWorkshop.priceLabel)).toHaveText(price);
    await expect(fact(swordWorkshop.deadlineLabel)).toHaveText(swordWorkshopDeadline);
    await expect(
      page.getByRole("link", { name: new RegExp(swordWorkshop.registerLabel) }).first(),
    ).toBeInViewport();
  });
});

test("what's included, who can join, the fundraiser, the instructor and the dojo", async ({
  page,
}) => {
  await page.goto("/sword-workshop");
  const region = (name: string) => page.getByRole("region", { name });
  await expect(region(swordWorkshop.includedHeading).getByRole("listitem")).toHaveText([
    ...swordWorkshop.included,
  ]);
  await expect(region(swordWorkshop.includedHeading)).toContainText(swordWorkshopDeadline);
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
  const register = page
    .getByRole("main")
    .getByRole("link", { name: new RegExp(swordWorkshop.registerLabel) });
  await expect(register).toHaveCount(2);
  for (const link of await register.all()) {
    await expect(link).toHaveAttribute("href", registrationUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toContainText(price);
    await expect(link).toHaveAccessibleName(/opens in a new tab/);
  }
  const closing = page.getByRole("region", { name: swordWorkshop.ctaHeading });
  await expect(closing).toContainText(swordWorkshop.ctaText);
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

test("Event structured data and social tags describe the same workshop", async ({ page }) => {
  // Structured data is not a script the browser runs: the page's Content-Security-Policy has
  // nothing to refuse (any violation would also be a console error, which fails the test).
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective}`);
    });
  });
  const response = await page.goto("/sword-workshop");
  expect(response?.headers()["content-security-policy"]).toBeTruthy();
  const data = oneOfType(await structuredData(page), "Event") as {
    name: string;
    startDate: string;
    endDate: string;
    url: string;
    offers?: { price: string; priceCurrency: string; url: string };
    location: { address: { postalCode: string; streetAddress: string } };
  };
  // The page is prerendered: its links carry the origin the site was built for.
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "";
  expect(new URL(canonical).pathname).toBe("/sword-workshop");
  expect(data.name).toBe(swordWorkshopEvent.title);
  expect(data.startDate).toBe(dojoTimeWithOffset(startsAt));
  // The dojo's local time with New York's offset written out (-04:00 in summer, -05:00 in winter).
  expect(data.startDate).toMatch(new RegExp(`^${swordWorkshopEvent.startsLocal}:00-0[45]:00$`));
  const lengthMs = Date.parse(data.endDate) - Date.parse(data.startDate);
  expect(lengthMs).toBe(swordWorkshopRegistration.durationMinutes * 60_000);
  // Its registration is offered until the workshop is over (the page is dated when it is built).
  if (Date.parse(data.endDate) > Date.now()) {
    expect(Number(data.offers?.price)).toBe(swordWorkshopRegistration.priceCents / 100);
    expect(data.offers?.priceCurrency).toBe("USD");
    expect(data.offers?.url).toBe(registrationUrl);
  } else {
    expect(data.offers).toBeUndefined();
  }
  expect(data.url).toBe(canonical);
  expect(data.location.address.postalCode).toBe(studio.address.postalCode);
  expect(data.location.address.streetAddress).toBe(studio.address.street);

  const title = `${swordWorkshopEvent.title} | ${studio.name}`;
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
