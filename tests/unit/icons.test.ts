import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { iconNames, renderSprite, spriteFile } from "../../scripts/generate-icons";

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
