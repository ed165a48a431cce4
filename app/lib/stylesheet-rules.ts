import postcss, { type AtRule, type Container, type Rule } from "postcss";

// How the site's stylesheet is split between each page's inline styles and the stylesheet the
// app links once it has started (decision 033). Adding a stylesheet makes the browser work out
// the style of every element again when the sheet registers a custom property (@property) or has
// a rule for every element (`*`, `:root`, `html`, a pseudo-element alone): 13–15 ms on a long
// page on this machine unslowed, four times that on Lighthouse's phone. So every public page
// carries those rules itself (page-styles.server.ts), and the linked stylesheet leaves them
// out: adding it then restyles only the elements its class and element rules name. Imported by
// the build (vite.config.ts), so it names no `~/` path.

/** A class, id, element name or pseudo-class (with what it starts with) in a selector. */
export const IDENTIFIER =
  /(::?|[.#])?((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-]|[^\p{ASCII}])+)/gu;

/**
 * The selector without attribute tests, and without the arguments of functional pseudo-classes
 * unless asked to keep them.
 */
export function outerSelector(selector: string, { keepArguments = false } = {}): string {
  let outer = "";
  let depth = 0;
  let inAttribute = false;
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index];
    if (char === "\\") {
      if ((depth === 0 || keepArguments) && !inAttribute)
        outer += char + (selector[index + 1] ?? "");
      index++;
    } else if (inAttribute) {
      if (char === "]") inAttribute = false;
    } else if (char === "[") {
      inAttribute = true;
      outer += " ";
    } else if (char === "(" || char === ")") {
      depth += char === "(" ? 1 : -1;
      if (keepArguments) outer += " ";
    } else if (depth === 0 || keepArguments) {
      outer += char;
    }
  }
  return outer;
}

/** Parts of form fields, which only those fields have: a rule for one restyles only them. */
const FIELD_PART =
  /^(placeholder|file-selector-button|-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator|inner-spin-button|outer-spin-button|search-))/;

/**
 * Whether a selector may style every element of a document: it names no class, no id, no
 * element but the root and no part of a form field, nor inside :is(), :where() or :not() (`*`,
 * `:root,:host`, `html`, `::selection`, `[hidden]`; not `:where(.space-y-4>:not(:last-child))`).
 */
export function isPageWide(selector: string): boolean {
  for (const [, prefix, name = ""] of outerSelector(selector, { keepArguments: true }).matchAll(
    IDENTIFIER,
  )) {
    if (prefix === "." || prefix === "#") return false;
    if (prefix === "::" && FIELD_PART.test(name)) return false;
    if (prefix === undefined && /^[a-zA-Z]/.test(name) && name.toLowerCase() !== "html") {
      return false;
    }
  }
  return true;
}

/** The rules a stylesheet's own at-rules hold: not keyframes, not Tailwind's `properties` layer. */
function holdsRules(node: AtRule): boolean {
  if (node.name.endsWith("keyframes")) return false;
  // Tailwind's stand-ins for @property, for browsers older than those it supports: left whole.
  return !(node.name === "layer" && node.params === "properties");
}

/** Each @property rule and each style rule of the stylesheet, outside keyframes and stand-ins. */
function eachRule(container: Container, visit: (node: AtRule | Rule) => void): void {
  container.each((node) => {
    if (node.type === "rule") visit(node);
    else if (node.type === "atrule" && node.name === "property") visit(node);
    else if (node.type === "atrule" && node.nodes && holdsRules(node)) eachRule(node, visit);
  });
}

function removeEmpty(container: Container): void {
  container.each((node) => {
    if ((node.type !== "atrule" && node.type !== "rule") || !node.nodes) return;
    removeEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/**
 * The stylesheet the app links once it has started: the site's whole stylesheet without its
 * @property rules and without the selectors that may style every element, which every page
 * carries inline.
 */
export function lateStylesheet(stylesheet: string): string {
  const root = postcss.parse(stylesheet);
  eachRule(root, (node) => {
    if (node.type === "atrule") return void node.remove();
    const kept = node.selectors.filter((selector) => !isPageWide(selector));
    if (kept.length === 0) node.remove();
    else if (kept.length < node.selectors.length) node.selectors = kept;
  });
  removeEmpty(root);
  return root.toString();
}

/** What of a stylesheet would restyle every element when added: its @property rules and page-wide selectors. */
export function pageWideParts(stylesheet: string): string[] {
  const parts: string[] = [];
  eachRule(postcss.parse(stylesheet), (node) => {
    if (node.type === "atrule") parts.push(`@property ${node.params}`);
    else parts.push(...node.selectors.filter(isPageWide));
  });
  return parts;
}
