// Prices are whole cents in the data; every price a page writes, in a sentence or beside a
// button, is formatted here from that number, so no price is written twice. (Structured data
// writes dollars with lib/money.ts.)

/** "$40" or "$40.50", from cents. */
export function formatPrice(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/** "from $130": a lowest price, not a fixed one. */
export function formatMinimumPrice(cents: number): string {
  return `from ${formatPrice(cents)}`;
}
