import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { iconNames, renderSprite, shortPath, spriteFile } from "../../scripts/generate-icons";

// Every icon the site draws has its symbol in the sprite, drawn as Lucide draws it; the sprite
// holds nothing else. After adding an icon to app/components/ui/icons.tsx: npm run icons.

test("the sprite is the one npm run icons writes for the icons the site names", async () => {
  const names = iconNames();
  expect(names.length).toBeGreaterThan(50);
  expect(readFileSync(spriteFile, "utf8")).toBe(await renderSprite(names));
});

test("each icon is named once, and by its own name", () => {
  const source = readFileSync(
    new URL("../../app/components/ui/icons.tsx", import.meta.url),
    "utf8",
  );
  const uses = [...source.matchAll(/export const \w+ = icon\("([a-z0-9-]+)"\)/g)].map((m) => m[1]);
  expect(uses).toHaveLength(iconNames(source).length);
});

test("path data is written short and draws the same: arc flags, a first relative move, a dot", () => {
  // Flags written together ("00") are two flags; "m" followed by pairs goes on drawing lines
  // relative to the point it moved to; "h.01" is a dot and stays one.
  expect(shortPath("M10 3H7a2 2 0 00-2 2v16")).toBe("M10 3H7a2 2 0 0 0-2 2v16");
  expect(shortPath("m8 6 4-4 4 4")).toBe("M8 6l4-4 4 4");
  expect(shortPath("M14 12h.01")).toBe("M14 12h.01");
  expect(shortPath("M11.525 2.295a.53.53 0 0 1 .95 0l-0.004 1.0001")).toBe(
    "M11.53 2.3a.53.53 0 0 1 .95 0l-.004 1",
  );
  expect(() => shortPath("M0 0a1 1 0 2 0 1 1")).toThrow(/arc flag/);
});
