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

export async function renderSprite(names: string[]): Promise<string> {
  const symbols: string[] = [];
  for (const name of names) {
    const shapes = (await lucideNode(name)).map(([tag, attributes]) => {
      const pairs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => `${key}="${escape(String(value))}"`);
      return `<${tag} ${pairs.join(" ")}/>`;
    });
    symbols.push(
      `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`,
    );
  }
  for (const name of Object.keys(brandMarks) as BrandMark[]) symbols.push(brandSymbol(name));
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const names = iconNames();
  writeFileSync(spriteFile, await renderSprite(names));
  console.info(`Wrote ${names.length} icons to ${path.relative(root, spriteFile)}`);
}
