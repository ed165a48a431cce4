import type { ClassGroup, HolidayClosure, ScheduledClass, Season, Weekday } from "~/model/schedule";

// The dojo's weekly class schedule, season September to June 2025-26 (spec §9 "Weekly
// schedule"). One list: the class calendar, the orientation times and the pre-school trial read
// it, and so will the calendar feed.

/** The season whose classes these are. */
export const season = {
  label: "2025-26",
  months: "September to June",
  // @placeholder: the season's first and last class days (the spec says only "Sept-Jun")
  firstDay: "2025-09-01",
  lastDay: "2026-06-30",
} as const satisfies Season;

const mondayAndWednesday = (day: Weekday): ScheduledClass[] => [
  { day, start: "16:00", end: "16:50", name: "Beginners", audience: "Ages 7-12", kind: "beginner" },
  {
    day,
    start: "17:00",
    end: "17:50",
    name: "Intermediate and Beginner 13+",
    audience: "Intermediate, all ages; beginners 13 and up",
    kind: "intermediate",
  },
  {
    day,
    start: "18:00",
    end: "18:50",
    name: "Advanced (Kata, Kihon)",
    audience: "Advanced belts",
    kind: "advanced",
  },
];

export const weeklySchedule: ScheduledClass[] = [
  ...mondayAndWednesday("Monday"),
  {
    day: "Tuesday",
    start: "16:30",
    end: "16:55",
    name: "Orientation",
    audience: "Ages 7-12",
    kind: "orientation",
  },
  {
    day: "Tuesday",
    start: "17:00",
    end: "17:50",
    name: "Beginners",
    audience: "Ages 7-12",
    kind: "beginner",
  },
  {
    day: "Tuesday",
    start: "17:30",
    end: "18:00",
    name: "Orientation",
    audience: "Ages 13+ and adults",
    kind: "orientation",
  },
  {
    day: "Tuesday",
    start: "18:00",
    end: "18:50",
    name: "Beginners",
    audience: "Ages 13+",
    kind: "beginner",
  },
  ...mondayAndWednesday("Wednesday"),
  {
    day: "Friday",
    start: "16:30",
    end: "17:00",
    name: "Tiny Tigers",
    audience: "Pre-K to age 6",
    kind: "tiny-tigers",
  },
  {
    day: "Friday",
    start: "17:00",
    end: "17:50",
    name: "Kumite",
    audience: "Orange belts and intermediate",
    kind: "kumite",
  },
  {
    day: "Friday",
    start: "18:00",
    end: "18:50",
    name: "Kumite",
    audience: "Advanced",
    kind: "kumite",
  },
  {
    day: "Saturday",
    start: "10:30",
    end: "11:00",
    name: "Tiny Tigers",
    audience: "Pre-K to age 6",
    kind: "tiny-tigers",
  },
  {
    day: "Saturday",
    start: "11:00",
    end: "11:50",
    name: "Kumite",
    audience: "Orange belts and intermediate",
    kind: "kumite",
  },
  {
    day: "Saturday",
    start: "12:00",
    end: "12:50",
    name: "Kumite",
    audience: "Advanced",
    kind: "kumite",
  },
  {
    day: "Saturday",
    start: "13:00",
    end: "13:40",
    name: "Competition Team",
    audience: "By invitation",
    kind: "team",
  },
];

/** Belt groups (spec §9): which belts train in which classes. */
export const beltGroups = [
  { group: "Beginner", belts: ["White", "Yellow", "Orange"] },
  { group: "Intermediate", belts: ["Green", "Blue", "Purple I"] },
  { group: "Advanced", belts: ["Purple II", "Brown", "Black"] },
] as const;

export const classesPerWeek = "We recommend at least 2 classes per week.";

/** Gear for kumite classes (spec §5). */
export const kumiteGear = {
  required: ["Headgear with shield", "Mouth piece", "Gloves", "Foot gear"],
  recommended: ["Cups recommended for boys", "Chest covers optional"],
} as const;

/**
 * The classes a family can subscribe to as one calendar (/calendar/classes.ics?group=…): by
 * level and age, as the schedule names them.
 */
export const classGroups = [
  {
    id: "beginners-7-12",
    label: "Beginners, ages 7-12",
    kinds: ["beginner"],
    audience: "Ages 7-12",
  },
  {
    id: "beginners-13",
    label: "Beginners 13 and up",
    kinds: ["beginner", "intermediate"],
    audience: "13",
  },
  { id: "intermediate", label: "Intermediate", kinds: ["intermediate"] },
  { id: "advanced", label: "Advanced", kinds: ["advanced"] },
  { id: "kumite", label: "Kumite", kinds: ["kumite"] },
  { id: "tiny-tigers", label: "Tiny Tigers", kinds: ["tiny-tigers"] },
  { id: "orientation", label: "Orientation", kinds: ["orientation"] },
  { id: "team", label: "Competition Team", kinds: ["team"] },
] as const satisfies readonly ClassGroup[];

export type ClassGroupId = (typeof classGroups)[number]["id"];

/** Days the dojo is closed in the 2025-26 season (spec §9). */
export const holidayClosures = [
  { label: "Monday, September 1", from: "2025-09-01", to: "2025-09-01" },
  { label: "November 27-28", from: "2025-11-27", to: "2025-11-28" },
  { label: "December 24 through January 2", from: "2025-12-24", to: "2026-01-02" },
  { label: "April 3-6", from: "2026-04-03", to: "2026-04-06" },
  { label: "May 23-25", from: "2026-05-23", to: "2026-05-25" },
] as const satisfies readonly HolidayClosure[];
