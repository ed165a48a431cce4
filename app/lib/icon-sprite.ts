// The icons' symbols (app/assets/icons.svg, written by `npm run icons`) are drawn from the page
// itself, not from the sprite as a file: `<use href="/assets/icons.svg#x">` makes the browser load
// the sprite as an SVG document of its own and style every one of its elements on each page load
// (on /karate, 335 elements and a sixth of the longest task before the first frame), and the file
// sat in the requests the largest paint waited for. So each document carries the symbols of the
// icons it shows (icon-symbols.server.ts), and once the app has started the rest of the sprite
// joins them (loadIconSprite), for the pages reached by a link.

/** The id an icon's symbol has, in the sprite and in the page. */
export function iconSymbolId(name: string): string {
  return `icon-${name}`;
}

/** Marks the page's hidden `<svg>` that holds the symbols. */
export const SYMBOLS_ATTRIBUTE = "data-icon-symbols";

const SYMBOL = /<symbol id="([^"]+)"[^>]*>[\s\S]*?<\/symbol>/g;

/** The sprite's symbols, by id, each as its markup. */
export function symbolsOf(sprite: string): Map<string, string> {
  return new Map([...sprite.matchAll(SYMBOL)].map((match) => [match[1] ?? "", match[0]]));
}

/** The hidden element that holds the given symbols' markup. */
export function symbolsElement(markup: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" ${SYMBOLS_ATTRIBUTE}="" aria-hidden="true" style="display:none">${markup}</svg>`;
}
