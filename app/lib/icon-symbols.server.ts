import sprite from "~/assets/icons.svg?raw";
import { iconFilesBase } from "~/lib/icon-files";
import { iconSymbolId, symbolsElement, symbolsOf } from "~/lib/icon-sprite";

// The page carries the symbols of the icons its first screen shows; the icons in its static
// sections further down (ui/static.tsx: the footer, contact blocks, card lists) are drawn from
// each icon's own small file instead (lib/icon-files.ts), fetched at low priority after what
// the first paint needs and cached for every page. Static sections are left as the server drew
// them when the app takes over, so nothing compares those addresses with the app's own; a
// section the app draws again later uses the page's symbols, which the app completes once it
// has started (components/ui/icons.tsx, loadIconSprite). Decision 028.

const symbols = symbolsOf(sprite);
const filesBase = iconFilesBase(sprite);
const USE = new RegExp(`<use href="#(${iconSymbolId("[a-z0-9-]+")})"`, "g");
const STATIC_START = /<(section|div|footer)\b[^>]*\sdata-static="[^"]*"[^>]*>/g;

/** Where the element whose start tag ends at `from` ends (after its closing tag), or -1. */
function elementEnd(html: string, tag: string, from: number): number {
  const tags = new RegExp(`<${tag}\\b|</${tag}>`, "g");
  tags.lastIndex = from;
  let depth = 1;
  for (let found = tags.exec(html); found; found = tags.exec(html)) {
    depth += found[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return found.index + found[0].length;
  }
  return -1;
}

/** Where the first screen ends: after the first element in <main>, or at <main> without one. */
function firstScreenEnd(html: string): number {
  const main = /<main\b[^>]*>/.exec(html);
  if (!main) return html.length;
  const afterMain = main.index + main[0].length;
  const first = /<([a-z][a-z0-9]*)\b[^>]*>/.exec(html.slice(afterMain));
  if (!first?.[1]) return afterMain;
  const end = elementEnd(html, first[1], afterMain + first.index + first[0].length);
  return end === -1 ? html.length : end;
}

/** The document with the icons of its static sections past the first screen drawn from files. */
export function withIconFiles(html: string): string {
  const from = firstScreenEnd(html);
  let result = "";
  let done = 0;
  STATIC_START.lastIndex = from;
  for (let start = STATIC_START.exec(html); start; start = STATIC_START.exec(html)) {
    const end = elementEnd(html, start[1] ?? "div", start.index + start[0].length);
    if (end === -1) break;
    result +=
      html.slice(done, start.index) +
      html
        .slice(start.index, end)
        .replace(USE, (_, id: string) => `<use href="${filesBase}${id}.svg#${id}"`);
    done = end;
    STATIC_START.lastIndex = end;
  }
  return result + html.slice(done);
}

/**
 * The document with the symbols of the icons it still draws from the page, in one hidden element
 * at the end of its body (a document without a body, or without such icons, is left as it was).
 * The development server has no icon files (the build writes them): there every icon is the
 * page's.
 */
export function withIconSymbols(
  html: string,
  { files = !import.meta.env.DEV }: { files?: boolean } = {},
): string {
  const end = html.lastIndexOf("</body>");
  if (end === -1) return html;
  const drawn = files ? withIconFiles(html) : html;
  const used = new Set([...drawn.matchAll(USE)].map((match) => match[1] ?? ""));
  const markup = [...used].flatMap((id) => symbols.get(id) ?? []).join("");
  if (markup === "") return drawn;
  const bodyEnd = drawn.lastIndexOf("</body>");
  return drawn.slice(0, bodyEnd) + symbolsElement(markup) + drawn.slice(bodyEnd);
}
