// A page's class names, shortened in its HTML and in its own stylesheet (decision 031).
//
// Tailwind's names (`min-h-11 rounded-control px-2 text-sm leading-tight font-semibold`) were a
// sixth of a page's compressed HTML, once in the class attributes and once in the page's
// stylesheet. In a document the server sends, each class its own stylesheet styles is renamed
// (`a` … `Z`, then two characters), the most used first, in both places at once.
//
// The app keeps the long names: React does not compare attributes when it takes a page over, and
// what it draws afterwards carries its own names, which the whole stylesheet styles (it is in
// before the app takes over: entry.client.tsx). An element is drawn either by the server or by
// the app, so its classes are all short or all long. A class that a selector names for another
// element than the one it styles (`group` in `.group:hover .group-hover:scale-105`, `space-y-4`
// in `.space-y-4>:not(:last-child)`) keeps its name: the app may draw that element again while
// the elements it styles stay as the server drew them, and the other way round.

/** Characters a short name may start with, and continue with. */
const FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const NEXT = `${FIRST}0123456789`;

const IDENTIFIER_CHAR = /[\w-]|[^\p{ASCII}]/u;

export function unescapeIdentifier(text: string): string {
  return text.replace(/\\([0-9a-fA-F]{1,6}\s?|[^0-9a-fA-F])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]/.test(escaped)
      ? String.fromCodePoint(Number.parseInt(escaped.trim(), 16))
      : escaped,
  );
}

/** The end of the identifier (escapes included) that starts at `start`. */
function identifierEnd(selector: string, start: number): number {
  let index = start;
  while (index < selector.length) {
    const char = selector[index] ?? "";
    if (char === "\\") {
      const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(selector.slice(index + 1));
      index += hex ? 1 + hex[0].length : 2;
    } else if (IDENTIFIER_CHAR.test(char)) {
      index++;
    } else {
      break;
    }
  }
  return index;
}

/** The end of the attribute test that starts at `start` (`[`), quoted values included. */
function attributeEnd(selector: string, start: number): number {
  let quote = "";
  for (let index = start + 1; index < selector.length; index++) {
    const char = selector[index];
    if (char === "\\") index++;
    else if (quote) {
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "]") return index + 1;
  }
  return selector.length;
}

/** The end of the parenthesised arguments that start at `start` (`(`). */
function argumentsEnd(selector: string, start: number): number {
  let depth = 0;
  for (let index = start; index < selector.length; index++) {
    const char = selector[index];
    if (char === "\\") index++;
    else if (char === "[") index = attributeEnd(selector, index) - 1;
    else if (char === "(") depth++;
    else if (char === ")" && --depth === 0) return index + 1;
  }
  return selector.length;
}

/** A selector list split at its top-level commas. */
function splitList(selectors: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let index = 0; index < selectors.length; index++) {
    const char = selectors[index];
    if (char === "\\") index++;
    else if (char === "[") index = attributeEnd(selectors, index) - 1;
    else if (char === "(") index = argumentsEnd(selectors, index) - 1;
    else if (char === ",") {
      parts.push(selectors.slice(from, index));
      from = index + 1;
    }
  }
  parts.push(selectors.slice(from));
  return parts;
}

/** Pseudo-classes whose arguments are about the element itself (the others: about other elements). */
const SAME_ELEMENT = new Set([":is", ":where", ":not", ":matches", ":-webkit-any", ":-moz-any"]);

/**
 * Sorts the classes a selector names: those of the element it styles (`own`), and those of
 * other elements, its ancestors, siblings or descendants (`others`).
 */
export function classesOf(
  selector: string,
  found: { own: Set<string>; others: Set<string> },
  ofStyled = true,
): void {
  for (const complex of splitList(selector)) {
    // The last compound of a complex selector is the element it styles.
    let lastCompound = 0;
    const names: Array<{ name: string; at: number; styled: boolean | null }> = [];
    for (let index = 0; index < complex.length;) {
      const char = complex[index] ?? "";
      if (char === "\\") index += 2;
      else if (char === "[") index = attributeEnd(complex, index);
      else if (char === "." && index + 1 < complex.length) {
        const end = identifierEnd(complex, index + 1);
        names.push({
          name: unescapeIdentifier(complex.slice(index + 1, end)),
          at: index,
          styled: null,
        });
        index = Math.max(end, index + 1);
      } else if (char === ":") {
        const nameEnd = identifierEnd(complex, complex[index + 1] === ":" ? index + 2 : index + 1);
        if (complex[nameEnd] === "(") {
          const end = argumentsEnd(complex, nameEnd);
          const inner = complex.slice(nameEnd + 1, end - 1);
          const pseudo = complex.slice(index, nameEnd).toLowerCase();
          // Whether these arguments are about the styled element is known once the compound's
          // place is: noted with its position, sorted below.
          names.push({ name: inner, at: index, styled: SAME_ELEMENT.has(pseudo) });
          index = end;
        } else {
          index = nameEnd;
        }
      } else if (/[\s>+~]/.test(char)) {
        while (/[\s>+~]/.test(complex[index] ?? "")) index++;
        lastCompound = index;
      } else index++;
    }
    for (const { name, at, styled } of names) {
      const inLast = at >= lastCompound && ofStyled;
      if (styled === null) (inLast ? found.own : found.others).add(name);
      else classesOf(name, found, inLast && styled);
    }
  }
}

/**
 * The selector with each class name replaced by what `replace` returns for it (undefined: kept
 * as it was). Attribute tests are left alone: `[title=".x"]` names no class.
 */
function replaceClasses(selector: string, replace: (name: string) => string | undefined): string {
  let out = "";
  let from = 0;
  for (let index = 0; index < selector.length;) {
    const char = selector[index];
    if (char === "\\") index += 2;
    else if (char === "[") index = attributeEnd(selector, index);
    else if (char === "." && index + 1 < selector.length) {
      const end = identifierEnd(selector, index + 1);
      const short = replace(unescapeIdentifier(selector.slice(index + 1, end)));
      if (short !== undefined) {
        out += `${selector.slice(from, index)}.${short}`;
        from = end;
      }
      index = Math.max(end, index + 1);
    } else index++;
  }
  return out + selector.slice(from);
}

/** The selector with each class `rename` knows written by its short name. */
export function renameSelector(selector: string, rename: ReadonlyMap<string, string>): string {
  return replaceClasses(selector, (name) => rename.get(name));
}

/** The class names a selector names, in order. */
export function classNamesIn(selector: string): string[] {
  const names: string[] = [];
  replaceClasses(selector, (name) => void names.push(name));
  return names;
}

const CLASS_ATTRIBUTE = /(\sclass=")([^"]*)"/g;

/** An attribute's value as written in HTML, its entities decoded. */
export function decodeAttribute(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** How many elements of the document carry each class. */
export function classCounts(html: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [, , value = ""] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of decodeAttribute(value).split(/\s+/)) {
      if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return counts;
}

/** The n-th short name: a … Z, then two characters (ab, bb, …). */
function shortName(n: number): string {
  let name = FIRST[n % FIRST.length] ?? "";
  for (let rest = Math.floor(n / FIRST.length); rest > 0; rest = Math.floor(rest / NEXT.length)) {
    name += NEXT[rest % NEXT.length];
  }
  return name;
}

/**
 * Short names for `classes`, the most used in the document first, none of them a name the
 * document or the site's stylesheet already uses.
 */
export function shortNames(
  classes: Iterable<string>,
  counts: ReadonlyMap<string, number>,
  taken: ReadonlySet<string>,
): Map<string, string> {
  const order = [...classes].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
  const names = new Map<string, string>();
  let next = 0;
  for (const name of order) {
    let short = shortName(next++);
    while (taken.has(short) || counts.has(short)) short = shortName(next++);
    names.set(name, short);
  }
  return names;
}

/** The document with the classes `rename` knows written by their short names. */
export function renameClassAttributes(html: string, rename: ReadonlyMap<string, string>): string {
  return html.replace(CLASS_ATTRIBUTE, (_, open: string, value: string) => {
    const renamed = value
      .split(/\s+/)
      .filter(Boolean)
      .map((token) => rename.get(decodeAttribute(token)) ?? token);
    return `${open}${renamed.join(" ")}"`;
  });
}
