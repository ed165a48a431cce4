import type { Kysely } from "kysely";
import type { Database } from "~/infra/db-tables";
import type { Offerings } from "~/model/offerings";
import { formatDay, newYorkDate, type LocalDate } from "~/model/seasons";
import { currentOfferings } from "./offering-reads.server";

// What the public pages read of the courses, camps, prices and tournaments: the records as they
// stand, with New York's date to judge them by (model/offerings.ts says what each means today).

export type OfferingsToday = { version: number; today: LocalDate; offerings: Offerings };

export async function offeringsToday(db: Kysely<Database>, now: Date): Promise<OfferingsToday> {
  const { version, offerings } = await currentOfferings(db);
  return { version, today: newYorkDate(now), offerings };
}

/** "October 12", or "October 12, 2027" when the day is not in today's year. */
export function visitorDay(day: LocalDate, today: LocalDate, weekday = false): string {
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  if (weekday) return formatDay(day, sameYear ? "weekdayMonthDay" : "weekdayDate");
  return formatDay(day, sameYear ? "monthDay" : "date");
}

/** "10/31", or "10/31/2027" when the day is not in today's year (a tournament fee's last day). */
export function visitorNumericDay(day: LocalDate, today: LocalDate): string {
  return formatDay(day, day.slice(0, 4) === today.slice(0, 4) ? "numeric" : "numericDate");
}

/** "January 2027": a month, for a day staff gave as the first of it; else the day itself. */
export function visitorMonthOrDay(day: LocalDate, today: LocalDate): string {
  if (day.endsWith("-01")) return `${formatDay(day, "month")} ${day.slice(0, 4)}`;
  return visitorDay(day, today);
}
