import postcss, { type ChildNode, type Container } from "postcss";
import {
  classCounts,
  classesOf,
  decodeAttribute,
  renameClassAttributes,
  renameSelector,
  shortNames,
  unescapeIdentifier,
} from "~/lib/short-class-names.server";
import { IDENTIFIER, isPageWide, outerSelector } from "~/lib/stylesheet-rules";

// The styles a page's own HTML can use, out of the site's whole stylesheet. The whole stylesheet
// inlined is 8–9 KB compressed, more than half of a page's first round trip (decision 027); a
// page uses about half of its rules. A rule is kept when every class, id and element name its
// selector names appears in the document; of a selector list, the selectors that pass. What the
// selector says beyond those (states such as :hover or [open], what is inside :not() or :is())
// is not checked, so a rule is never dropped for a state the page can reach without its script.
// The reset's rules for the parts of date, number, search and file fields are kept when the
// document has such a field. Custom properties and keyframes are kept when a kept rule or the
// document names them. On a public page every @property rule, every variable of the root and
// every rule that may style every element (`*`, `html`, `::selection`) is kept whatever the
// page uses (a staff page links admin.css whole, which has them): the stylesheet the app links
// once it has started leaves those out, so that adding it restyles only the elements its rules
// name (lib/stylesheet-rules.ts, decision 033).

type Needs = { classes: string[]; ids: string[]; tags: string[] };

type Piece =
  | { kind: "rule"; selectors: string[]; needs: Needs[]; pageWide: boolean[]; body: string }
  | {
      kind: "variables";
      needs: Needs[];
      /** Variables of the root (`:root,:host`): all kept where the page carries page-wide pieces. */
      pageWide: boolean;
      selector: string;
      declarations: [string, string][];
    }
  | { kind: "named"; name: string; text: string; pageWide?: boolean }
  | { kind: "group"; open: string; pieces: Piece[] }
  | { kind: "always"; text: string };

type PageTokens = {
  classes: Set<string>;
  ids: Set<string>;
  tags: Set<string>;
  /** Whether the page carries every page-wide piece: its app links the rest alone. */
  pageWide: boolean;
};

const VARIABLE = /--[\w-]+/g;
const ANIMATION = /animation(?:-name)?:([^;}]+)/g;

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
            pageWide: node.selectors.every(isPageWide),
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
          pageWide: node.selectors.map(isPageWide),
          body: text.slice(text.indexOf("{", node.selector.length)),
        },
      ];
    }
    if (node.type === "atrule") {
      if (node.name === "property") {
        return [{ kind: "named", name: node.params, text: `${node}`, pageWide: true }];
      }
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

function pageTokens(
  html: string,
  counts: ReadonlyMap<string, number>,
  pageWide: boolean,
): PageTokens {
  const classes = new Set(counts.keys());
  const ids = new Set(
    [...html.matchAll(/\sid="([^"]*)"/g)].map(([, id = ""]) => decodeAttribute(id)),
  );
  const tags = new Set(
    [...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map(([, tag = ""]) => tag.toLowerCase()),
  );
  for (const [field, kind] of FIELD_KINDS) if (field.test(html)) tags.add(kind);
  return { classes, ids, tags, pageWide };
}

/** How the final pass writes the kept selectors, and what it notes of them. */
type Writing = { rename?: ReadonlyMap<string, string>; kept?: string[] };

/** Builds the page's stylesheet in two passes: the rules, then what the rules name. */
function select(
  pieces: Piece[],
  page: PageTokens,
  named: Set<string>,
  final: boolean,
  writing: Writing = {},
): string {
  const { rename } = writing;
  const write = (selector: string) => (rename ? renameSelector(selector, rename) : selector);
  let css = "";
  for (const piece of pieces) {
    if (piece.kind === "rule") {
      // Only the selectors of a list that may match: `img,svg,video,…{…}` on a page with no
      // video is `img,svg{…}`. A selector that cannot match styles nothing on this page.
      const kept = piece.selectors.filter(
        (_, index) =>
          (page.pageWide && piece.pageWide[index]) ||
          mayMatch(piece.needs.slice(index, index + 1), page),
      );
      writing.kept?.push(...kept);
      if (kept.length > 0) css += kept.map(write).join(",") + piece.body;
    } else if (piece.kind === "variables") {
      const all = page.pageWide && piece.pageWide;
      if (!all && !mayMatch(piece.needs, page)) continue;
      const kept = piece.declarations.filter(([name]) => all || named.has(name));
      if (kept.length > 0) {
        writing.kept?.push(piece.selector);
        css += `${write(piece.selector)}{${kept.map(([, text]) => text).join(";")}}`;
      }
    } else if (piece.kind === "named") {
      if (final && (named.has(piece.name) || (page.pageWide && piece.pageWide))) {
        css += piece.text;
      }
    } else if (piece.kind === "group") {
      const inner = select(piece.pieces, page, named, final, writing);
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

/** A page's own stylesheet, and the short names it gives the classes it styles (if asked to). */
export type PageStyles = { css: string; rename: ReadonlyMap<string, string> };

/** The classes the stylesheet's selectors name, and of those, the ones named for other elements. */
function stylesheetClasses(root: Container): { all: Set<string>; others: Set<string> } {
  const found = { own: new Set<string>(), others: new Set<string>() };
  root.walkRules((rule) => classesOf(rule.selector, found));
  return { all: new Set([...found.own, ...found.others]), others: found.others };
}

export function pageStylesheet(stylesheet: string) {
  const root = postcss.parse(stylesheet);
  const pieces = piecesOf(root);
  const classes = stylesheetClasses(root);
  // The classes of the element each selector styles, read once per selector.
  const ownClasses = new Map<string, string[]>();
  const ownClassesOf = (selector: string): string[] => {
    let own = ownClasses.get(selector);
    if (!own) {
      const found = { own: new Set<string>(), others: new Set<string>() };
      classesOf(selector, found);
      own = [...found.own];
      ownClasses.set(selector, own);
    }
    return own;
  };
  /**
   * `shorten`: give the classes short names. `pageWide`: carry every page-wide piece (@property
   * rules, the root's variables, rules for every element), which the stylesheet the app links
   * leaves out; a page that links the whole of another stylesheet (admin.css) has them there.
   */
  return (
    html: string,
    { shorten = false, pageWide = true }: { shorten?: boolean; pageWide?: boolean } = {},
  ): PageStyles => {
    const counts = classCounts(html);
    const page = pageTokens(html, counts, pageWide);
    const named = new Set<string>();
    addNames(html.match(/\sstyle="[^"]*"/g)?.join(";") ?? "", named);
    // Custom properties name others (`--a: var(--b)`): repeat until nothing new is named. The
    // last pass, which named nothing new, kept the selectors the final one writes.
    let kept: string[] = [];
    for (let size = -1; size !== named.size;) {
      size = named.size;
      kept = [];
      addNames(select(pieces, page, named, false, { kept }), named);
    }
    if (!shorten) return { css: select(pieces, page, named, true), rename: new Map() };
    // The classes of the page its own rules style, on the elements those rules style.
    const styled = new Set(kept.flatMap(ownClassesOf));
    const renamed = [...counts.keys()].filter(
      (name) => styled.has(name) && !classes.others.has(name),
    );
    const rename = shortNames(renamed, counts, classes.all);
    return { css: select(pieces, page, named, true, { rename }), rename };
  };
}

const SITE_STYLES = /(<style data-site-styles=""[^>]*>)([\s\S]*?)(<\/style>)/;
/** A document that links another stylesheet (the staff pages' admin.css): its names stay long. */
const LINKED_STYLESHEET = /<link\b[^>]*\srel="stylesheet"/;
let parsed: { stylesheet: string; forPage: ReturnType<typeof pageStylesheet> } | undefined;

/**
 * The document with only the site's rules its HTML can use in its inline stylesheet, and the
 * classes those rules style shortened (short-class-names.server.ts), unless another stylesheet
 * styles the page too.
 */
export function withPageStyles(html: string): string {
  const found = SITE_STYLES.exec(html);
  if (!found) return html;
  const [whole, open = "", stylesheet = "", close = ""] = found;
  if (parsed?.stylesheet !== stylesheet)
    parsed = { stylesheet, forPage: pageStylesheet(stylesheet) };
  const before = html.slice(0, found.index);
  const after = html.slice(found.index + whole.length);
  const linked = LINKED_STYLESHEET.test(html);
  const page = parsed.forPage(before + after, { shorten: !linked, pageWide: !linked });
  const renamed = (part: string) =>
    page.rename.size > 0 ? renameClassAttributes(part, page.rename) : part;
  return renamed(before) + open + page.css + close + renamed(after);
}
