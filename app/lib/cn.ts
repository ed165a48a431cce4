import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Components take a className for placement (margins, widths, grid
 * spots), not to override their own colours or sizes: variants exist for that. A class-merging
 * library would settle such conflicts, but it costs 8 KB of every page's JavaScript budget.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
