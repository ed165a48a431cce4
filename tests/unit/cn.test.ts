import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { extendTailwindMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

// cn() settles conflicts between a component's classes and a caller's, the later one winning,
// including for the theme's own names (app/styles.css `@theme`), which tailwind-merge cannot know.

function classesOf(value: string): string[] {
  return value.split(" ").filter(Boolean);
}

/** The theme's keys in one namespace: `--radius-card` is "card" in "radius". */
function themeKeys(namespace: string): string[] {
  const css = readFileSync(new URL("../../app/styles.css", import.meta.url), "utf8");
  const theme = /@theme[^{]*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
  const keys = theme.matchAll(new RegExp(`--${namespace}-([a-z0-9-]+):`, "g"));
  return [...keys].flatMap((match) => match[1] ?? []);
}

describe("cn", () => {
  it("lets a caller's class replace a variant's class for the same property", () => {
    expect(cn("px-5 text-primary", "px-0")).toBe("text-primary px-0");
    expect(cn("px-5", false, undefined, ["px-0"])).toBe("px-0");
  });

  it("drops a link button's height and padding in the orientation steps (karate/signup.tsx)", () => {
    const classes = classesOf(cn(buttonVariants({ variant: "link" }), "min-h-0 px-0"));
    expect(classes).toEqual(expect.arrayContaining(["min-h-0", "px-0", "text-base"]));
    expect(classes).not.toContain("min-h-11");
    expect(classes).not.toContain("px-5");
  });

  it("drops a link button's padding beside an event's registration (event-card.tsx)", () => {
    const classes = classesOf(cn(buttonVariants({ variant: "link" }), "px-0"));
    expect(classes).toEqual(expect.arrayContaining(["px-0", "min-h-11", "text-primary"]));
    expect(classes).not.toContain("px-5");
  });

  it("reads the theme's colours as colours, apart from font sizes", () => {
    const colours = themeKeys("color");
    expect(colours).toEqual(expect.arrayContaining(["ink", "primary", "on-primary"]));
    for (const colour of colours) {
      expect(cn("text-ink", `text-${colour}`)).toBe(`text-${colour}`);
      expect(cn("bg-canvas", `bg-${colour}`)).toBe(`bg-${colour}`);
      expect(cn("text-lg", `text-${colour}`)).toBe(`text-lg text-${colour}`);
      expect(cn(`shadow-${colour}`, "shadow-card")).toBe(`shadow-${colour} shadow-card`);
    }
  });

  it("reads the theme's font sizes as sizes, apart from colours", () => {
    for (const size of [...themeKeys("text"), "sm", "lg"]) {
      expect(cn("text-base", `text-${size}`)).toBe(`text-${size}`);
      expect(cn("text-ink", `text-${size}`)).toBe(`text-ink text-${size}`);
    }
  });

  it("reads the theme's fonts as families, apart from weights", () => {
    const fonts = themeKeys("font");
    expect(fonts).toEqual(expect.arrayContaining(["display", "sans"]));
    for (const font of fonts) {
      expect(cn("font-mono", `font-${font}`)).toBe(`font-${font}`);
      expect(cn("font-bold", `font-${font}`)).toBe(`font-bold font-${font}`);
    }
  });

  it("knows the theme's radii, shadows and spacing", () => {
    const radii = themeKeys("radius");
    const shadows = themeKeys("shadow");
    const spacings = themeKeys("spacing");
    expect(radii).toEqual(expect.arrayContaining(["card", "control"]));
    expect(shadows).toEqual(expect.arrayContaining(["card", "raised"]));
    expect(spacings).toEqual(expect.arrayContaining(["header"]));
    for (const radius of radii) {
      expect(cn("rounded-full", `rounded-${radius}`)).toBe(`rounded-${radius}`);
    }
    for (const shadow of shadows) {
      expect(cn("shadow-none", `shadow-${shadow}`)).toBe(`shadow-${shadow}`);
      expect(cn(`shadow-${shadow}`, "shadow-primary")).toBe(`shadow-${shadow} shadow-primary`);
    }
    for (const spacing of spacings) {
      expect(cn("pt-4", `pt-${spacing}`)).toBe(`pt-${spacing}`);
      expect(cn("scroll-mt-4", `scroll-mt-${spacing}`)).toBe(`scroll-mt-${spacing}`);
    }
  });
});

// Every class written anywhere in app/: the words of its string literals that look like
// utilities (they hold a dash or a variant's colon).
function classesUsedInApp(): string[] {
  const root = path.resolve(import.meta.dirname, "../../app");
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(file);
      // cn.ts names the groups themselves ("gap-x"), which are no classes.
      return /\.tsx?$/.test(entry.name) && entry.name !== "cn.ts" ? [file] : [];
    });
  const classes = new Set<string>();
  for (const file of files(root)) {
    for (const [, double, backtick] of readFileSync(file, "utf8").matchAll(
      /"([^"\n]*)"|`([^`]*)`/g,
    )) {
      for (const word of (double ?? backtick ?? "").split(/\s+/)) {
        if (/^!?-?[a-z0-9[][\w:[\]/.%&_()#=,*>+-]*$/.test(word) && /[-:]/.test(word)) {
          classes.add(word);
        }
      }
    }
  }
  return [...classes];
}

describe("cn settles every pair of the site's classes as tailwind-merge's full configuration does", () => {
  // The reference: tailwind-merge with all of Tailwind's utilities, plus the theme's own scales.
  const full = extendTailwindMerge({
    extend: {
      theme: { radius: ["card", "control"], shadow: ["card", "raised"], spacing: ["header"] },
    },
  });

  it("for every class used in app/, against every other", () => {
    const classes = classesUsedInApp();
    expect(classes.length).toBeGreaterThan(500);
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        if (first === second) continue;
        const expected = full(`${first} ${second}`);
        const merged = cn(first, second);
        if (merged !== expected)
          differences.push(`"${first} ${second}": "${merged}", not "${expected}"`);
      }
    }
    expect(differences.slice(0, 20), `${differences.length} pairs differ`).toEqual([]);
    // Some 650,000 pairs: a few seconds, longer on a busy machine.
  }, 60_000);
});
