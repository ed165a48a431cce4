import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Structured data as a search engine reads it: parsed from the page, checked for the properties
// Google's rich results need, and compared with what the page shows a visitor.

type Thing = Record<string, unknown> & { "@type"?: string };

async function structuredData(page: Page): Promise<Thing[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Thing);
}

for (const [path, name] of [
  ["/", "Blissful Tiger Dojo"],
  ["/karate", "Blissful Tiger Dojo"],
  ["/yoga", "Blissful Tiger Yoga & Mindfulness"],
] as const) {
  test(`${path} describes the studio as a local business, as the page shows it`, async ({
    page,
  }) => {
    await page.goto(path);
    const studio = (await structuredData(page)).find(
      (thing) => thing["@type"] === "SportsActivityLocation",
    );
    if (!studio) throw new Error(`no SportsActivityLocation on ${path}`);
    expect(studio["@context"]).toBe("https://schema.org");
    expect(studio.name).toBe(name);
    const address = studio.address as Record<string, string>;
    expect(address).toMatchObject({
      postalCode: "11694",
      addressRegion: "NY",
      addressCountry: "US",
    });
    // The address, phone and email are the ones on the page.
    const shown = `${address.streetAddress}, ${address.addressLocality}, ${address.addressRegion} ${address.postalCode}`;
    await expect(page.getByRole("link", { name: new RegExp(`^${shown}`) }).first()).toBeAttached();
    await expect(page.getByRole("link", { name: String(studio.telephone) }).first()).toBeAttached();
    await expect(page.getByRole("link", { name: String(studio.email) }).first()).toBeAttached();
    // Opening hours follow the class schedule: from the first class to the end of the last.
    expect(studio.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Monday",
        opens: "16:00",
        closes: "18:50",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Tuesday",
        opens: "16:30",
        closes: "18:50",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Wednesday",
        opens: "16:00",
        closes: "18:50",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Friday",
        opens: "16:30",
        closes: "18:50",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Saturday",
        opens: "10:30",
        closes: "13:40",
      },
    ]);
    expect(String(studio.url)).toMatch(/^http:\/\/localhost:3100\//);
  });
}
