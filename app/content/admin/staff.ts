// The staff area's staff page (owners only).

export const staffText = {
  heading: "Staff",
  add: "Add Staff Member",
  name: "Name",
  email: "Email",
  role: "Role",
  roles: { owner: "Owner", staff: "Staff" },
  roleHelp: "Owners can also manage staff, security settings and the audit log.",
  twoFactor: "Two-step sign-in",
  on: "On",
  off: "Off",
  noPassword: "No password yet",
  changeRole: "Change role",
  remove: "Remove",
  removeQuestion: (name: string) =>
    `Remove ${name}? Their sessions end at once and they can no longer sign in.`,
  newLink: "New password link",
  linkHeading: "One-time link",
  linkIntro: (name: string, hours: number) =>
    `Give this link to ${name}. It sets their password once and works for ${hours} hours.`,
  linkMailed: (email: string) => `It is also being emailed to ${email}.`,
  requireTwoFactor: "Require two-step sign-in for every account",
  requireTwoFactorHelp: "Staff without it are asked to set it up before they can do anything else.",
  security: "Security",
  dataHeading: "The studio's data",
  dataText:
    "Everything the site keeps, to keep a copy or move to another system: messages, newsletter sign-ups, events, the schedule, courses, camps and prices as spreadsheets (CSV), and the resource library's files. Passwords and sign-in keys are never included.",
  dataDownload: "Download everything (ZIP)",
  errors: {
    name: "Enter a name of at most 80 characters.",
    email: "Enter a valid email address.",
  },
} as const;
