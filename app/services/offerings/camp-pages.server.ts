import { campRegistrationWords } from "~/content/camps";
import { yogaCampSummary, yogaCampsPage } from "~/content/yoga-camps";
import {
  campIsOver,
  campRegistrationToday,
  type CampRecord,
  type CampSide,
} from "~/model/offerings";
import { formatDay, type LocalDate } from "~/model/seasons";
import { formatPrice } from "~/model/prices";
import { visitorDay, visitorMonthOrDay, type OfferingsToday } from "./visitor-offerings.server";

// A summer camp as /camps and /yoga/camps show it today, every year and date in the words made
// from the camp's record: "Summer 2027 Camp Registration", "Registration opens January 2027". Once
// the camp's summer is over the pages offer nothing of it and say the next one's dates are coming.

export type CampToday = {
  /** The summer shown; null once it is over. */
  year: number | null;
  title: string;
  text: string;
  /** The link to register, while registration is open. */
  registerUrl: string | null;
  /** "June 29 to July 2, 2027", when its dates are set and it is not over. */
  dates: string | null;
  /** "Summer 2027: registration opens in January", for the yoga camp's summary. */
  summaryDates: string;
  duration: string | null;
  hours: string | null;
  price: string | null;
  places: string | null;
  /** "2027 registration opens in January.", for the page's description. */
  registrationSentence: string;
  /** The keys of the activity cards it offers; undefined: every card (model/camps.ts). */
  activities: string[] | undefined;
};

function datesOf(camp: CampRecord, today: LocalDate): string | null {
  if (!camp.firstDay || !camp.lastDay) return null;
  return `${visitorDay(camp.firstDay, today)} to ${visitorDay(camp.lastDay, today)}`;
}

export function campToday(
  { today, offerings }: OfferingsToday,
  side: CampSide,
): CampToday | undefined {
  const found = offerings.camps.find((camp) => camp.data.side === side);
  if (!found) return undefined;
  const camp = found.data;
  const words = campRegistrationWords;
  const over = campIsOver(camp, today);
  const registration = campRegistrationToday(camp, today);
  const dates = over ? null : datesOf(camp, today);
  const price =
    camp.priceCents === null
      ? null
      : camp.priceIsMinimum
        ? `From ${formatPrice(camp.priceCents)}`
        : formatPrice(camp.priceCents);
  const shared = {
    duration: camp.days === null ? null : yogaCampSummary.duration(camp.days),
    hours: camp.hours || null,
    price: over ? null : price,
    places: camp.places || null,
    activities: camp.activities,
  };
  if (over) {
    return {
      ...shared,
      year: null,
      title: words.overTitle,
      text: words.over,
      registerUrl: null,
      dates: null,
      summaryDates: yogaCampSummary.nextSummer,
      registrationSentence: "",
    };
  }
  const opensOn = registration.state === "opens" ? registration.on : null;
  const text =
    registration.state === "opens"
      ? words.opens(visitorMonthOrDay(registration.on, today))
      : registration.state === "open"
        ? words.open
        : words[registration.state];
  return {
    ...shared,
    year: camp.year,
    title: words.title(camp.year),
    text,
    registerUrl: registration.state === "open" ? registration.url : null,
    dates,
    summaryDates: dates
      ? yogaCampSummary.dates(camp.year, dates)
      : opensOn
        ? yogaCampSummary.opensIn(camp.year, formatDay(opensOn, "month"))
        : `Summer ${camp.year}`,
    registrationSentence: opensOn
      ? yogaCampsPage.descriptionOpens(camp.year, formatDay(opensOn, "month"))
      : "",
  };
}

/** "4 days, 9:00 AM to 12:30 PM, small groups, from $450": the camp's facts for a description. */
export function campFacts(camp: CampToday): string {
  return [
    camp.duration,
    camp.hours,
    camp.places?.toLowerCase(),
    camp.price?.replace(/^From/, "from"),
  ]
    .filter(Boolean)
    .join(", ");
}
