import { describe, expect, test } from "vitest";
import { eventsAdminText } from "~/content/admin/events";
import { offeringsText } from "~/content/admin/offerings";
import { resourcesAdminText } from "~/content/admin/resources";
import { scheduleText } from "~/content/admin/schedule-pages";
import { parseAdminForm } from "~/http/staff-access.server";
import { centsFromDollars, httpsLink, minutesFromDuration } from "~/lib/form-values";
import { eventSchema } from "~/services/events/schema";
import { campFormSchema, courseFormSchema } from "~/services/offerings/forms";
import { resourceEditSchema } from "~/services/resources/schema";
import { classFormSchema, seasonFormSchema } from "~/services/schedule/forms";

// The staff forms forgive what people type: a price with or without its dollar sign and cents,
// a link without its https://, a length in hours, a count with its unit. And their errors say
// what is wrong: an empty field asks for it, a long one says how long it may be.

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

function parse<Schema extends Parameters<typeof parseAdminForm>[1]>(
  schema: Schema,
  fields: Record<string, string>,
) {
  const submission = parseAdminForm(form(fields), schema);
  return {
    value: submission.status === "success" ? submission.value : undefined,
    errors: submission.status === "success" ? {} : (submission.reply().error ?? {}),
  };
}

describe("what people type, read", () => {
  test.each([
    ["$25", 2500],
    ["25.00", 2500],
    ["25", 2500],
    ["$ 1,200.50", 120050],
    ["", null],
  ])("the price %j is %j cents", (typed, cents) => {
    expect(centsFromDollars(typed)).toBe(cents);
  });

  test.each([
    ["-25", "negative"],
    ["25.001", "invalid"],
    ["twenty", "invalid"],
    ["1e3", "invalid"],
    // A decimal comma is not guessed at: "12,50" is not $1,250.
    ["12,50", "invalid"],
    ["1,20,000", "invalid"],
  ])("the price %j is refused (%s)", (typed, reason) => {
    expect(centsFromDollars(typed)).toBe(reason);
  });

  test.each([
    ["www.example.com/register", "https://www.example.com/register"],
    ["example.com", "https://example.com"],
    ["https://tickets.example.com/moon?x=1", "https://tickets.example.com/moon?x=1"],
    ["HTTPS://Example.com/a", "HTTPS://Example.com/a"],
  ])("the link %j is %j", (typed, link) => {
    expect(httpsLink(typed)).toBe(link);
  });

  test.each(["http://example.com", "mailto:desk@example.com", "not a link", "localhost/x", "www"])(
    "the link %j is refused",
    (typed) => {
      expect(httpsLink(typed)).toBeNull();
    },
  );

  test.each([
    ["90", 90],
    ["90 minutes", 90],
    ["2 hours", 120],
    ["1 hour 30 minutes", 90],
    ["1.5 hours", 90],
    ["1h30", 90],
    ["2 hrs", 120],
    ["1:30", 90],
    ["45 min", 45],
  ])("the length %j is %i minutes", (typed, minutes) => {
    expect(minutesFromDuration(typed)).toBe(minutes);
  });

  test.each(["two hours", "2 days", "hours", "1:75"])("the length %j is refused", (typed) => {
    expect(minutesFromDuration(typed)).toBeNull();
  });
});

const event = {
  title: "Moon Viewing",
  date: "2031-09-20",
  time: "18:30",
  durationMinutes: "2 hours",
  registrationStatus: "open",
  registrationUrl: "www.example.com/register",
  price: "$25",
};

describe("the event form", () => {
  test("takes $25, 2 hours and a link without its https://", () => {
    for (const price of ["$25", "25.00", "25"]) {
      const { value, errors } = parse(eventSchema, { ...event, price });
      expect(errors).toEqual({});
      expect(value).toMatchObject({
        price: 2500,
        durationMinutes: 120,
        registrationUrl: "https://www.example.com/register",
      });
    }
  });

  test("an empty title asks for one; a long one says how long it may be", () => {
    const { errors } = eventsAdminText;
    expect(parse(eventSchema, { ...event, title: "" }).errors).toEqual({ title: [errors.title] });
    expect(errors.title).toBe("Enter a title.");
    expect(parse(eventSchema, { ...event, title: "x".repeat(121) }).errors).toEqual({
      title: [errors.titleTooLong],
    });
  });

  test("a bad price, link or length is its own field's error", () => {
    const { errors } = eventsAdminText;
    expect(
      parse(eventSchema, {
        ...event,
        price: "twenty",
        registrationUrl: "http://example.com",
        durationMinutes: "a while",
      }).errors,
    ).toEqual({
      price: [errors.price],
      registrationUrl: [errors.registrationUrl],
      durationMinutes: [errors.durationMinutes],
    });
    // Open registration needs both, each asked for in its own words.
    expect(parse(eventSchema, { ...event, price: "", registrationUrl: "" }).errors).toEqual({
      registrationUrl: [errors.registrationUrlNeeded],
      price: [errors.priceNeeded],
    });
  });
});

describe("every staff form's required text", () => {
  const cases = [
    {
      name: "an event's title",
      schema: eventSchema,
      base: event,
      field: "title",
      max: 120,
      words: eventsAdminText.errors,
    },
    {
      name: "a resource's title",
      schema: resourceEditSchema,
      base: { title: "Dojo Rules", category: "Handbooks", sortOrder: "1" },
      field: "title",
      max: 200,
      words: resourcesAdminText.errors,
    },
    {
      name: "a class's name",
      schema: classFormSchema,
      base: {
        day: "Monday",
        start: "16:30",
        end: "17:20",
        name: "Beginners",
        audience: "Ages 7-12",
        kind: "beginner",
      },
      field: "name",
      max: 80,
      words: scheduleText.errors,
    },
    {
      name: "a season's name",
      schema: seasonFormSchema,
      base: { label: "2026-27", firstDay: "2026-09-01", lastDay: "2027-06-30" },
      field: "label",
      max: 40,
      words: scheduleText.errors,
    },
  ] as const;

  test.each(cases)("$name: empty and too long are two different messages", (each) => {
    const empty = parse(each.schema, { ...each.base, [each.field]: "" }).errors[each.field];
    const long = parse(each.schema, { ...each.base, [each.field]: "x".repeat(each.max + 1) })
      .errors[each.field];
    expect(empty).toHaveLength(1);
    expect(long).toHaveLength(1);
    expect(empty).not.toEqual(long);
    // The message for an empty field does not talk about length.
    expect(empty?.[0]).not.toMatch(/at most/);
    expect(long?.[0]).toMatch(/at most/);
    expect(parse(each.schema, each.base).errors).toEqual({});
  });

  test("a course's title: empty asks for it", () => {
    const errors = parse(courseFormSchema, { title: "" }).errors;
    expect(errors.title).toEqual([offeringsText.errors.title]);
    expect(offeringsText.errors.title).not.toMatch(/at most/);
  });
});

describe("courses and camps forgive too", () => {
  const course = {
    version: "",
    title: "Spring Kids Aerial Yoga",
    ages: "Ages 6-9",
    day: "Thursday",
    time: "4:00 PM",
    weeks: "10 weeks",
    first: "2027-03-04",
    last: "2027-05-06",
    count: "10 classes",
    price: "$240.00",
    earlyBirdPrice: "",
    earlyBirdUntil: "",
    makeup: "",
    description: "",
    features: "",
    instructor: "",
    art: "kids",
    registrationState: "open",
    registrationOn: "",
    registrationUrl: "booking.example.com/spring",
  };

  test("a count with its unit and a link without its https://", () => {
    const { value, errors } = parse(courseFormSchema, course);
    expect(errors).toEqual({});
    expect(value?.record).toMatchObject({
      weeks: 10,
      sessions: { count: 10 },
      priceCents: 24000,
      registration: { state: "open", url: "https://booking.example.com/spring" },
    });
  });

  test("a camp of 5 days", () => {
    const { value, errors } = parse(campFormSchema, {
      version: "3",
      side: "karate",
      year: "2027",
      firstDay: "",
      lastDay: "",
      days: "5 days",
      hours: "9:00 AM to 12:30 PM",
      price: "$450",
      places: "Small groups",
      activities: "karate",
      registrationState: "soon",
      registrationOn: "",
      registrationUrl: "",
    });
    expect(errors).toEqual({});
    expect(value?.record).toMatchObject({ days: 5, priceCents: 45000 });
  });
});
