import postcss, { type ChildNode, type Container } from "postcss";

// The styles a page's own HTML can use, out of the site's whole stylesheet. The whole stylesheet
// inlined is 8–9 KB compressed, more than half of a page's first round trip (decision 027); a
// page uses about half of its rules. A rule is kept when every class, id and element name its
// selector names appears in the document; of a selector list, the selectors that pass. What the
// selector says beyond those (states such as :hover or [open], what is inside :not() or :is())
// is not checked, so a rule is never dropped for a state the page can reach without its script.
// The reset's rules for the parts of date, number, search and file fields are kept when the
// document has such a field. Custom properties, @property rules and keyframes are kept when a
// kept rule or the document names them. The browser loads the whole stylesheet once the app has
// started (root.tsx), for pages the app draws later.

type Needs = { classes: string[]; ids: string[]; tags: string[] };

type Piece =
  | { kind: "rule"; selectors: string[]; needs: Needs[]; body: string }
  | { kind: "variables"; needs: Needs[]; selector: string; declarations: [string, string][] }
  | { kind: "named"; name: string; text: string }
  | { kind: "group"; open: string; pieces: Piece[] }
  | { kind: "always"; text: string };

type PageTokens = { classes: Set<string>; ids: Set<string>; tags: Set<string> };

const IDENTIFIER = /(::?|[.#])?((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-]|[^\p{ASCII}])+)/gu;
const VARIABLE = /--[\w-]+/g;
const ANIMATION = /animation(?:-name)?:([^;}]+)/g;

function unescapeIdentifier(text: string): string {
  return text.replace(/\\([0-9a-fA-F]{1,6}\s?|[^0-9a-fA-F])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]/.test(escaped)
      ? String.fromCodePoint(Number.parseInt(escaped.trim(), 16))
      : escaped,
  );
}

/** The selector without attribute tests and without the arguments of functional pseudo-classes. */
function outerSelector(selector: string): string {
  let outer = "";
  let depth = 0;
  let inAttribute = false;
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index];
    if (char === "\\") {
      if (depth === 0 && !inAttribute) outer += char + (selector[index + 1] ?? "");
      index++;
    } else if (inAttribute) {
      if (char === "]") inAttribute = false;
    } else if (char === "[") {
      inAttribute = true;
      outer += " ";
    } else if (char === "(") {
      depth++;
    } else if (char === ")") {
      depth--;
    } else if (depth === 0) {
      outer += char;
    }
  }
  return outer;
}

/**
 * Pseudo-elements that only a kind of form field has (the reset's rules for date fields, number
 * spinners, search and file fields), each with the kind it needs, written as a "tag" that
 * pageTokens adds when the document has such a field: `input[type=date]` and the like.
 */
const FIELD_PARTS: [RegExp, string][] = [
  [/^-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator)/, "input[type=date]"],
  [/^-webkit-(inner|outer)-spin-button$/, "input[type=number]"],
  [/^-webkit-search-/, "input[type=search]"],
  [/^file-selector-button$/, "input[type=file]"],
];

/** Which of those kinds of field the document has. */
const FIELD_KINDS: [RegExp, string][] = [
  [/<input\b[^>]*\stype="(date|time|datetime-local|month|week)"/, "input[type=date]"],
  [/<input\b[^>]*\stype="number"/, "input[type=number]"],
  [/<input\b[^>]*\stype="search"/, "input[type=search]"],
  [/<input\b[^>]*\stype="file"/, "input[type=file]"],
];

export function needsOf(selector: string): Needs {
  const needs: Needs = { classes: [], ids: [], tags: [] };
  for (const [, prefix, name = ""] of outerSelector(selector).matchAll(IDENTIFIER)) {
    if (prefix === ".") needs.classes.push(unescapeIdentifier(name));
    else if (prefix === "#") needs.ids.push(unescapeIdentifier(name));
    else if (prefix === undefined && /^[a-zA-Z]/.test(name)) needs.tags.push(name.toLowerCase());
    else if (prefix === "::") {
      const field = FIELD_PARTS.find(([part]) => part.test(name))?.[1];
      if (field) needs.tags.push(field);
    }
  }
  return needs;
}

function mayMatch(needs: Needs[], page: PageTokens): boolean {
  return needs.some(
    (each) =>
      each.classes.every((name) => page.classes.has(name)) &&
      each.ids.every((name) => page.ids.has(name)) &&
      each.tags.every((name) => page.tags.has(name)),
  );
}

function piecesOf(container: Container): Piece[] {
  return (container.nodes ?? []).flatMap((node: ChildNode): Piece[] => {
    if (node.type === "comment") return [];
    if (node.type === "rule") {
      const needs = node.selectors.map(needsOf);
      const declarations = node.nodes.filter((child) => child.type === "decl");
      if (declarations.length === node.nodes.length && declarations.every((d) => d.variable)) {
        return [
          {
            kind: "variables",
            needs,
            selector: node.selector,
            declarations: declarations.map((d) => [d.prop, d.toString()]),
          },
        ];
      }
      const text = node.toString();
      return [
        {
          kind: "rule",
          selectors: node.selectors,
          needs,
          body: text.slice(text.indexOf("{", node.selector.length)),
        },
      ];
    }
    if (node.type === "atrule") {
      if (node.name === "property") return [{ kind: "named", name: node.params, text: `${node}` }];
      if (node.name.endsWith("keyframes")) {
        return [{ kind: "named", name: node.params, text: node.toString() }];
      }
      // Tailwind's stand-ins for @property (its `properties` layer) serve only browsers older
      // than those it supports (Safari before 16.4, Firefox before 128); they come with the
      // whole stylesheet once the app starts, not in every page (decision 028).
      if (node.name === "layer" && node.params === "properties" && node.nodes) return [];
      if (node.nodes && ["media", "supports", "layer", "container"].includes(node.name)) {
        return [{ kind: "group", open: `@${node.name} ${node.params}`, pieces: piecesOf(node) }];
      }
    }
    // A statement (`@layer a,b;`, `@import …;`) ends with a semicolon, which postcss keeps apart.
    const ends = node.type === "atrule" && !node.nodes ? ";" : "";
    return [{ kind: "always", text: node.toString() + ends }];
  });
}

function pageTokens(html: string): PageTokens {
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const classes = new Set<string>();
  for (const [, value = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decode(value).split(/\s+/)) if (name) classes.add(name);
  }
  const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map(([, id = ""]) => decode(id)));
  const tags = new Set(
    [...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map(([, tag = ""]) => tag.toLowerCase()),
  );
  for (const [field, kind] of FIELD_KINDS) if (field.test(html)) tags.add(kind);
  return { classes, ids, tags };
}

/** Builds the page's stylesheet in two passes: the rules, then what the rules name. */
function select(pieces: Piece[], page: PageTokens, named: Set<string>, final: boolean): string {
  let css = "";
  for (const piece of pieces) {
    if (piece.kind === "rule") {
      // Only the selectors of a list that may match: `img,svg,video,…{…}` on a page with no
      // video is `img,svg{…}`. A selector that cannot match styles nothing on this page.
      const kept = piece.selectors.filter((_, index) =>
        mayMatch(piece.needs.slice(index, index + 1), page),
      );
      if (kept.length > 0) css += kept.join(",") + piece.body;
    } else if (piece.kind === "variables") {
      if (!mayMatch(piece.needs, page)) continue;
      const kept = piece.declarations.filter(([name]) => named.has(name));
      if (kept.length > 0) css += `${piece.selector}{${kept.map(([, text]) => text).join(";")}}`;
    } else if (piece.kind === "named") {
      if (final && named.has(piece.name)) css += piece.text;
    } else if (piece.kind === "group") {
      const inner = select(piece.pieces, page, named, final);
      if (inner !== "") css += `${piece.open}{${inner}}`;
    } else if (final) {
      css += piece.text;
    }
  }
  return css;
}

/** The names the styles refer to: custom properties and animations. */
function addNames(css: string, named: Set<string>): void {
  for (const [name] of css.matchAll(VARIABLE)) named.add(name);
  for (const [, value = ""] of css.matchAll(ANIMATION)) {
    for (const word of value.split(/[\s,]+/)) if (word) named.add(word);
  }
}

export function pageStylesheet(stylesheet: string) {
  const pieces = piecesOf(postcss.parse(stylesheet));
  return (html: string): string => {
    const page = pageTokens(html);
    const named = new Set<string>();
    addNames(html.match(/\sstyle="[^"]*"/g)?.join(";") ?? "", named);
    // Custom properties name others (`--a: var(--b)`): repeat until nothing new is named.
    for (let size = -1; size !== named.size;) {
      size = named.size;
      addNames(select(pieces, page, named, false), named);
    }
    return select(pieces, page, named, true);
  };
}

const SITE_STYLES = /(<style data-site-styles=""[^>]*>)([\s\S]*?)(<\/style>)/;
let parsed: { stylesheet: string; forPage: (html: string) => string } | undefined;

/** The document with only the site's rules its HTML can use in its inline stylesheet. */
export function withPageStyles(html: string): string {
  const found = SITE_STYLES.exec(html);
  if (!found) return html;
  const [whole, open = "", stylesheet = "", close = ""] = found;
  if (parsed?.stylesheet !== stylesheet)
    parsed = { stylesheet, forPage: pageStylesheet(stylesheet) };
  const rest = html.slice(0, found.index) + html.slice(found.index + whole.length);
  const styles = parsed.forPage(rest);
  return (
    html.slice(0, found.index) + open + styles + close + html.slice(found.index + whole.length)
  );
}
