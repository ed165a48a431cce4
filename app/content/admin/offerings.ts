import type { OfferingKind } from "~/model/offerings";

// The staff area's words for courses, camps, prices and tournaments.

const done: Record<string, string> = {
  create: "Added",
  edit: "Changed",
  remove: "Removed",
  restore: "Restored",
};

export const offeringsText = {
  kinds: {
    course: "course",
    camp: "camp",
    price: "price",
    competition: "tournament",
  } satisfies Record<OfferingKind, string>,
  invalidField: "Check this value.",
  /** The audit log's line: "Changed the course “Kids Aerial Yoga”". */
  audit: (reason: string, kind: string, title: string) =>
    `${done[reason] ?? reason} the ${kind} “${title}”`,
} as const;
