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
  openUnread: (count: number) => `${count} unread message${count === 1 ? "" : "s"}`,
  signUpsOn: (count: number, side: string) =>
    `${count} new ${side} sign-up${count === 1 ? "" : "s"}: see the subscribers`,
  /** What does not work, or is not set up: each names what fixes it and who can. */
  broken: {
    spooled: (count: number) =>
      `${count} visitor submission${count === 1 ? " is" : "s are"} waiting on the server's disk because the database could not take ${count === 1 ? "it" : "them"}. ${count === 1 ? "It is" : "They are"} added by themselves once the database is back; if this stays, tell whoever runs the server.`,
    spoolRejected: (count: number) =>
      `${count} visitor submission${count === 1 ? "" : "s"} could not be stored and ${count === 1 ? "was" : "were"} set aside on the server. Ask whoever runs the server to look at the spool's rejected folder.`,
    failedDeliveries: (count: number) =>
      `${count} deliver${count === 1 ? "y" : "ies"} to the studio's email, the form service or the mailing list failed. Once the cause is mended, retry ${count === 1 ? "it" : "them"} on the Deliveries page.`,
    retryingDeliveries: (count: number) =>
      `${count} deliver${count === 1 ? "y is" : "ies are"} failing and being tried again.`,
    emailOff:
      "Emails to the studio are not being sent: messages from the contact pages are kept in the inbox only. Ask whoever runs the server to set SMTP_URL, the address of the studio's mail server.",
    noPassword: (name: string) =>
      `${name} cannot sign in yet: they have no password. Make them a one-time link on the Staff page.`,
    noTwoStep: (name: string) =>
      `${name} cannot work in the staff area yet: the studio requires two-step sign-in and they have not set it up. They are asked to set it up when they next sign in.`,
  },
  seeDeliveries: "See deliveries",
  whatIsSetUp: "What is set up",
  whatThisMeans: "What this means",
  openStaff: "Open the Staff page",
  allClear: "Nothing needs attention.",
  /** What will go stale on the public pages, or has: each links to the editor that fixes it. */
  stale: {
    fix: "Fix this",
    seasonEnding: (season: string, lastDay: string) =>
      `The ${season} season ends on ${lastDay} and no next season is published. Copy it to a new season and publish it before then.`,
    seasonEnded: (season: string, lastDay: string) =>
      `The ${season} season ended on ${lastDay} and no next season is published: the calendar says the season has ended.`,
    courseEnded: (title: string, lastDay: string) =>
      `${title} ended on ${lastDay} and is no longer on the yoga courses page. Give it new dates, or remove it.`,
    noCourse:
      "No yoga course has dates to come: the yoga courses page says “Registration Opens Soon”. Add the next course.",
    campName: (side: string) =>
      side === "karate" ? "The karate summer camp" : "The yoga summer camp",
    campOver: (camp: string, year: number) =>
      `${camp} of ${year} is over: its page says next summer's dates are on their way. Set next summer.`,
    registrationLate: (camp: string, day: string) =>
      `${camp}'s registration was to open on ${day}. Open it with its link, or give a new day.`,
    competitionOver: (title: string, day: string) =>
      `${title} took place on ${day} and is no longer on the tournaments page. Give it its next date, or remove it.`,
    noEvents:
      "No event is coming up: the karate events page has nothing to show. Add the next event.",
  },
  twoFactorOff: "Two-step sign-in is off for your account.",
  setUpTwoFactor: "Set it up",
} as const;
