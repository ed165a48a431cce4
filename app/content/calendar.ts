import { season } from "./schedule";
import { studio } from "./studio";

// The class calendar, /calendar (spec §2 "Class calendar"). The schedule itself is schedule.ts.

export const calendarPage = {
  title: "Class Calendar",
  eyebrow: `Season ${season.months} ${season.label}`,
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
  contactLabel: "Questions? Contact us",
} as const;
