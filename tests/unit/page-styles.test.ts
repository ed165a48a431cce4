import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { needsOf, pageStylesheet, withPageStyles } from "~/lib/page-styles.server";
import { isPageWide, lateStylesheet, pageWideParts } from "~/lib/stylesheet-rules";
import {
  classCounts,
  classesOf,
  renameClassAttributes,
  renameSelector,
  shortNames,
} from "~/lib/short-class-names.server";

const stylesheet = [
  "@layer properties,theme,base,utilities;",
  "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-rotate:0}}}",
  "@font-face{font-family:Heading;src:url(/h.woff2)}",
  "@layer theme{:root,:host{--color-ink:#111;--color-unused:#222;--shadow:0 1px var(--color-edge);--color-edge:#333}}",
  "@layer theme{.brand{--brand:#123;--brand-unused:#456}}",
  "@layer base{*,:after{box-sizing:border-box}dialog{padding:0}p{margin:0}h1,p,video{font-size:1em}}",
  "@layer base{html,:host{line-height:1.5}::selection{color:red}::placeholder{opacity:1}}",
  "@layer utilities{",
  ".text-ink{color:var(--color-ink)}",
  ".text-brand{color:var(--brand)}",
  ".shadow-card{box-shadow:var(--shadow)}",
  ".unused{color:red}",
  ".hover\\:underline:hover{text-decoration:underline}",
  ".sm\\:w-1\\/2{width:50%}",
  "#main .inside{margin:0}",
  ".group:hover .group-hover\\:spin{animation:spin 1s}",
  ".fade{animation:fade 1s}",
  "[data-open] .panel:not(.closed){display:block}",
  "@media (width>=40rem){.sm\\:w-1\\/2{width:50%}.unused-too{width:1px}}",
  "}",
  '@property --tw-rotate{syntax:"*";inherits:false}',
  '@property --tw-never{syntax:"*";inherits:false}',
  ".turn{rotate:var(--tw-rotate)}",
  "@keyframes spin{to{rotate:1turn}}",
  "@keyframes fade{to{opacity:0}}",
].join("");

const styles = pageStylesheet(stylesheet);
const forPage = (html: string) => styles(html).css;

describe("the rules a page's HTML can use", () => {
  const css = forPage(
    '<html><body><main id="main"><p class="text-ink shadow-card hover:underline sm:w-1/2 inside">' +
      '<span class="group group-hover:spin turn panel brand text-brand">x</span></p></main></body></html>',
  );

  it("keeps the rules whose classes, ids and elements are all in the document", () => {
    expect(css).toContain(".text-ink{color:var(--color-ink)}");
    expect(css).toContain("#main .inside{margin:0}");
    expect(css).toContain("p{margin:0}");
    expect(css).not.toContain(".unused");
    expect(css).not.toContain("dialog");
  });

  it("keeps, of a selector list, the selectors that may match, and the rule's order", () => {
    expect(css).toContain("p{margin:0}p{font-size:1em}");
    expect(css).not.toContain("video");
  });

  it("keeps a rule for a state the page can reach: hover, an attribute, what :not() excludes", () => {
    expect(css).toContain(".hover\\:underline:hover{text-decoration:underline}");
    expect(css).toContain("[data-open] .panel:not(.closed){display:block}");
    expect(css).toContain(".group:hover .group-hover\\:spin{animation:spin 1s}");
  });

  it("reads escaped class names, inside media queries too, and drops a query left empty", () => {
    expect(css).toContain("@media (width>=40rem){.sm\\:w-1\\/2{width:50%}}");
    expect(css.match(/\.sm\\:w-1\\\/2/g)).toHaveLength(2);
  });

  it("keeps the custom properties of an element and the keyframes the kept rules name", () => {
    expect(css).toContain(".brand{--brand:#123}");
    expect(css).not.toContain("--brand-unused");
    expect(css).toContain("@keyframes spin");
    expect(css).not.toContain("@keyframes fade");
  });

  it("keeps every variable of the root and every @property rule, named or not", () => {
    expect(css).toContain(
      ":root,:host{--color-ink:#111;--color-unused:#222;--shadow:0 1px var(--color-edge);--color-edge:#333}",
    );
    expect(css).toContain("@property --tw-rotate");
    expect(css).toContain("@property --tw-never");
  });

  it("keeps what is not a rule (fonts, the layer order) and the rules every element matches", () => {
    expect(css.startsWith("@layer properties,theme,base,utilities;@font-face")).toBe(true);
    expect(css).toContain("*,:after{box-sizing:border-box}");
  });

  it("leaves out Tailwind's stand-ins for @property, which only older browsers read", () => {
    expect(css).not.toContain("@layer properties{");
    expect(css).not.toContain("-moz-orient");
  });

  it("on a page that links the whole of another stylesheet, keeps only what it names", () => {
    const linked = styles('<html><body><p class="text-ink"></p></body></html>', {
      pageWide: false,
    }).css;
    expect(linked).toContain("--color-ink:#111");
    expect(linked).not.toContain("--color-unused");
    expect(linked).not.toContain("@property");
  });

  it("keeps a custom property named in an inline style", () => {
    expect(forPage('<div class="brand" style="color:var(--brand-unused)"></div>')).toContain(
      "--brand-unused",
    );
  });
});

describe("what a selector needs", () => {
  it("names classes, ids and elements, not states or what is inside functions", () => {
    expect(needsOf("a.link:hover>svg")).toEqual({ classes: ["link"], ids: [], tags: ["a", "svg"] });
    expect(needsOf(":where(.space-y-4>:not(:last-child))")).toEqual({
      classes: [],
      ids: [],
      tags: [],
    });
    expect(needsOf('.\\[\\&_svg\\]\\:size-4 svg[data-x="a b"]::before').classes).toEqual([
      "[&_svg]:size-4",
    ]);
  });
});

describe("the reset's rules for the parts of form fields", () => {
  const fieldStyles = pageStylesheet(
    "@layer base{::-webkit-datetime-edit{padding:0}::-webkit-inner-spin-button{height:auto}" +
      "::-webkit-search-decoration{appearance:none}::file-selector-button{margin:0}" +
      "::placeholder{opacity:1}}",
  );
  const fields = (html: string) => fieldStyles(html).css;

  it("are dropped from a page without such a field", () => {
    const css = fields('<form><input type="email" name="email"></form>');
    expect(css).not.toMatch(/datetime|spin|search|file-selector/);
    expect(css).toContain("::placeholder{opacity:1}");
  });

  it("are kept, each, where the page has its kind of field", () => {
    expect(fields('<input name="day" type="date">')).toContain("::-webkit-datetime-edit");
    expect(fields('<input id="t" type="time">')).toContain("::-webkit-datetime-edit");
    expect(fields('<input type="number">')).toContain("::-webkit-inner-spin-button");
    expect(fields('<input type="search">')).toContain("::-webkit-search-decoration");
    expect(fields('<input type="file">')).toContain("::file-selector-button");
    expect(fields('<input type="file">')).not.toContain("datetime");
  });
});

describe("the document's inline stylesheet", () => {
  const document = (body: string, head = "") =>
    `<html><head><style data-site-styles="">${stylesheet}</style>${head}</head><body>${body}</body></html>`;

  it("is replaced by the page's rules; a document without it is left as it was", () => {
    const html = withPageStyles(document('<p class="text-ink"></p>'));
    expect(html).toContain("{color:var(--color-ink)}");
    expect(html).not.toContain(".unused");
    expect(withPageStyles("<p>plain</p>")).toBe("<p>plain</p>");
  });

  it("gives the classes the page's rules style short names, in the rules and in the HTML", () => {
    const html = withPageStyles(
      document(
        '<p class="text-ink sm:w-1/2 shadow-card"></p><p class="text-ink no-rule">' +
          '<span class="group group-hover:spin"></span></p>',
      ),
    );
    // The most used class gets the shortest name; a class no rule styles keeps its own.
    expect(html).toContain('<p class="a b c"></p><p class="a no-rule">');
    expect(html).toContain(".a{color:var(--color-ink)}");
    expect(html).toContain("@media (width>=40rem){.b{width:50%}}");
    expect(html).not.toMatch(/text-ink|shadow-card|w-1/);
  });

  it("keeps the names of classes a rule names for another element than the one it styles", () => {
    const html = withPageStyles(
      document('<main id="main"><span class="group group-hover:spin inside"></span></main>'),
    );
    // `group` styles the element inside it: the app may draw either of them again alone.
    expect(html).toContain('class="group a b"');
    expect(html).toContain(".group:hover .a{animation:spin 1s}");
    expect(html).toContain("#main .b{margin:0}");
  });

  it("leaves the names of a page that links another stylesheet as they were", () => {
    const html = withPageStyles(
      document('<p class="text-ink"></p>', '<link rel="stylesheet" href="/assets/admin.css"/>'),
    );
    expect(html).toContain('<p class="text-ink"></p>');
    expect(html).toContain(".text-ink{color:var(--color-ink)}");
  });
});

describe("short class names", () => {
  it("tells the classes of the element a selector styles from those of other elements", () => {
    const found = { own: new Set<string>(), others: new Set<string>() };
    for (const selector of [
      ":is(:where(.group):hover .group-hover\\:scale-105)",
      ":where(.space-y-4>:not(:last-child))",
      ".card:not(.closed):has(.badge)",
      '.\\[\\&_svg\\]\\:size-4 svg[data-x=".not-a-class"]',
      ".peer:checked~.peer-checked\\:block,.a.b",
    ]) {
      classesOf(selector, found);
    }
    expect([...found.own].sort()).toEqual(
      ["a", "b", "card", "closed", "group-hover:scale-105", "peer-checked:block"].sort(),
    );
    expect([...found.others].sort()).toEqual(
      ["[&_svg]:size-4", "badge", "group", "peer", "space-y-4"].sort(),
    );
  });

  it("renames classes in selectors, escapes included, and not in attribute values", () => {
    const rename = new Map([
      ["sm:w-1/2", "a"],
      ["x", "b"],
    ]);
    expect(renameSelector('.sm\\:w-1\\/2:hover,[title=".x"] .x', rename)).toBe(
      '.a:hover,[title=".x"] .b',
    );
  });

  it("renames classes in class attributes only, entities decoded to compare", () => {
    const rename = new Map([["[&_a]:px-1", "a"]]);
    expect(
      renameClassAttributes('<ul class="[&amp;_a]:px-1 list" data-class="[&amp;_a]:px-1">', rename),
    ).toBe('<ul class="a list" data-class="[&amp;_a]:px-1">');
  });

  it("never gives a name the document or the stylesheet already uses", () => {
    const counts = classCounts('<p class="x a"></p><p class="x"></p>');
    expect(shortNames(["x"], counts, new Set(["b"]))).toEqual(new Map([["x", "c"]]));
  });
});

describe("the stylesheet the app links once it has started", () => {
  const late = lateStylesheet(stylesheet);

  it("leaves out the @property rules and the rules that may style every element", () => {
    expect(late).not.toContain("@property");
    const outsideStandIns = late.replace(/@layer properties\{@supports[^{]*\{[^}]*\}\}\}/, "");
    expect(outsideStandIns).not.toMatch(/:root|:host|\*|html|::selection/);
    expect(late).not.toContain("--color-ink:#111");
  });

  it("keeps the rules that name a class, an element or a part of a form field, and keyframes", () => {
    expect(late).toContain(".text-ink{color:var(--color-ink)}");
    expect(late).toContain("dialog{padding:0}");
    expect(late).toContain("h1,p,video{font-size:1em}");
    expect(late).toContain("::placeholder{opacity:1}");
    expect(late).toContain(".brand{--brand:#123;--brand-unused:#456}");
    expect(late).toContain("@keyframes fade{to{opacity:0}}");
    expect(late).toContain("@media (width>=40rem){.sm\\:w-1\\/2{width:50%}.unused-too{width:1px}}");
  });

  it("keeps Tailwind's stand-ins for @property whole, for the browsers that read them", () => {
    expect(late).toContain(
      "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-rotate:0}}}",
    );
  });

  it("has nothing left that would restyle every element", () => {
    expect(pageWideParts(stylesheet)).toEqual(
      expect.arrayContaining(["@property --tw-rotate", ":root", "*", "html", "::selection"]),
    );
    expect(pageWideParts(late)).toEqual([]);
  });

  it("drops a group left empty, and keeps the layer order", () => {
    expect(late.startsWith("@layer properties,theme,base,utilities;")).toBe(true);
    expect(late).not.toMatch(/@layer theme\{\s*\}/);
  });

  it("leaves out only what every page carries, even a page with nothing in it", () => {
    const empty = forPage("<html><body></body></html>");
    const everything = postcssRules(stylesheet);
    const linked = new Set(postcssRules(late));
    for (const rule of everything.filter((each) => !linked.has(each))) {
      expect(empty, rule).toContain(rule);
    }
  });
});

describe("a selector that may style every element", () => {
  it("names no class, id, element but the root, or part of a form field", () => {
    for (const selector of [
      "*",
      ":after",
      ":root",
      ":host",
      "html",
      "::selection",
      "[hidden]:where(:not([hidden=until-found]))",
    ]) {
      expect(isPageWide(selector), selector).toBe(true);
    }
    for (const selector of [
      ".a",
      "#b",
      "p",
      "html p",
      "::placeholder",
      "::-webkit-datetime-edit",
    ]) {
      expect(isPageWide(selector), selector).toBe(false);
    }
  });
});

/** The rules and @property rules of a stylesheet, each written alone. */
function postcssRules(css: string): string[] {
  const rules: string[] = [];
  postcss.parse(css).walk((node) => {
    if (node.type === "rule" && node.parent?.type !== "atrule") {
      for (const selector of node.selectors)
        rules.push(`${selector}${node.toString().slice(node.selector.length)}`);
    } else if (node.type === "atrule" && node.name === "property") rules.push(node.toString());
  });
  return rules;
}
