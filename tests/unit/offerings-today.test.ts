import { describe, expect, it } from "vitest";
import { karateCampSeed } from "~/content/camps";
import { competitionSeeds } from "~/content/competitions";
import { yogaCampSeed } from "~/content/yoga-camps";
import { courseSeeds } from "~/content/yoga-courses";
import {
  campIsOver,
  campRegistrationToday,
  competitionIsOver,
  competitionRegistrationToday,
  courseRegistrationUrl,
  courseStanding,
  earlyBirdToday,
  feesToday,
  registrationToday,
  type CourseRecord,
} from "~/model/offerings";
import type { LocalDate } from "~/model/seasons";
import { competitionsToday } from "~/services/offerings/competition-page.server";
import { coursesToday } from "~/services/offerings/course-page.server";
import type { OfferingsToday } from "~/services/offerings/visitor-offerings.server";

// What a course, camp or tournament means on a given New York day, at its boundaries: the day a
// course begins and the day after it ends, an early-bird price's last day, a camp's summer, a
// registration day that has passed with registration not opened, a fee's last day.

function course(id: string): CourseRecord {
  const found = courseSeeds.find((seed) => seed.id === id)?.record;
  if (!found) throw new Error(`No course ${id}`);
  return found;
}

const thursdays = course("kids-aerial-6-9"); // Oct 23 to Dec 18, 2025; early bird to Oct 12
const adults = course("adult-aerial"); // no dates

describe("a course", () => {
  it.each([
    ["2025-10-22", "upcoming"],
    ["2025-10-23", "running"],
    ["2025-12-18", "running"],
    ["2025-12-19", "ended"],
  ] as const)("on %s is %s", (today, standing) => {
    expect(courseStanding(thursdays, today)).toBe(standing);
  });

  it("can be registered for only before it begins, while registration is open", () => {
    expect(courseRegistrationUrl(thursdays, "2025-10-22")).toMatch(/^https:/);
    expect(courseRegistrationUrl(thursdays, "2025-10-23")).toBeNull();
    expect(
      courseRegistrationUrl({ ...thursdays, registration: { state: "full" } }, "2025-10-01"),
    ).toBeNull();
    expect(courseStanding(adults, "2030-01-01")).toBe("undated");
  });

  it("offers its early-bird price through its last day, not after", () => {
    expect(earlyBirdToday(thursdays, "2025-10-12")?.priceCents).toBe(22000);
    expect(earlyBirdToday(thursdays, "2025-10-13")).toBeNull();
  });
});

describe("registration that opens on a day", () => {
  const opens = { state: "opens", on: "2027-01-01" as LocalDate } as const;
  it("says the day while it is to come, and 'soon' once it has passed unopened", () => {
    expect(registrationToday(opens, "2026-12-31")).toEqual(opens);
    expect(registrationToday(opens, "2027-01-01")).toEqual({ state: "soon" });
  });
});

describe("a summer camp", () => {
  it("without dates is over after its summer (August 31 of its year)", () => {
    expect(campIsOver(yogaCampSeed.record, "2026-08-31")).toBe(false);
    expect(campIsOver(yogaCampSeed.record, "2026-09-01")).toBe(true);
    expect(campRegistrationToday(karateCampSeed.record, "2026-09-01")).toEqual({ state: "closed" });
  });

  it("with dates is over the day after its last, and closed from its first", () => {
    const camp = {
      ...yogaCampSeed.record,
      year: 2027,
      firstDay: "2027-07-06" as LocalDate,
      lastDay: "2027-07-09" as LocalDate,
      registration: { state: "open", url: "https://example.com/camp" } as const,
    };
    expect(campRegistrationToday(camp, "2027-07-05").state).toBe("open");
    expect(campRegistrationToday(camp, "2027-07-06").state).toBe("closed");
    expect(campIsOver(camp, "2027-07-09")).toBe(false);
    expect(campIsOver(camp, "2027-07-10")).toBe(true);
  });
});

describe("a tournament", () => {
  const invitational = competitionSeeds.find((seed) => seed.id === "invitational")?.record;
  if (!invitational) throw new Error("No invitational");

  it("keeps each fee through its last day", () => {
    expect(feesToday(invitational, "2025-10-31").map((fee) => fee.label)).toEqual([
      "Early registration",
      "Regular registration",
    ]);
    expect(feesToday(invitational, "2025-11-01").map((fee) => fee.label)).toEqual([
      "Regular registration",
    ]);
  });

  it("closes registration when every fee's day has passed, and is over the day after", () => {
    expect(competitionRegistrationToday(invitational, "2025-12-05").state).toBe("open");
    expect(competitionRegistrationToday(invitational, "2025-12-06").state).toBe("closed");
    expect(competitionIsOver(invitational, "2025-12-07")).toBe(false);
    expect(competitionIsOver(invitational, "2025-12-08")).toBe(true);
  });
});

describe("the courses page's makeup rule", () => {
  const offered = (...records: CourseRecord[]): OfferingsToday => ({
    version: 1,
    today: "2025-07-15",
    offerings: {
      courses: records.map((data, index) => ({
        id: `course-${index}`,
        kind: "course",
        position: index,
        version: 1,
        updatedAt: "2025-07-01T00:00:00.000Z",
        data,
      })),
      camps: [],
      prices: [],
      competitions: [],
    },
  });

  it("is said once, under the heading, when every course shares it", () => {
    const page = coursesToday(offered(thursdays, adults), []);
    expect(page.makeup).toBe(thursdays.makeup);
    expect(page.courses.map((shown) => shown.makeup)).toEqual(["", ""]);
  });

  it("is said on each card when the courses' rules differ", () => {
    const page = coursesToday(offered(thursdays, { ...adults, makeup: "No makeups." }), []);
    expect(page.makeup).toBe("");
    expect(page.courses.map((shown) => shown.makeup)).toEqual([thursdays.makeup, "No makeups."]);
  });
});

describe("a tournament fee's last day", () => {
  const invitational = competitionSeeds.find((seed) => seed.id === "invitational");
  if (!invitational) throw new Error("No invitational");
  const page = (today: LocalDate) =>
    competitionsToday({
      version: 1,
      today,
      offerings: {
        courses: [],
        camps: [],
        prices: [],
        competitions: [
          {
            ...invitational,
            kind: "competition",
            position: 0,
            version: 1,
            updatedAt: "2025-07-01T00:00:00.000Z",
            data: invitational.record,
          },
        ],
      },
    })[0]?.fees.map((fee) => fee.deadline);

  it("is written as the spec writes it, by 10/31, in its own year", () => {
    expect(page("2025-07-15")).toEqual(["by 10/31", "by 12/5"]);
  });

  it("carries its year when read in another year", () => {
    expect(page("2024-12-01")).toEqual(["by 10/31/2025", "by 12/5/2025"]);
  });
});
