// The staff area's dashboard.

export const dashboardText = {
  heading: "Dashboard",
  cancelClass: "Cancel a class",
  unread: "Unread messages",
  openInbox: "Open the inbox",
  nextEvents: "Next events",
  noEvents: "No upcoming events.",
  manageEvents: "Manage events",
  signUps: "New sign-ups in the last 30 days",
  attention: "Needs attention",
  spooled: (count: number) =>
    `${count} submission${count === 1 ? "" : "s"} waiting in the spool for the database to accept ${count === 1 ? "it" : "them"}.`,
  failedDeliveries: (count: number) =>
    `${count} deliver${count === 1 ? "y" : "ies"} to the studio's mail, the form service or the mailing list failed.`,
  retryingDeliveries: (count: number) =>
    `${count} deliver${count === 1 ? "y is" : "ies are"} failing and being tried again.`,
  seeDeliveries: "See deliveries",
  allClear: "Nothing needs attention.",
  twoFactorOff: "Two-step sign-in is off for your account.",
  setUpTwoFactor: "Set it up",
} as const;
