// What a static section shows (ui/static.tsx) travels to the browser once: in its HTML. React
// Router also writes every value a loader returns into the document, for the app to take the
// page over with; but the app leaves a static section as the server drew it, so those words
// would only ever be read again by a later render of the section, and they made a page's HTML
// outgrow what one round trip carries (decision 028).
//
// So a loader hands such a value through `sentHollow`: for the document it returns a copy with
// every string emptied (same arrays, objects, numbers and booleans), which is what the document
// carries, and keeps the full value beside that copy for the server's own render, where
// `drawn` finds it. In the browser `drawn` returns what it is given: the hollow copy while the
// app takes the page over (the static sections do not read it), the full value from then on (a
// navigation or a revalidation reads the loaders again, through `.data` requests, which get the
// full value). What is drawn from such a value must sit inside a static section, or be drawn on
// the server only (structured data): anything else would differ between the server's render and
// the browser's.

/** The full values beside their hollow copies, on the server, for as long as a render holds them. */
const fullValues = new WeakMap<object, unknown>();

/** A request for loader data (a navigation in the app) rather than for a document. */
function asksForData(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/**
 * The value with every string in it emptied, its shape kept. Parts that come out the same (five
 * questions and answers: five `{ question: "", answer: "" }`) are one object, which the document
 * writes once and refers to.
 */
export function hollowOf<T>(value: T, made = new Map<string, unknown>()): T {
  if (typeof value === "string") return "" as T;
  if (value === null || typeof value !== "object") return value;
  const hollow = Array.isArray(value)
    ? value.map((each: unknown) => hollowOf(each, made))
    : Object.fromEntries(Object.entries(value).map(([key, each]) => [key, hollowOf(each, made)]));
  const shape = JSON.stringify(hollow);
  const same = made.get(shape);
  if (same !== undefined) return same as T;
  made.set(shape, hollow);
  return hollow as T;
}

/**
 * In a loader: the value as the document carries it (hollow) or, for a request for loader data,
 * as it is.
 */
export function sentHollow<T extends object>(request: Request, value: T): T {
  if (asksForData(request)) return value;
  const hollow = hollowOf(value);
  fullValues.set(hollow, value);
  return hollow;
}

/** In a component: the full value behind what the loader sent (see above). */
export function drawn<T>(value: T): T {
  if (value === null || typeof value !== "object") return value;
  return fullValues.has(value) ? (fullValues.get(value) as T) : value;
}
