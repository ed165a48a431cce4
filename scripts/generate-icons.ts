// Writes app/assets/icons.svg, the sprite every icon of the site is drawn from: one <symbol>
// per icon named in app/components/ui/icons.tsx, from Lucide's own drawings (lucide-react's
// icon data, ISC licence), and one per brand mark (the studio's logo, the social networks'
// marks), from their SVG files. Run after adding an icon there: npm run icons.
// tests/unit/icons.test.ts fails when the sprite and the list disagree.

import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { iconSymbolId } from "~/lib/icon-sprite";

const root = path.resolve(import.meta.dirname, "..");
export const iconsModule = path.join(root, "app/components/ui/icons.tsx");
export const spriteFile = path.join(root, "app/assets/icons.svg");

/**
 * The filled marks drawn from files rather than Lucide: each symbol is `brand-<name>` and keeps
 * its file's viewBox. In the sprite, not in the pages' script, like every other icon.
 */
export const brandMarks = {
  "logo-mark": "app/assets/art/logo-mark.svg",
  facebook: "app/assets/brand/facebook.svg",
  instagram: "app/assets/brand/instagram.svg",
} as const;

export type BrandMark = keyof typeof brandMarks;

function brandSymbol(name: BrandMark): string {
  const svg = readFileSync(path.join(root, brandMarks[name]), "utf8");
  const viewBox = /<svg[^>]*\sviewBox="([^"]+)"/.exec(svg)?.[1];
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1]?.trim();
  if (!viewBox || !inner) throw new Error(`${brandMarks[name]} is not an SVG with a viewBox`);
  return `<symbol id="${iconSymbolId(`brand-${name}`)}" viewBox="${viewBox}">${inner}</symbol>`;
}

type IconNode = [string, Record<string, string>][];

/** The icon names the module draws: `icon("mail")` → "mail". */
export function iconNames(source = readFileSync(iconsModule, "utf8")): string[] {
  return [
    ...new Set([...source.matchAll(/\bicon\("([a-z0-9-]+)"\)/g)].map((match) => match[1] ?? "")),
  ].sort();
}

async function lucideNode(name: string): Promise<IconNode> {
  const require = createRequire(import.meta.url);
  const index = require.resolve("lucide-react");
  const file = path.join(path.dirname(index), "..", "esm", "icons", `${name}.mjs`);
  // Each icon module exports its drawing as `__iconData` (lucide-react's own name).
  const { __iconData: data }: { __iconData?: { node: IconNode } } = await import(
    pathToFileURL(file).href
  );
  if (!data) throw new Error(`lucide-react has no icon "${name}"`);
  return data.node;
}

function escape(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

const NUMBER = /-?(?:\d+\.?\d*|\.\d+)/y;

/** Path data as commands and numbers: "m8 6 4-4" → ["m", 8, 6, 4, -4]. */
export function pathTokens(data: string): (string | number)[] {
  const tokens: (string | number)[] = [];
  let command = "";
  let parameter = 0;
  let at = 0;
  while (at < data.length) {
    const char = data[at] ?? "";
    if (/[\s,]/.test(char)) {
      at += 1;
    } else if (/[a-zA-Z]/.test(char)) {
      tokens.push(char);
      command = char.toLowerCase();
      parameter = 0;
      at += 1;
    } else if (command === "a" && (parameter % 7 === 3 || parameter % 7 === 4)) {
      // An arc's two flags are one digit each and may be written with nothing between them.
      if (char !== "0" && char !== "1") throw new Error(`an arc flag is not 0 or 1: ${data}`);
      tokens.push(Number(char));
      parameter += 1;
      at += 1;
    } else {
      NUMBER.lastIndex = at;
      const match = NUMBER.exec(data);
      if (!match) throw new Error(`unreadable path data at ${at}: ${data}`);
      tokens.push(Number(match[0]));
      parameter += 1;
      at = NUMBER.lastIndex;
    }
  }
  return tokens;
}

/**
 * A number to a hundredth of a unit: a 24-unit icon drawn at 40 px moves by well under a tenth
 * of a pixel, even along a chain of relative steps.
 */
function hundredth(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  // A dot drawn as a tiny stroke ("h.01") keeps its length: at 0 it would not be drawn.
  const text = String(rounded === 0 && value !== 0 ? value : rounded);
  if (text === "-0") return "0";
  return text.replace(/^(-?)0\./, "$1.");
}

/**
 * The path data written short: numbers to a hundredth, no space where a sign or a second decimal
 * point already separates two numbers, and a first relative move made absolute (a following
 * pair stays relative, as "l").
 */
export function shortPath(data: string): string {
  const tokens = pathTokens(data);
  if (tokens[0] === "m") {
    tokens[0] = "M";
    if (typeof tokens[3] === "number") tokens.splice(3, 0, "l");
  }
  let text = "";
  let previous = "";
  for (const token of tokens) {
    if (typeof token === "string") {
      text += token;
      previous = token;
      continue;
    }
    const number = hundredth(token);
    const joined =
      /[a-zA-Z]$/.test(previous) ||
      number.startsWith("-") ||
      (number.startsWith(".") && previous.includes("."));
    text += (joined ? "" : " ") + number;
    previous = number;
  }
  return text;
}

/** A Lucide shape as path data, where it is a path, a line or a polyline; otherwise null. */
function asPathData(tag: string, attributes: Record<string, string>): string | null {
  const { d, x1, y1, x2, y2, points } = attributes;
  if (tag === "path" && d) return shortPath(d);
  if (tag === "line") return shortPath(`M${x1} ${y1} ${x2} ${y2}`);
  if ((tag === "polyline" || tag === "polygon") && points) {
    return shortPath(`M${points}${tag === "polygon" ? "Z" : ""}`);
  }
  return null;
}

/**
 * One icon's symbol: its paths, lines and polylines as one path (Lucide's icons are strokes,
 * so the outline drawn is the same), its circles and rectangles as they are.
 */
function lucideSymbol(name: string, node: IconNode): string {
  const data: string[] = [];
  const shapes: string[] = [];
  for (const [tag, attributes] of node) {
    const pathData = asPathData(tag, attributes);
    if (pathData !== null) {
      data.push(pathData);
      continue;
    }
    const pairs = Object.entries(attributes)
      .filter(([key]) => key !== "key")
      .map(([key, value]) => `${key}="${escape(String(value))}"`);
    shapes.push(`<${tag} ${pairs.join(" ")}/>`);
  }
  const joined = data.length > 0 ? `<path d="${data.join("")}"/>` : "";
  return `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${joined}${shapes.join("")}</symbol>`;
}

export async function renderSprite(names: string[]): Promise<string> {
  const symbols: string[] = [];
  for (const name of names) symbols.push(lucideSymbol(name, await lucideNode(name)));
  for (const name of Object.keys(brandMarks) as BrandMark[]) symbols.push(brandSymbol(name));
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const names = iconNames();
  writeFileSync(spriteFile, await renderSprite(names));
  console.info(`Wrote ${names.length} icons to ${path.relative(root, spriteFile)}`);
}
