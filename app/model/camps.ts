// The summer camps' records (spec §3 "Camp activity", "Camp timetable entry"): the karate camp
// on /camps and the yoga camp on /yoga/camps.

export type CampActivityIcon =
  "karate" | "language" | "crafts" | "games" | "outdoor" | "meal" | "story" | "writing";

export type YogaCampIcon = "aerial" | "barre" | "mindfulness" | "art" | "games" | "snack";

/** Spec §3 "Camp activity": icon, title, description, image, schedule (four lines). */
export type CampActivity<Icon extends string = CampActivityIcon> = {
  icon: Icon;
  title: string;
  description: string;
  schedule: [string, string, string, string];
};

export type YogaCampActivity = CampActivity<YogaCampIcon>;

/** The activity cards a camp offers this summer, in the page's order; none chosen: all of them. */
export function offeredActivities<Icon extends string>(
  cards: readonly CampActivity<Icon>[],
  chosen: readonly string[] | undefined,
): CampActivity<Icon>[] {
  if (chosen === undefined) return [...cards];
  return cards.filter((card) => chosen.includes(card.icon));
}

/** Spec §3 "Camp timetable entry": time, activity, icon. */
export type CampTimetableEntry = { time: string; activity: string; icon: YogaCampIcon | "arrive" };
