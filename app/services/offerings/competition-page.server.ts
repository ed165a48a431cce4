import { competitionsPage } from "~/content/competitions";
import {
  competitionIsOver,
  competitionRegistrationToday,
  feesToday,
  type Offering,
} from "~/model/offerings";
import { formatPrice } from "~/model/prices";
import { formatClock } from "~/model/times";
import type { LocalDate } from "~/model/seasons";
import {
  visitorDay,
  visitorMonthOrDay,
  visitorNumericDay,
  type OfferingsToday,
} from "./visitor-offerings.server";

// /competitions as it stands today: the tournaments still to come, each with the fees whose last
// day has not passed and a Register link only while registration is open. A tournament whose day
// has passed leaves the page.

export type CompetitionShown = {
  id: string;
  title: string;
  /** "Sunday, December 7 · Opening ceremony 9:00 AM" (with the year when not this year's). */
  when: string;
  award: string;
  note: string;
  fees: { label: string; deadline: string; individual: string; team: string }[];
  registerUrl: string | null;
  /** Where registration stands when there is no link ("Registration Opens Soon"). */
  standing: string;
};

function whenOf(competition: Offering<"competition">["data"], today: LocalDate): string {
  const day = visitorDay(competition.day, today, true);
  if (competition.time === null) return day;
  const time = formatClock(competition.time);
  return competition.timeLabel ? `${day} · ${competition.timeLabel} ${time}` : `${day} · ${time}`;
}

export function competitionsToday({ today, offerings }: OfferingsToday): CompetitionShown[] {
  return offerings.competitions
    .filter((competition) => !competitionIsOver(competition.data, today))
    .map(({ id, data: competition }) => {
      const registration = competitionRegistrationToday(competition, today);
      return {
        id,
        title: competition.title,
        when: whenOf(competition, today),
        award: competition.award,
        note: competition.note,
        fees: feesToday(competition, today).map((fee) => ({
          label: fee.label,
          deadline: competitionsPage.feeUntil(visitorNumericDay(fee.until, today)),
          individual: formatPrice(fee.individualCents),
          team: formatPrice(fee.teamCents),
        })),
        registerUrl: registration.state === "open" ? registration.url : null,
        standing:
          registration.state === "opens"
            ? competitionsPage.opensLabel(visitorMonthOrDay(registration.on, today))
            : registration.state === "full"
              ? competitionsPage.fullLabel
              : registration.state === "closed"
                ? competitionsPage.closedLabel
                : competitionsPage.soonLabel,
      };
    });
}
