import {
  birthdayFacts,
  birthdayInfo,
  birthdayOffers,
  birthdaysPage,
} from "~/content/yoga-birthdays";
import { passes, passesPage } from "~/content/yoga-passes";
import { siteText } from "~/content/site";
import { expect, sectionByHeading, test } from "./fixtures";

// What the yoga side sells (spec §2 "Other yoga pages", §3 "Pass", "Birthday offers", §9
// "Passes", "Birthday party"): the passes on /yoga/store and the birthday party package, whose
// structured data must match the visible prices.

test("/yoga/store: seven passes with the spec's prices and validity, each a Buy Now link", async ({
  page,
}) => {
  await page.goto("/yoga/store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(passesPage.title);
  // The seed's prices, as staff keep them (Prices in the staff area).
  const seeded: [string, string, string][] = [
    ["Aerial One Class", "$30", "Does not expire"],
    ["Aerial 5 Class Bundle", "$135", "Valid for 3 months after first use"],
    ["Aerial 10 Class Bundle", "$250", "Valid for 4 months"],
    ["Barre One Class", "$22", "No expiry"],
    ["Barre 5 Class Bundle", "$100", "Valid for 3 months"],
    ["Barre 10 Class Bundle", "$180", "Valid for 4 months"],
    ["Gift Card", passesPage.selectAmount, passesPage.giftValidity],
  ];
  expect(passes.map((pass) => [pass.title, pass.validity])).toEqual(
    seeded.map(([title, , validity]) => [title, validity]),
  );
  await expect(page.getByRole("article")).toHaveCount(passes.length);
  for (const [index, pass] of passes.entries()) {
    const card = page.getByRole("article", { name: pass.title, exact: true });
    await expect(card.locator("[data-pass-price]")).toHaveText(seeded[index]?.[1] ?? "");
    await expect(card.locator("[data-pass-validity]")).toHaveText(pass.validity);
    const buy = card.getByRole("link", { name: new RegExp(`^${passesPage.buyLabel}`) });
    await expect(buy).toHaveAccessibleName(
      `${passesPage.buyLabel}: ${pass.title} ${siteText.newTab}`,
    );
    await expect(buy).toHaveAttribute("href", pass.buyUrl);
    await expect(buy).toHaveAttribute("target", "_blank");
    await expect(buy).toHaveAttribute("rel", /noopener/);
  }
});

test.describe("/yoga/birthdays", () => {
  test("gallery, the three info cards and the prices; $200 for snacks and drinks", async ({
    page,
  }) => {
    await page.goto("/yoga/birthdays");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(birthdaysPage.title);
    await expect(page.locator("figure")).toHaveCount(birthdaysPage.galleryCaptions.length);
    await expect(
      sectionByHeading(page, birthdaysPage.infoHeading).getByRole("heading", { level: 3 }),
    ).toHaveText(birthdayInfo("$30").map((card) => card.title));
    await expect(page.getByText("Single aerial classes are $30 and never expire")).toBeVisible();
    for (const fact of Object.values(birthdayFacts)) {
      await expect(page.getByText(fact, { exact: true })).toBeVisible();
    }
    const seeded = ["$450", "$150", "$200", "from $130"];
    for (const [index, offer] of birthdayOffers.entries()) {
      const row = page.locator(`[data-offer="${offer.id}"]`);
      await expect(row).toContainText(offer.name);
      await expect(row.locator("[data-offer-price]")).toHaveText(seeded[index] ?? "");
    }
    await expect(page.getByText("or bring your own")).toBeVisible();
    await expect(page.getByText("$150").filter({ hasText: /^\$150$/ })).toHaveCount(1);
  });

  test("structured data: a Service whose offers match the visible prices", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/yoga/birthdays");
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
      "href",
      `${baseURL}/yoga/birthdays`,
    );
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const service = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data["@type"] === "Service") as
      | {
          name: string;
          url: string;
          offers: {
            name: string;
            price?: number;
            priceSpecification?: { minPrice: number };
          }[];
        }
      | undefined;
    if (!service) throw new Error("no Service structured data");
    expect(service.name).toBe(birthdaysPage.serviceName);
    expect(service.url).toBe(`${baseURL}/yoga/birthdays`);
    const visible: Record<string, string> = {};
    for (const offer of birthdayOffers) {
      visible[offer.name] =
        (await page.locator(`[data-offer="${offer.id}"] [data-offer-price]`).textContent()) ?? "";
    }
    expect(
      Object.fromEntries(
        service.offers.map((offer) => [
          offer.name,
          offer.priceSpecification
            ? `from $${offer.priceSpecification.minPrice}`
            : `$${offer.price}`,
        ]),
      ),
    ).toEqual(visible);
  });

  test("Inquire & Reserve goes to /yoga/contact", async ({ page }) => {
    await page.goto("/yoga/birthdays");
    await page.getByRole("link", { name: birthdaysPage.inquireLabel }).first().click();
    await expect(page).toHaveURL(/\/yoga\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's Connect");
  });
});
