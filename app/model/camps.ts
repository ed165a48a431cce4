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

/** Spec §3 "Camp timetable entry": time, activity, icon. */
export type CampTimetableEntry = { time: string; activity: string; icon: YogaCampIcon | "arrive" };
