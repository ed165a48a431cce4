import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge, validators } from "tailwind-merge";

// tailwind-merge with the class groups this site's classes belong to, instead of its default
// configuration of every Tailwind utility: that configuration is 6 KB gzipped, on every page,
// and QUALITY.md's script budget has no room for it (docs/decisions/009-form-pipeline-and-cn.md).
// tests/unit/cn.test.ts merges every pair of classes used anywhere in app/ with this and with
// tailwind-merge's full configuration, and fails on any difference: a class of a new kind in a
// component shows up there, and joins a group here.

const { isAny, isArbitraryValue, isFraction, isNumber } = validators;

/** Offsets: the spacing scale, fractions, or an arbitrary value ("bottom-center" is no offset). */
const offset = () => [isNumber, isFraction, isArbitraryValue, "px", "full", "auto"];

const sizes = [
  "xs",
  "sm",
  "base",
  "lg",
  "xl",
  "2xl",
  "3xl",
  "4xl",
  "5xl",
  "6xl",
  "7xl",
  "8xl",
  "9xl",
];
const sides = (prefix: string) =>
  ["", "x", "y", "s", "e", "t", "r", "b", "l"].map((side) => prefix + side);

const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      "block",
      "inline-block",
      "inline",
      "flex",
      "inline-flex",
      "table",
      "grid",
      "inline-grid",
      "contents",
      "list-item",
      "hidden",
    ],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    overflow: [{ overflow: ["auto", "hidden", "clip", "visible", "scroll"] }],
    "overflow-x": [{ "overflow-x": ["auto", "hidden", "clip", "visible", "scroll"] }],
    "overflow-y": [{ "overflow-y": ["auto", "hidden", "clip", "visible", "scroll"] }],
    inset: [{ inset: offset() }],
    "inset-x": [{ "inset-x": offset() }],
    "inset-y": [{ "inset-y": offset() }],
    top: [{ top: offset() }],
    right: [{ right: offset() }],
    bottom: [{ bottom: offset() }],
    left: [{ left: offset() }],
    z: [{ z: [isAny] }],
    aspect: [{ aspect: [isAny] }],
    "grid-cols": [{ "grid-cols": [isAny] }],
    "list-style-type": [{ list: ["disc", "decimal", "none"] }],
    "align-items": [{ items: ["start", "end", "center", "baseline", "stretch"] }],
    "justify-content": [
      { justify: ["start", "end", "center", "between", "around", "evenly", "stretch", "normal"] },
    ],
    gap: [{ gap: [isAny] }],
    "gap-x": [{ "gap-x": [isAny] }],
    "gap-y": [{ "gap-y": [isAny] }],
    flex: [{ flex: [isNumber, isFraction, "auto", "initial", "none"] }],
    shrink: [{ shrink: ["", isNumber] }],
    ...Object.fromEntries(sides("p").map((group) => [group, [{ [group]: [isAny] }]])),
    ...Object.fromEntries(sides("m").map((group) => [group, [{ [group]: [isAny] }]])),
    size: [{ size: [isAny] }],
    w: [{ w: [isAny] }],
    h: [{ h: [isAny] }],
    "min-h": [{ "min-h": [isAny] }],
    "max-w": [{ "max-w": [isAny] }],
    "scroll-mt": [{ "scroll-mt": [isAny] }],
    "font-size": [{ text: sizes }],
    "font-weight": [
      {
        font: [
          "thin",
          "extralight",
          "light",
          "normal",
          "medium",
          "semibold",
          "bold",
          "extrabold",
          "black",
        ],
      },
    ],
    "font-family": [{ font: [isAny] }],
    tracking: [{ tracking: [isAny] }],
    leading: [{ leading: [isAny] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-color": [{ text: [isAny] }],
    "text-decoration": ["underline", "overline", "line-through", "no-underline"],
    "underline-offset": [{ "underline-offset": [isAny] }],
    whitespace: [
      { whitespace: ["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"] },
    ],
    "bg-color": [{ bg: [isAny] }],
    rounded: [{ rounded: ["", isAny] }],
    ...Object.fromEntries(
      ["", "x", "y", "t", "r", "b", "l"].map((side) => {
        const name = side ? `border-${side}` : "border";
        return [side ? `border-w-${side}` : "border-w", [{ [name]: ["", isNumber] }]];
      }),
    ),
    "border-collapse": [{ border: ["collapse", "separate"] }],
    "border-style": [{ border: ["solid", "dashed", "dotted", "double", "hidden", "none"] }],
    "border-color": [{ border: [isAny] }],
    "ring-w": [{ ring: ["", isNumber] }],
    "ring-color": [{ ring: [isAny] }],
    shadow: [{ shadow: ["", "none", "card", "raised"] }],
    "shadow-color": [{ shadow: [isAny] }],
    opacity: [{ opacity: [isAny] }],
    transition: [{ transition: ["", "all", "colors", "opacity", "shadow", "transform", "none"] }],
    "translate-x": [{ "translate-x": [isAny] }],
    "translate-y": [{ "translate-y": [isAny] }],
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
    "border-w": [
      "border-w-x",
      "border-w-y",
      "border-w-t",
      "border-w-r",
      "border-w-b",
      "border-w-l",
    ],
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
