import { provider } from "./provider";

// The orientation page, /signup (spec §2 "Orientation page", §9 "Orientation").

export const orientationSectionId = "orientation-section";
/** The karate home's orientation button scrolls to the section this long after arriving. */
export const orientationScrollDelayMs = 100;

export const orientationPackage = {
  title: "Complete Orientation Package",
  priceCents: 2000,
  includes: ["Orientation session", "First training class", "Free t-shirt"],
  purchaseLabel: "Purchase Orientation Pass",
  purchaseUrl: provider.purchase.orientationPass,
} as const;

/** Tuesday orientation times (spec §9), shared with the weekly schedule. */
export const orientationTimes = [
  { day: "Tuesday", time: "4:30-4:55 PM", audience: "Ages 7-12" },
  { day: "Tuesday", time: "5:30-6:00 PM", audience: "Ages 13+ and adults" },
] as const;
