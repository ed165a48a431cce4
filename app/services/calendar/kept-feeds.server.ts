// A feed's text is made from the live season alone, so while the season's key (its data's
// version, New York's date, which season is live) is the same, so is the text. Making the classes
// feed of a full season takes about 100 ms; each process keeps the last texts it made, by key, so
// a calendar application polling it, or many at once, costs a lookup. A new key (a staff edit in
// any process, the next day) makes the text anew. At most `keptAtMost` texts are kept (a text is
// about 100 KB), the oldest let go first.

const keptAtMost = 64;
const kept = new Map<string, string>();

/** The text kept under `key`, or the one `make` returns, kept from now on. */
export function keptFeed(key: string, make: () => string): string {
  const text = kept.get(key);
  if (text !== undefined) return text;
  const made = make();
  if (kept.size >= keptAtMost) {
    const oldest = kept.keys().next();
    if (!oldest.done) kept.delete(oldest.value);
  }
  kept.set(key, made);
  return made;
}
