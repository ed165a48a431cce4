import { describe, expect, test } from "vitest";
import { offeringsText } from "~/content/admin/offerings";
import { campActivities } from "~/content/camps";
import { offeredActivities } from "~/model/camps";
import { parseAdminForm } from "~/http/staff-access.server";
import {
  campFormSchema,
  competitionFormSchema,
  courseFormSchema,
  priceFormSchema,
} from "~/services/offerings/forms";

// The course, camp, tournament and price forms: amounts typed the way people type them are
// read, and a negative, absurd or malformed one is a field error in staff words; the records they
// make are whole (both dates or neither, a registration with its day or link).

const { errors } = offeringsText;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

function fieldErrors(schema: Parameters<typeof parseAdminForm>[1], fields: Record<string, string>) {
  const submission = parseAdminForm(form(fields), schema);
  if (submission.status === "success") return undefined;
  return submission.reply().error;
}

describe("an amount", () => {
  test.each([
    ["240", 24000],
    ["$240", 24000],
    [" 240.5 ", 24050],
    ["$1,200.00", 120000],
    ["0", 0],
    ["100000", 10000000],
  ])("%j is %i cents", (typed, cents) => {
    const submission = parseAdminForm(
      form({ id: "aerial-single", version: "1", price: typed }),
      priceFormSchema,
    );
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.price).toBe(cents);
  });

  test.each([
    ["-5", errors.negative],
    ["100000.01", errors.tooMuch],
    ["1e5", errors.money],
    ["12.345", errors.money],
    ["twenty", errors.money],
    ["", errors.priceNeeded],
  ])("%j is refused: %s", (typed, message) => {
    expect(
      fieldErrors(priceFormSchema, { id: "aerial-single", version: "1", price: typed })?.price,
    ).toEqual([message]);
  });
});

const course = {
  version: "",
  title: "Spring Kids Aerial Yoga",
  ages: "Ages 6-9",
  day: "Thursday",
  time: "4:00 PM",
  weeks: "8",
  first: "2027-03-04",
  last: "2027-04-22",
  count: "",
  price: "$240",
  earlyBirdPrice: "220",
  earlyBirdUntil: "2027-02-20",
  makeup: "One makeup class rolls over.",
  description: "Playful first steps.",
  features: "Small groups\n\nGames\n",
  instructor: "",
  art: "kids",
  registrationState: "open",
  registrationOn: "",
  registrationUrl: "https://booking.example.com/spring",
};

describe("a course", () => {
  test("makes its record: sessions counted by weeks when not given, features one per line", () => {
    const submission = parseAdminForm(form(course), courseFormSchema);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.record).toMatchObject({
      sessions: { count: 8, first: "2027-03-04", last: "2027-04-22" },
      priceCents: 24000,
      earlyBird: { priceCents: 22000, until: "2027-02-20" },
      features: ["Small groups", "Games"],
      registration: { state: "open", url: "https://booking.example.com/spring" },
    });
  });

  test("refuses half a date range, an early bird without its day, an open registration with no link", () => {
    const errorsOf = fieldErrors(courseFormSchema, {
      ...course,
      last: "",
      earlyBirdUntil: "",
      registrationUrl: "",
    });
    expect(errorsOf?.last).toEqual([errors.datesBoth]);
    expect(errorsOf?.earlyBirdUntil).toEqual([errors.earlyBirdBoth]);
    expect(errorsOf?.registrationUrl).toEqual([errors.registrationUrl]);
  });

  test("refuses a control character in a title, and dates in the wrong order", () => {
    expect(fieldErrors(courseFormSchema, { ...course, title: "Kids\u0000 Yoga" })?.title).toEqual([
      errors.controls,
    ]);
    expect(fieldErrors(courseFormSchema, { ...course, last: "2027-03-01" })?.last).toEqual([
      errors.datesOrder,
    ]);
  });
});

describe("a camp and a tournament", () => {
  test("a camp whose registration opens on a day needs the day", () => {
    expect(
      fieldErrors(campFormSchema, {
        version: "3",
        side: "yoga",
        year: "2027",
        firstDay: "",
        lastDay: "",
        days: "4",
        hours: "9:00 AM to 12:30 PM",
        price: "450",
        priceIsMinimum: "on",
        places: "Small groups",
        registrationState: "opens",
        registrationOn: "",
        registrationUrl: "",
      })?.registrationOn,
    ).toEqual([errors.registrationOn]);
  });

  test("a tournament keeps its whole fee rows and refuses a half-filled one", () => {
    const base = {
      version: "",
      title: "Winter Invitational",
      day: "2027-12-05",
      time: "09:00",
      timeLabel: "Opening ceremony",
      award: "Medals",
      note: "",
      registrationState: "soon",
      registrationOn: "",
      registrationUrl: "",
      fee1Label: "Early registration",
      fee1Until: "2027-10-31",
      fee1Individual: "$70",
      fee1Team: "30",
    };
    const submission = parseAdminForm(form(base), competitionFormSchema);
    expect(submission.status).toBe("success");
    if (submission.status === "success")
      expect(submission.value.record.fees).toEqual([
        {
          label: "Early registration",
          until: "2027-10-31",
          individualCents: 7000,
          teamCents: 3000,
        },
      ]);
    expect(
      fieldErrors(competitionFormSchema, { ...base, fee2Label: "Regular", fee2Team: "45" })
        ?.fee2Label,
    ).toEqual([errors.fee]);
  });
});

describe("a camp's activities", () => {
  const camp = {
    version: "3",
    side: "karate",
    year: "2027",
    firstDay: "",
    lastDay: "",
    days: "",
    hours: "",
    price: "",
    places: "",
    registrationState: "soon",
    registrationOn: "",
    registrationUrl: "",
  };

  function ticking(activities: string[]) {
    const data = form(camp);
    for (const activity of activities) data.append("activities", activity);
    return parseAdminForm(data, campFormSchema);
  }

  test("the boxes ticked are the activities it offers, shown in the page's order", () => {
    const submission = ticking(["meal", "karate"]);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.record.activities).toEqual(["meal", "karate"]);
    expect(
      offeredActivities(campActivities, submission.value.record.activities).map(
        (card) => card.title,
      ),
    ).toEqual(["Main Karate Training", "Making Sushi and Sharing A Mindful Meal"]);
  });

  test("none ticked is a field error", () => {
    const submission = ticking([]);
    expect(submission.status).toBe("error");
    expect(submission.reply().error?.activities).toEqual([errors.activities]);
  });

  test("an activity of the other camp, or one no page describes, is refused", () => {
    expect(ticking(["karate", "aerial"]).reply().error?.activities).toEqual([errors.record]);
    expect(ticking(["sushi-and-tea"]).reply().error?.activities).toEqual([errors.record]);
  });

  test("a camp record saved before activities could be chosen offers every card", () => {
    expect(offeredActivities(campActivities, undefined)).toEqual(campActivities);
  });
});
