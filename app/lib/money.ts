/** "40.00": a price in dollars as structured data writes it, from cents. */
export function schemaPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}
