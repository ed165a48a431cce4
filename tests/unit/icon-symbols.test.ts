import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconSymbolId, symbolsOf } from "~/lib/icon-sprite";
import { withIconSymbols } from "~/lib/icon-symbols.server";
import { iconNames, spriteFile } from "../../scripts/generate-icons";

const icon = (name: string) =>
  `<svg class="lucide"><use href="#${iconSymbolId(name)}"></use></svg>`;
const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
const sprite = symbolsOf(readFileSync(spriteFile, "utf8"));

describe("the icon symbols a page carries", () => {
  it("are the symbols of the icons it draws, each once, at the end of its body", () => {
    const html = withIconSymbols(
      page(`<p>${icon("mail")}${icon("phone")}</p><footer>${icon("mail")}</footer>`),
    );
    const holder = /<svg [^>]*data-icon-symbols[^>]*>([\s\S]*)<\/svg><\/body>/.exec(html);
    expect(holder?.[0]).toContain('style="display:none"');
    const ids = [...(holder?.[1] ?? "").matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual([iconSymbolId("mail"), iconSymbolId("phone")]);
    expect(holder?.[1]).toContain(sprite.get(iconSymbolId("mail")));
  });

  it("leave a document without icons, or without a body, as it was", () => {
    const plain = page('<p><a href="#icon-mail">Not an icon</a></p>');
    expect(withIconSymbols(plain)).toBe(plain);
    const fragment = `<div>${icon("mail")}</div>`;
    expect(withIconSymbols(fragment)).toBe(fragment);
  });

  it("skip a name the sprite does not have", () => {
    const html = withIconSymbols(page(`${icon("mail")}${icon("no-such-icon")}`));
    expect(html).toContain(`<symbol id="${iconSymbolId("mail")}"`);
    expect(html).not.toContain(`id="${iconSymbolId("no-such-icon")}"`);
  });

  it("cover every icon the site names", () => {
    for (const name of iconNames()) expect(sprite.has(iconSymbolId(name)), name).toBe(true);
  });
});
