/** "40.00": a price in dollars as structured data writes it, from cents. */
export function schemaPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** "$40" or "$40.50", from cents. */
export function formatPrice(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}
