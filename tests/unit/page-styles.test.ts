import { describe, expect, it } from "vitest";
import { needsOf, pageStylesheet, withPageStyles } from "~/lib/page-styles.server";

const stylesheet = [
  "@layer properties,theme,base,utilities;",
  "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-rotate:0}}}",
  "@font-face{font-family:Heading;src:url(/h.woff2)}",
  "@layer theme{:root,:host{--color-ink:#111;--color-unused:#222;--shadow:0 1px var(--color-edge);--color-edge:#333}}",
  "@layer base{*,:after{box-sizing:border-box}dialog{padding:0}p{margin:0}h1,p,video{font-size:1em}}",
  "@layer utilities{",
  ".text-ink{color:var(--color-ink)}",
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

const forPage = pageStylesheet(stylesheet);

describe("the rules a page's HTML can use", () => {
  const css = forPage(
    '<html><body><main id="main"><p class="text-ink shadow-card hover:underline sm:w-1/2 inside">' +
      '<span class="group group-hover:spin turn panel">x</span></p></main></body></html>',
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

  it("keeps the custom properties, @property rules and keyframes the kept rules name", () => {
    expect(css).toContain("--color-ink:#111");
    // --shadow names --color-edge: kept through the rule that names --shadow.
    expect(css).toContain("--shadow:0 1px var(--color-edge)");
    expect(css).toContain("--color-edge:#333");
    expect(css).not.toContain("--color-unused");
    expect(css).toContain("@property --tw-rotate");
    expect(css).not.toContain("--tw-never");
    expect(css).toContain("@keyframes spin");
    expect(css).not.toContain("@keyframes fade");
  });

  it("keeps what is not a rule (fonts, the layer order) and the rules every element matches", () => {
    expect(css.startsWith("@layer properties,theme,base,utilities;@font-face")).toBe(true);
    expect(css).toContain("*,:after{box-sizing:border-box}");
  });

  it("leaves out Tailwind's stand-ins for @property, which only older browsers read", () => {
    expect(css).not.toContain("@layer properties{");
    expect(css).not.toContain("-moz-orient");
  });

  it("keeps a custom property named in an inline style", () => {
    expect(forPage('<div style="color:var(--color-unused)"></div>')).toContain("--color-unused");
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
  const fields = pageStylesheet(
    "@layer base{::-webkit-datetime-edit{padding:0}::-webkit-inner-spin-button{height:auto}" +
      "::-webkit-search-decoration{appearance:none}::file-selector-button{margin:0}" +
      "::placeholder{opacity:1}}",
  );

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
  it("is replaced by the page's rules; a document without it is left as it was", () => {
    const page = `<html><head><style data-site-styles="">${stylesheet}</style></head><body><p class="text-ink"></p></body></html>`;
    const html = withPageStyles(page);
    expect(html).toContain(".text-ink{");
    expect(html).not.toContain(".unused");
    expect(html).toContain('<body><p class="text-ink"></p></body>');
    expect(withPageStyles("<p>plain</p>")).toBe("<p>plain</p>");
  });
});
