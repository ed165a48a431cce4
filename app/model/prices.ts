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

/** An amount as a staff form shows it for editing: "240" or "240.50", from cents; "" for none. */
export function amountForForm(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
