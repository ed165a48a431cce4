import type { PriceRecord } from "~/model/offerings";

// The spec's prices in cents (2025-26), each written once: the first seed of the prices staff
// keep in the staff area (Prices). After that the database is the record: every page reads the
// price from there, and every sentence that names a price formats it (app/model/prices.ts).

export const prices = {
  orientationCents: 2000,
  aerialSingleCents: 3000,
  aerialFiveCents: 13500,
  aerialTenCents: 25000,
  barreSingleCents: 2200,
  barreFiveCents: 10000,
  barreTenCents: 18000,
  courseCents: 24000,
  courseEarlyBirdCents: 22000,
  yogaCampFromCents: 45000,
  birthdayPackageCents: 45000,
  birthdayDecorCents: 15000,
  // @placeholder: the studio to confirm the snacks and drinks price (the spec shows two, 150 and 200 dollars)
  birthdaySnacksCents: 20000,
  birthdayCakeFromCents: 13000,
} as const;

/** The named prices staff keep, by id: the id is what a page asks for. */
export const priceSeeds = {
  orientation: {
    label: "Karate orientation package",
    cents: prices.orientationCents,
    minimum: false,
    page: "/signup",
  },
  "aerial-single": {
    label: "Aerial yoga, one class",
    cents: prices.aerialSingleCents,
    minimum: false,
    page: "/yoga/store",
  },
  "aerial-5": {
    label: "Aerial yoga, 5 class bundle",
    cents: prices.aerialFiveCents,
    minimum: false,
    page: "/yoga/store",
  },
  "aerial-10": {
    label: "Aerial yoga, 10 class bundle",
    cents: prices.aerialTenCents,
    minimum: false,
    page: "/yoga/store",
  },
  "barre-single": {
    label: "Barre, one class",
    cents: prices.barreSingleCents,
    minimum: false,
    page: "/yoga/store",
  },
  "barre-5": {
    label: "Barre, 5 class bundle",
    cents: prices.barreFiveCents,
    minimum: false,
    page: "/yoga/store",
  },
  "barre-10": {
    label: "Barre, 10 class bundle",
    cents: prices.barreTenCents,
    minimum: false,
    page: "/yoga/store",
  },
  "birthday-package": {
    label: "Birthday party package",
    cents: prices.birthdayPackageCents,
    minimum: false,
    page: "/yoga/birthdays",
  },
  "birthday-decor": {
    label: "Birthday add-on: decor and favors",
    cents: prices.birthdayDecorCents,
    minimum: false,
    page: "/yoga/birthdays",
  },
  "birthday-snacks": {
    label: "Birthday add-on: snacks and drinks",
    cents: prices.birthdaySnacksCents,
    minimum: false,
    page: "/yoga/birthdays",
  },
  "birthday-cake": {
    label: "Birthday add-on: cake",
    cents: prices.birthdayCakeFromCents,
    minimum: true,
    page: "/yoga/birthdays",
  },
} as const satisfies Record<string, PriceRecord>;

export type PriceId = keyof typeof priceSeeds;
