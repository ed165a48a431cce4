import sprite from "~/assets/icons.svg?raw";
import { iconSymbolId, symbolsElement, symbolsOf } from "~/lib/icon-sprite";

const symbols = symbolsOf(sprite);
const USE = new RegExp(`<use href="#(${iconSymbolId("[a-z0-9-]+")})"`, "g");

/**
 * The document with the symbols of the icons it draws, in one hidden element at the end of its
 * body (a document without a body, or without icons, is left as it was).
 */
export function withIconSymbols(html: string): string {
  const end = html.lastIndexOf("</body>");
  if (end === -1) return html;
  const used = new Set([...html.matchAll(USE)].map((match) => match[1] ?? ""));
  const markup = [...used].flatMap((id) => symbols.get(id) ?? []).join("");
  if (markup === "") return html;
  return html.slice(0, end) + symbolsElement(markup) + html.slice(end);
}
