// The spec's prices in cents (2025-26), each written once. The records that carry a price (the
// orientation package, passes, courses, the camp, the birthday offers) take it from here, and
// every sentence that names a price formats it from here (app/model/prices.ts).

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
