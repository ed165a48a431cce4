import type { CampActivity } from "~/model/camps";
import type { CampSide } from "~/model/offerings";
import { campActivities } from "./camps";
import { yogaCampActivities } from "./yoga-camps";

/** Each camp's activity cards, by the side whose page shows them; staff choose which run. */
export const campActivityCards = {
  karate: campActivities,
  yoga: yogaCampActivities,
} as const satisfies Record<CampSide, readonly CampActivity<string>[]>;
