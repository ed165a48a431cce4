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
  /** What will go stale on the public pages, or has: each links to the editor that fixes it. */
  stale: {
    fix: "Fix this",
    seasonEnding: (season: string, lastDay: string) =>
      `The ${season} season ends on ${lastDay} and no next season is published. Copy it to a new season and publish it before then.`,
    seasonEnded: (season: string, lastDay: string) =>
      `The ${season} season ended on ${lastDay} and no next season is published: the calendar says the season has ended.`,
    courseEnded: (title: string, lastDay: string) =>
      `${title} ended on ${lastDay} and is no longer on /yoga/courses. Give it new dates, or remove it.`,
    noCourse:
      "No yoga course has dates to come: /yoga/courses says “Registration Opens Soon”. Add the next course.",
    campName: (side: string) =>
      side === "karate" ? "The karate summer camp" : "The yoga summer camp",
    campOver: (camp: string, year: number) =>
      `${camp} of ${year} is over: its page says next summer's dates are on their way. Set next summer.`,
    registrationLate: (camp: string, day: string) =>
      `${camp}'s registration was to open on ${day}. Open it with its link, or give a new day.`,
    competitionOver: (title: string, day: string) =>
      `${title} took place on ${day} and is no longer on /competitions. Give it its next date, or remove it.`,
    noEvents: "No event is coming up: /events has nothing to show. Add the next event.",
  },
  twoFactorOff: "Two-step sign-in is off for your account.",
  setUpTwoFactor: "Set it up",
} as const;
