import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * The theme's own scales (`@theme` in app/app.css) that tailwind-merge cannot guess. Without
 * them `rounded-card` is no radius it knows, so it never replaces `rounded-control`, and
 * `shadow-card` reads as a shadow colour, so `shadow-primary` would drop it. Colours need no
 * entry: any unknown `text-…`/`bg-…` word is taken as a colour, and the theme adds no font sizes
 * that could be mistaken for one. tests/unit/cn.test.ts checks every scale in app.css merges.
 */
const themeScales = {
  radius: ["card", "control"],
  shadow: ["card", "raised"],
  spacing: ["header"],
};

const twMerge = extendTailwindMerge({ extend: { theme: themeScales } });

/**
 * Joins class names; when two set the same property (a variant's `px-5` and a caller's `px-0`),
 * the later one wins, as shadcn/ui components expect.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
