// The studio's staff as the staff area shows them: the roles, a member, how long a password
// link works, and the kinds of record the audit log names. (The database's own column types are
// in infra/db.server.ts; the services map one to the other, so the two cannot drift apart.)

export const staffRoles = ["owner", "staff"] as const;

export type StaffRole = (typeof staffRoles)[number];

/** A new password's length; `sentMax` bounds what a sign-in may send at all. */
export const passwordRules = { min: 12, max: 128, sentMax: 1024 } as const;

/** How long a link to set a password works. */
export const passwordLinkHours = 24;

/** How long a link from "Forgot password?" works. */
export const resetLinkMinutes = 60;

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
  "season",
  "offering",
  "export",
] as const;

/** A staff member as listed. */
export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  createdAt: string;
  hasPassword: boolean;
};
