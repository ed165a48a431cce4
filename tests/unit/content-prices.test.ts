import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { coursesPage } from "~/content/yoga-courses";
import { karateHome } from "~/content/karate";
import { orientationPage } from "~/content/orientation";
import { passesPage } from "~/content/yoga-passes";
import { prices } from "~/content/prices";
import { yogaFaq } from "~/content/yoga";
import { offerPrice } from "~/model/birthday-offers";
import { formatMinimumPrice, formatPrice } from "~/model/prices";
import type { Offerings, PriceRecord } from "~/model/offerings";
import { offeringSeeds } from "~/services/offerings/offering-seed.server";
import {
  birthdayOffersWithPrices,
  lowestSingleClass,
  passesWithPrices,
  priceWords,
} from "~/services/offerings/price-pages.server";

// A price is a number (in cents) and every sentence that names one formats it with the one
// formatter (app/model/prices.ts), so no price is written twice. Nothing in app/content writes a
// dollar sign before a digit, comments included: the seed data's files are named here when they
// hold text a person typed (staff edit it in the database afterwards), and none does yet.

const contentDir = join(dirname(fileURLToPath(import.meta.url)), "../../app/content");

/** Seed data kept as written, whose prose the database takes over; none names a price today. */
const seedDataFiles = new Set<string>([]);

describe("prices in the content", () => {
  it("writes no dollar amount by hand in any content file", () => {
    const written = readdirSync(contentDir)
      .filter((name) => name.endsWith(".ts") && !seedDataFiles.has(name))
      .flatMap((name) =>
        readFileSync(join(contentDir, name), "utf8")
          .split("\n")
          .flatMap((line, index) =>
            /\$\d/.test(line) ? [`${name}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(written).toEqual([]);
  });

  it("formats whole and part dollars, and a lowest price", () => {
    expect(formatPrice(2000)).toBe("$20");
    expect(formatPrice(4550)).toBe("$45.50");
    expect(formatMinimumPrice(13000)).toBe("from $130");
  });

  it("reads every price word as the pages said them before prices came from numbers", () => {
    // The seed's prices, as the pages read them from the database.
    const offerings = seededOfferings();
    const price = (id: string) => priceWords(offerings, id);
    expect(prices.orientationCents).toBe(2000);
    expect(karateHome.description(price("orientation"))).toContain("Start with a $20 orientation.");
    expect(orientationPage.description(price("orientation"))).toContain(
      "NY: a $20 orientation with",
    );
    expect(passesPage.description(lowestSingleClass(offerings))).toContain(
      "single classes from $22,",
    );
    expect(coursesPage.description("8 weeks for $240, early bird $220")).toContain(
      "8 weeks for $240, early bird $220.",
    );
    expect(
      yogaFaq({ aerial: price("aerial-single"), barre: price("barre-single") })[1]?.answer,
    ).toContain("A single aerial class is $30 and a single barre class $22;");
    expect(birthdayOffersWithPrices(offerings).map(offerPrice)).toEqual([
      "$450",
      "$150",
      "$200",
      "from $130",
    ]);
    expect(passesWithPrices(offerings).map((pass) => pass.priceCents)).toEqual([
      3000,
      13500,
      25000,
      2200,
      10000,
      18000,
      null,
    ]);
  });

  it("writes a sentence without a price rather than make one up when staff removed it", () => {
    const offerings = { ...seededOfferings(), prices: [] };
    expect(karateHome.description(priceWords(offerings, "orientation"))).toContain(
      "Start with an orientation.",
    );
    expect(passesWithPrices(offerings).map((pass) => pass.kind)).toEqual(["gift"]);
    expect(birthdayOffersWithPrices(offerings)).toEqual([]);
  });
});

function seededOfferings(): Offerings {
  const offerings: Offerings = { courses: [], camps: [], prices: [], competitions: [] };
  offeringSeeds().forEach((seed, position) => {
    const shared = { id: seed.id, position, version: 1, updatedAt: "2025-07-01T00:00:00.000Z" };
    if (seed.kind === "price")
      offerings.prices.push({ ...shared, kind: "price", data: seed.record as PriceRecord });
  });
  return offerings;
}
