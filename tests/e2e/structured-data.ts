import type { Page } from "@playwright/test";
import { formatPrice } from "~/model/prices";

// Structured data as a search engine reads it: every JSON-LD block of a page, parsed, with the
// blocks that hold a list of things flattened into the things.

export type Thing = Record<string, unknown> & { "@type"?: string };

function parseBlocks(blocks: string[]): Thing[] {
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Thing | Thing[];
    return Array.isArray(data) ? data : [data];
  });
}

/** From the page as the browser holds it. */
export async function structuredData(page: Page): Promise<Thing[]> {
  return parseBlocks(await page.locator('script[type="application/ld+json"]').allTextContents());
}

/** From the HTML the server sends, before any script runs. */
export function structuredDataIn(html: string): Thing[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return parseBlocks(blocks.map((match) => match[1] ?? ""));
}

/** The things of one type; throws when there are none, naming what there is instead. */
export function allOfType(things: Thing[], type: string): Thing[] {
  const found = things.filter((thing) => thing["@type"] === type);
  if (found.length === 0) {
    throw new Error(`no ${type} among ${things.map((thing) => thing["@type"]).join(", ")}`);
  }
  return found;
}

export function oneOfType(things: Thing[], type: string): Thing {
  const found = allOfType(things, type);
  if (found.length > 1) throw new Error(`${found.length} of ${type}, expected one`);
  return found[0] as Thing;
}

/** A structured-data price ("240.00") as the page writes prices ("$240"). */
export const shownPrice = (price: unknown) => formatPrice(Math.round(Number(price) * 100));
