import type { StaffRole } from "~/infra/db.server";

export const staffRoles = ["owner", "staff"] as const satisfies readonly StaffRole[];

/** How long a link to set a password works. */
export const passwordLinkHours = 24;

/** The kinds of record the audit log names. */
export const recordKinds = [
  "event",
  "resource",
  "message",
  "subscriber",
  "staff",
  "setting",
  "session",
  "delivery",
] as const;
