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
  copyLink: "Copy link",
  copied: "Copied",
  shareLink: "Share",
  emailLink: "Email it",
  linkMailSubject: "Your staff sign-in for the studio's website",
  linkMailBody: (name: string, url: string, hours: number) =>
    `Hello ${name},\n\nThis link sets the password of your staff account on the studio's website. It works once, within ${hours} hours:\n\n${url}\n`,
  siteUrlMissing:
    "Links made here start with the server's own address, not the site's, because the site's public address is not set. Ask whoever runs the server to set SITE_URL (for example https://example.com); until then, a link may not open on another device.",
  resetTwoStep: "Reset two-step sign-in",
  resetTwoStepQuestion: (name: string) =>
    `Reset ${name}'s two-step sign-in? Use this when their phone is lost. Their authenticator and backup codes stop working and they are signed out everywhere. They sign in with their password and set up two-step sign-in again.`,
  resetTwoStepConfirm: "Yes, reset it",
  requireTwoFactor: "Require two-step sign-in for every account",
  requireTwoFactorHelp: "Staff without it are asked to set it up before they can do anything else.",
  security: "Security",
  dataHeading: "The studio's data",
  dataText:
    "Everything the site keeps, to keep a copy or move to another system: messages, newsletter sign-ups, events, the schedule, courses, camps and prices as spreadsheets (CSV), and the resource library's files. Passwords and sign-in keys are never included.",
  dataDownload: "Download everything (ZIP)",
  errors: {
    name: "Enter a name.",
    nameLong: "Enter a name of at most 80 characters.",
    email: "Enter an email address, like name@example.com.",
  },
} as const;
