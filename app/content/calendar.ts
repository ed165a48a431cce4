import { studio } from "./studio";

// The class calendar, /calendar (spec §2 "Class calendar"). The schedule itself is schedule.ts.

export const calendarPage = {
  title: "Class Calendar",
  /** Above the title: "Season September to June 2025-26", from the live season. */
  seasonEyebrow: (months: string, label: string) => `Season ${months} ${label}`,
  noSeasonEyebrow: "Weekly Classes",
  // @draft-copy: where the live season stands, when it is not under way
  startsNotice: (day: string) => `Classes start ${day}.`,
  endedNotice: (label: string) =>
    `The ${label} season has ended. The new season's schedule will be posted soon.`,
  noSeasonNotice: "The class schedule will be posted soon.",
  changesHeading: "Changes in the Next Two Weeks",
  /** In a change's line: "Mon Dec 7: Beginners 4:00 PM cancelled — …", "… moved to 4:30 PM". */
  change: { cancelled: "cancelled", movedTo: "moved to" },
  /** Staff's "Preview" of a season not yet live: the line across the top of the page. */
  previewBanner: (label: string) =>
    `Preview of the ${label} season as visitors would see it. Only staff can see this page.`,
  previewBack: "Back to the season",
  // @draft-copy: the class calendar's introduction and description
  intro:
    "Our weekly classes by day and time, the belt groups they are for, the gear kumite needs, and the days the dojo is closed.",
  description: `Weekly karate class schedule at ${studio.name} in ${studio.address.locality}, NY: classes for ages 4 to adult, belt groups, kumite gear and holiday closures.`,
  scheduleHeading: "Weekly Schedule",
  dayHeader: "Day",
  timeHeader: "Time",
  classHeader: "Class",
  audienceHeader: "For",
  today: "Today",
  noClasses: "No classes",
  beltsHeading: "Belt Groups",
  gearHeading: "Kumite Gear",
  gearRequired: "Required for kumite classes",
  gearRecommended: "Also",
  closuresHeading: "Holiday Closures",
  reserveLabel: "Reserve Your Spot",
  // @draft-copy: the calendar subscription block
  subscribeHeading: "Classes in Your Calendar",
  subscribeIntro:
    "Subscribe once and your phone or computer shows every class of the season at its time, leaves out the days the dojo is closed, and updates itself when the schedule changes.",
  subscribeChoose: "Which classes?",
  subscribeHint: "Choose none for the whole schedule.",
  subscribe: "Subscribe",
  subscribeGoogle: "Add to Google Calendar",
  download: "Download .ics",
  closuresLine: "Only the holiday closures:",
  linkLabel: "Calendar address to paste into any calendar application",
  contactLabel: "Questions? Contact us",
} as const;

/** The words inside the calendar feeds (/calendar/classes.ics, closures.ics, /events.ics). */
export const calendarFeedText = {
  /** A season's calendars: "Blissful Tiger Dojo: classes 2025-26" (no label: no season yet). */
  classesName: (label?: string) => `${studio.name}: classes${label ? ` ${label}` : ""}`,
  closuresName: (label?: string) => `${studio.name}: closures${label ? ` ${label}` : ""}`,
  eventsName: `${studio.name}: community events`,
  // @draft-copy: the note each class carries in a subscribed calendar
  classNote: "Closed on holidays; the schedule is on the studio's class calendar page.",
  closedSummary: `${studio.name} closed`,
  closedDescription: (label: string) => `No classes: ${label}.`,
  register: "Register",
  more: "More",
  /** How an orientation is named in "Add to calendar" links. */
  orientationName: (day: string, time: string) => `the ${day} ${time} orientation`,
} as const;
