import { classesOfKind, type ClassKind, type ScheduledClass } from "~/model/schedule";
import { formatClock } from "~/model/times";

// The karate home's lists (spec §1, §2): the five sections and the weekly strip. Read by the
// page's loader, so they are written into the page and not carried in its script.

export type ProgramSection = {
  id: "traditional" | "kumite" | "camps" | "events" | "competitions";
  title: string;
  tags: [string, string];
  text: string;
  to: string;
  linkLabel: string;
};

/** The special events section's title and tags, which /special-events takes as its own. */
export const specialEventsHeading = {
  title: "Special Events and Workshops",
  tags: ["Community", "Workshops"],
} as const satisfies Pick<ProgramSection, "title" | "tags">;

// @draft-copy: the five sections' texts (their titles and tags are from the spec)
export const programSections: ProgramSection[] = [
  {
    id: "traditional",
    title: "Traditional Karate Training",
    tags: ["Kihon", "Kata"],
    text: "Kihon, the basics, and kata, the forms, in classes grouped by belt: beginner, intermediate and advanced. We recommend at least 2 classes per week.",
    to: "/calendar",
    linkLabel: "See the class calendar",
  },
  {
    id: "kumite",
    title: "Kumite Training",
    tags: ["Sparring", "Safety Gear"],
    text: "Sparring for orange belts and up, with headgear with shield, mouth piece, gloves and foot gear.",
    to: "/calendar",
    linkLabel: "See kumite classes",
  },
  {
    id: "camps",
    title: "Camps",
    tags: ["Culture", "Friendship"],
    text: "Summer camps for ages 6-12: karate, Japanese language, crafts, games and outdoor training.",
    to: "/camps",
    linkLabel: "Explore summer camps",
  },
  {
    id: "events",
    title: specialEventsHeading.title,
    tags: [...specialEventsHeading.tags],
    text: "Workshops, promotions ceremonies, movie nights and celebrations through the season.",
    to: "/events",
    linkLabel: "See community events",
  },
  {
    id: "competitions",
    title: "Competitions",
    tags: ["Team", "Tournaments"],
    text: "Open and invitational tournaments, and our own in-dojo competition. The competition team is by invitation only.",
    to: "/competitions",
    linkLabel: "See competitions",
  },
];

export type StripItem = { title: string; detail: string; badge: string };

/**
 * Sample weekly classes and events with their badges (spec §1): the classes' first times from the
 * season's schedule, the invitational's early fee from the competitions.
 */
export function stripItemsFrom(
  schedule: readonly ScheduledClass[],
  competitions: readonly {
    id: string;
    fees: readonly { individual: string; deadline: string }[];
  }[],
  /** The sword workshop is still to come (the events table): only then is it on the strip. */
  workshopToCome = false,
): StripItem[] {
  // A class the season does not have is left out of the strip, not shown without a time.
  const classItem = (kind: ClassKind, title: string, badge: string): StripItem[] => {
    const entry = classesOfKind(schedule, kind)[0];
    return entry ? [{ title, detail: `${entry.day} ${formatClock(entry.start)}`, badge }] : [];
  };
  // The invitational's early fee while it lasts (competitions as they stand today).
  const invitationalFees = competitions.find((entry) => entry.id === "invitational")?.fees ?? [];
  const [earlyFee, regularFee] = invitationalFees;
  const earlyItem: StripItem[] =
    earlyFee && regularFee
      ? [
          {
            title: "Invitational Early Registration",
            detail: `${earlyFee.individual} instead of ${regularFee.individual}, ${earlyFee.deadline}`,
            badge: "Discount",
          },
        ]
      : [];
  return [
    ...classItem("orientation", "Orientation", "Join Our Dojo"),
    ...classItem("beginner", "Beginners", "Ages 7+"),
    ...classItem("tiny-tigers", "Tiny Tigers", "Ages 4+"),
    { title: "Pre-School Trial", detail: "First class", badge: "FREE" },
    ...classItem("team", "Competition Team", "By Invitation"),
    ...earlyItem,
    ...(workshopToCome
      ? [
          {
            title: "Traditional Sword Training Workshop",
            detail: "Guest instructor",
            badge: "Special Event",
          },
        ]
      : []),
  ];
}
