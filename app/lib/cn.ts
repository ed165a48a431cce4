import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge, validators } from "tailwind-merge";

// tailwind-merge with the class groups this site's classes belong to, instead of its default
// configuration of every Tailwind utility: that configuration is 6 KB gzipped, on every page,
// and QUALITY.md's script budget has no room for it (docs/decisions/009-form-pipeline-and-cn.md).
// tests/unit/cn.test.ts merges every pair of classes used anywhere in app/ with this and with
// tailwind-merge's full configuration, and fails on any difference: a class of a new kind in a
// component shows up there, and joins a group here.

const { isAny, isArbitraryValue, isFraction, isNumber } = validators;

/** Groups named as their prefix whose value can be anything: `gap-4`, `max-w-xl`, `z-50`… */
const openGroups =
  "gap gap-x gap-y size w h min-w min-h max-w max-h scroll-mt z aspect grid-cols tracking leading " +
  "underline-offset opacity translate-x translate-y p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml";
/** Offsets: the spacing scale, fractions, or an arbitrary value ("bottom-center" is no offset). */
const offsetGroups = "inset inset-x inset-y top right bottom left";
const overflow = ["auto", "hidden", "clip", "visible", "scroll"];
const borderWidths = ["", "x", "y", "t", "r", "b", "l"];

const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    ...Object.fromEntries(openGroups.split(" ").map((group) => [group, [{ [group]: [isAny] }]])),
    ...Object.fromEntries(
      offsetGroups
        .split(" ")
        .map((group) => [
          group,
          [{ [group]: [isNumber, isFraction, isArbitraryValue, "px", "full", "auto"] }],
        ]),
    ),
    ...Object.fromEntries(
      borderWidths.map((side) => [
        side ? `border-w-${side}` : "border-w",
        [{ [side ? `border-${side}` : "border"]: ["", isNumber] }],
      ]),
    ),
    display:
      "block inline-block inline flex inline-flex table grid inline-grid contents list-item hidden".split(
        " ",
      ),
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    overflow: [{ overflow }],
    "overflow-x": [{ "overflow-x": overflow }],
    "overflow-y": [{ "overflow-y": overflow }],
    "list-style-type": [{ list: ["disc", "decimal", "none"] }],
    "align-items": [{ items: ["start", "end", "center", "baseline", "stretch"] }],
    "justify-content": [
      { justify: "start end center between around evenly stretch normal".split(" ") },
    ],
    flex: [{ flex: [isNumber, isFraction, "auto", "initial", "none"] }],
    shrink: [{ shrink: ["", isNumber] }],
    "font-size": [{ text: "xs sm base lg xl 2xl 3xl 4xl 5xl 6xl 7xl 8xl 9xl".split(" ") }],
    "font-weight": [
      { font: "thin extralight light normal medium semibold bold extrabold black".split(" ") },
    ],
    "font-family": [{ font: [isAny] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-color": [{ text: [isAny] }],
    "text-decoration": ["underline", "overline", "line-through", "no-underline"],
    whitespace: [
      { whitespace: ["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"] },
    ],
    break: [{ break: ["normal", "words", "all", "keep"] }],
    "bg-color": [{ bg: [isAny] }],
    rounded: [{ rounded: ["", isAny] }],
    "border-collapse": [{ border: ["collapse", "separate"] }],
    "border-style": [{ border: ["solid", "dashed", "dotted", "double", "hidden", "none"] }],
    "border-color": [{ border: [isAny] }],
    "ring-w": [{ ring: ["", isNumber] }],
    "ring-color": [{ ring: [isAny] }],
    shadow: [{ shadow: ["", "none", "card", "raised"] }],
    "shadow-color": [{ shadow: [isAny] }],
    transition: [{ transition: ["", "all", "colors", "opacity", "shadow", "transform", "none"] }],
    "pointer-events": [{ "pointer-events": ["auto", "none"] }],
  },
  conflictingClassGroups: {
    overflow: ["overflow-x", "overflow-y"],
    flex: ["shrink"],
    inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
    "inset-x": ["right", "left"],
    "inset-y": ["top", "bottom"],
    gap: ["gap-x", "gap-y"],
    p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    size: ["w", "h"],
    "font-size": ["leading"],
    "border-w": borderWidths.slice(1).map((side) => `border-w-${side}`),
    "border-w-x": ["border-w-r", "border-w-l"],
    "border-w-y": ["border-w-t", "border-w-b"],
  },
  conflictingClassGroupModifiers: { "font-size": ["leading"] },
  orderSensitiveModifiers: [],
}));

/**
 * Joins class names; when two set the same property (a variant's `px-5` and a caller's `px-0`),
 * the later one wins, as shadcn/ui components expect.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
