import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { birthdayOffers } from "~/content/yoga-birthdays";
import { coursesPage } from "~/content/yoga-courses";
import { karateHome } from "~/content/karate";
import { orientationPage } from "~/content/orientation";
import { passesPage } from "~/content/yoga-passes";
import { prices } from "~/content/prices";
import { yogaCampSummary, yogaCampsPage } from "~/content/yoga-camps";
import { yogaFaq } from "~/content/yoga";
import { offerPrice } from "~/model/birthday-offers";
import { formatMinimumPrice, formatPrice } from "~/model/prices";

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
    expect(prices.orientationCents).toBe(2000);
    expect(karateHome.description).toContain("Start with a $20 orientation.");
    expect(orientationPage.description).toContain("NY: a $20 orientation with");
    expect(passesPage.description).toContain("single classes from $22,");
    expect(coursesPage.description).toContain("8 weeks for $240, early bird $220.");
    expect(yogaCampSummary.price).toBe("From $450");
    expect(yogaCampsPage.description).toContain("small groups, from $450. 2026");
    expect(yogaFaq[1]?.answer).toContain(
      "A single aerial class is $30 and a single barre class $22;",
    );
    expect(birthdayOffers.map(offerPrice)).toEqual(["$450", "$150", "$200", "from $130"]);
  });
});
