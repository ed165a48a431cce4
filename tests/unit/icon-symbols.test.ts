import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconSymbolId, symbolsOf } from "~/lib/icon-sprite";
import { iconFilesBase, iconFiles } from "~/lib/icon-files";
import { withIconFiles, withIconSymbols } from "~/lib/icon-symbols.server";
import { iconNames, spriteFile } from "../../scripts/generate-icons";

const icon = (name: string) =>
  `<svg class="lucide lucide-${name}"><use href="#${iconSymbolId(name)}"></use></svg>`;
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

describe("the icons of static sections below the first screen", () => {
  const spriteText = readFileSync(spriteFile, "utf8");
  const base = iconFilesBase(spriteText);
  const fromFile = (name: string) =>
    `<use href="${base}${iconSymbolId(name)}.svg#${iconSymbolId(name)}"`;
  const html = page(
    `<header>${icon("menu")}</header>` +
      `<main><section data-static="_R_1_">${icon("calendar")}<div>${icon("star")}</div></section>` +
      `<section>${icon("play")}</section>` +
      `<section data-static="_R_2_"><div><div>${icon("check")}</div></div>${icon("mail")}</section>` +
      `<div>${icon("award")}</div></main>` +
      `<footer data-static="_R_3_">${icon("mail")}${icon("phone")}</footer>`,
  );

  it("are drawn from each icon's own file; the first screen and the sections the app draws keep the page's symbols", () => {
    const drawn = withIconFiles(html);
    for (const name of ["menu", "calendar", "star", "play", "award"]) {
      expect(drawn, name).toContain(`<use href="#${iconSymbolId(name)}"`);
    }
    for (const name of ["check", "mail", "phone"]) expect(drawn, name).toContain(fromFile(name));
    expect(drawn).not.toContain(`<use href="#${iconSymbolId("check")}"`);
  });

  it("leave the page only the symbols it still draws", () => {
    const served = withIconSymbols(html, { files: true });
    const ids = [...served.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]).sort();
    expect(ids).toEqual(["menu", "calendar", "star", "play", "award"].map(iconSymbolId).sort());
  });

  it("name files the build writes, one symbol each, under the sprite's own version", () => {
    const files = iconFiles(spriteText);
    const check = files.find(
      (file) => file.fileName === `${base.slice(1)}${iconSymbolId("check")}.svg`,
    );
    expect(check?.source).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg">${sprite.get(iconSymbolId("check"))}</svg>\n`,
    );
    expect(files).toHaveLength(sprite.size);
    expect(iconFilesBase(`${spriteText} `)).not.toBe(base);
  });
});
