import { z } from "zod";
import { offeringsText } from "~/content/admin/offerings";
import { campActivityCards } from "~/content/camp-activities";
import { allControls, formText, ticked } from "~/lib/form-text";
import { formLink, formPrice } from "~/lib/form-values";
import { courseArts } from "~/model/courses";
import {
  campSides,
  registrationStates,
  type CampRecord,
  type CompetitionRecord,
  type CourseRecord,
  type Registration,
} from "~/model/offerings";
import { maxPriceCents } from "~/model/schemas";
import { weekdays } from "~/model/schedule";
import { isLocalDate, type LocalDate } from "~/model/seasons";

// The staff forms for courses, camps, tournaments and prices: what each posted field must be,
// and the record it makes. Amounts forgive the way people type them ("$240", "240.50",
// "1,200"); a negative, malformed or absurd amount (over $100,000) is a field error. A link may
// leave out its https://, and a count its unit ("10 weeks"). A one-line text with a control
// character in it is refused, so nothing staff typed changes unseen.

const { errors } = offeringsText;

/** A one-line text: no control characters, at most `max` long; "" when left empty. */
function line(max: number, required?: string) {
  return z
    .string()
    .optional()
    .refine((value) => value === undefined || !new RegExp(allControls.source).test(value), {
      error: errors.controls,
      abort: true,
    })
    .pipe(formText({ max, tooLong: errors.text(max), ...(required ? { required } : {}) }));
}

const lines = (max: number) => formText({ max, tooLong: errors.text(max), multiLine: true });

const priceWords = {
  invalid: errors.money,
  negative: errors.negative,
  tooMuch: errors.tooMuch,
  maxCents: maxPriceCents,
};

/** An amount in dollars as typed, in cents; null when left empty. */
export const money = formPrice(priceWords);

const requiredMoney = formPrice({ ...priceWords, required: errors.priceNeeded });

const optionalDay = formText({ max: 10, tooLong: errors.day }).pipe(
  z
    .string()
    .refine((value) => value === "" || isLocalDate(value), errors.day)
    .transform((value) => (value === "" ? null : (value as LocalDate))),
);

const day = optionalDay.refine((value) => value !== null, errors.day);

/** A whole number, alone or with its unit after it ("10", "10 weeks"); null when left empty. */
function wholeNumber(min: number, max: number, message: string, unit?: string) {
  const typed = new RegExp(`^(\\d+)${unit ? `(?:\\s*${unit}s?)?` : ""}$`, "i");
  return formText({ max: 20, tooLong: message }).pipe(
    z
      .string()
      .refine((value) => value === "" || typed.test(value), message)
      .transform((value) => (value === "" ? null : Number(typed.exec(value)?.[1])))
      .refine((value) => value === null || (value >= min && value <= max), message),
  );
}

const https = formLink({
  max: 500,
  tooLong: errors.text(500),
  invalid: errors.registrationUrl,
});

/** The version a record was read at (hidden in the form); absent for a new one. */
const version = formText({ max: 12, tooLong: errors.record }).pipe(
  z
    .string()
    .refine((value) => value === "" || /^\d+$/.test(value), errors.record)
    .transform((value) => (value === "" ? undefined : Number(value))),
);

const registrationFields = {
  registrationState: z.enum(registrationStates, { error: errors.record }),
  registrationOn: optionalDay,
  registrationUrl: https,
};

type RegistrationInput = {
  registrationState: Registration["state"];
  registrationOn: LocalDate | null;
  registrationUrl: string;
};

function registrationOf(input: RegistrationInput): Registration {
  switch (input.registrationState) {
    case "opens":
      return { state: "opens", on: input.registrationOn as LocalDate };
    case "open":
      return { state: "open", url: input.registrationUrl };
    default:
      return { state: input.registrationState };
  }
}

function checkRegistration(input: RegistrationInput, context: z.RefinementCtx): void {
  if (input.registrationState === "opens" && input.registrationOn === null)
    context.addIssue({ code: "custom", path: ["registrationOn"], message: errors.registrationOn });
  if (input.registrationState === "open" && input.registrationUrl === "")
    context.addIssue({
      code: "custom",
      path: ["registrationUrl"],
      message: errors.registrationUrl,
    });
}

function checkDates(
  first: LocalDate | null,
  last: LocalDate | null,
  fields: [string, string],
  context: z.RefinementCtx,
): void {
  if ((first === null) !== (last === null))
    context.addIssue({
      code: "custom",
      path: [first === null ? fields[0] : fields[1]],
      message: errors.datesBoth,
    });
  else if (first !== null && last !== null && last < first)
    context.addIssue({ code: "custom", path: [fields[1]], message: errors.datesOrder });
}

export const courseFormSchema = z
  .object({
    version,
    title: line(120, errors.title),
    ages: line(60),
    day: z.enum(weekdays, { error: errors.weekday }),
    time: line(60),
    weeks: wholeNumber(1, 52, errors.weeks, "week").refine((value) => value !== null, errors.weeks),
    first: optionalDay,
    last: optionalDay,
    count: wholeNumber(1, 366, errors.count, "(?:class(?:es)?|session)"),
    price: money,
    earlyBirdPrice: money,
    earlyBirdUntil: optionalDay,
    makeup: line(300),
    description: lines(1000),
    features: lines(800).refine(
      (value) => {
        const entries = value.split("\n").filter((entry) => entry.trim() !== "");
        return entries.length <= 6 && entries.every((entry) => entry.trim().length <= 120);
      },
      { error: errors.features },
    ),
    instructor: line(120),
    art: z.enum(courseArts, { error: errors.record }),
    ...registrationFields,
  })
  .superRefine((input, context) => {
    checkDates(input.first, input.last, ["first", "last"], context);
    if ((input.earlyBirdPrice === null) !== (input.earlyBirdUntil === null))
      context.addIssue({
        code: "custom",
        path: [input.earlyBirdPrice === null ? "earlyBirdPrice" : "earlyBirdUntil"],
        message: errors.earlyBirdBoth,
      });
    checkRegistration(input, context);
  })
  .transform(({ version: read, ...input }) => {
    const record: CourseRecord = {
      title: input.title,
      ages: input.ages,
      day: input.day,
      time: input.time,
      weeks: input.weeks ?? 1,
      sessions:
        input.first && input.last
          ? { count: input.count ?? input.weeks ?? 1, first: input.first, last: input.last }
          : null,
      priceCents: input.price,
      earlyBird:
        input.earlyBirdPrice !== null && input.earlyBirdUntil !== null
          ? { priceCents: input.earlyBirdPrice, until: input.earlyBirdUntil }
          : null,
      makeup: input.makeup,
      description: input.description,
      features: input.features
        .split("\n")
        .map((entry) => entry.trim())
        .filter(Boolean),
      instructor: input.instructor,
      art: input.art,
      registration: registrationOf(input),
    };
    return { version: read, record };
  });

export const campFormSchema = z
  .object({
    version,
    side: z.enum(campSides, { error: errors.record }),
    year: wholeNumber(2000, 2200, errors.year).refine((value) => value !== null, errors.year),
    firstDay: optionalDay,
    lastDay: optionalDay,
    days: wholeNumber(1, 90, errors.days, "day"),
    hours: line(60),
    price: money,
    priceIsMinimum: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
    places: line(60),
    activities: ticked,
    ...registrationFields,
  })
  .superRefine((input, context) => {
    checkDates(input.firstDay, input.lastDay, ["firstDay", "lastDay"], context);
    checkRegistration(input, context);
    const known = campActivityCards[input.side].map((card): string => card.icon);
    if (input.activities.some((key) => !known.includes(key)))
      context.addIssue({ code: "custom", path: ["activities"], message: errors.record });
    else if (input.activities.length === 0)
      context.addIssue({ code: "custom", path: ["activities"], message: errors.activities });
  })
  .transform(({ version: read, ...input }) => {
    const record: CampRecord = {
      side: input.side,
      year: input.year ?? 2000,
      firstDay: input.firstDay,
      lastDay: input.lastDay,
      days: input.days,
      hours: input.hours,
      priceCents: input.price,
      priceIsMinimum: input.priceIsMinimum,
      places: input.places,
      activities: input.activities,
      registration: registrationOf(input),
    };
    return { version: read, record };
  });

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;

const feeRows = [1, 2, 3] as const;

const feeFields = Object.fromEntries(
  feeRows.flatMap((n) => [
    [`fee${n}Label`, line(60)],
    [`fee${n}Until`, optionalDay],
    [`fee${n}Individual`, money],
    [`fee${n}Team`, money],
  ]),
) as Record<`fee${1 | 2 | 3}${"Label" | "Until" | "Individual" | "Team"}`, z.ZodType>;

type FeeInput = {
  label: string;
  until: LocalDate | null;
  individual: number | null;
  team: number | null;
};

function feeOf(input: Record<string, unknown>, n: number): FeeInput {
  return {
    label: String(input[`fee${n}Label`] ?? ""),
    until: (input[`fee${n}Until`] ?? null) as LocalDate | null,
    individual: (input[`fee${n}Individual`] ?? null) as number | null,
    team: (input[`fee${n}Team`] ?? null) as number | null,
  };
}

const emptyFee = (fee: FeeInput) =>
  fee.label === "" && fee.until === null && fee.individual === null && fee.team === null;

const wholeFee = (fee: FeeInput) =>
  fee.label !== "" && fee.until !== null && fee.individual !== null && fee.team !== null;

export const competitionFormSchema = z
  .object({
    version,
    title: line(120, errors.title),
    day,
    time: formText({ max: 8, tooLong: errors.time }).pipe(
      z
        .string()
        .transform((value) => value.slice(0, 5))
        .refine((value) => value === "" || clock.test(value), errors.time),
    ),
    timeLabel: line(60),
    award: line(200),
    note: line(300),
    ...feeFields,
    ...registrationFields,
  })
  .superRefine((input, context) => {
    for (const n of feeRows) {
      const fee = feeOf(input, n);
      if (!emptyFee(fee) && !wholeFee(fee))
        context.addIssue({ code: "custom", path: [`fee${n}Label`], message: errors.fee });
    }
    checkRegistration(input as RegistrationInput, context);
  })
  .transform((input) => {
    const fees = feeRows
      .map((n) => feeOf(input, n))
      .filter(wholeFee)
      .map((fee) => ({
        label: fee.label,
        until: fee.until as LocalDate,
        individualCents: fee.individual ?? 0,
        teamCents: fee.team ?? 0,
      }));
    const record: CompetitionRecord = {
      title: input.title,
      day: input.day as LocalDate,
      time: input.time === "" ? null : input.time,
      timeLabel: input.timeLabel,
      award: input.award,
      fees,
      note: input.note,
      registration: registrationOf(input as RegistrationInput),
    };
    return { version: input.version, record };
  });

/** One price on the Prices page: which, the version read, and the amount. */
export const priceFormSchema = z.object({
  id: formText({ max: 64, tooLong: errors.record, required: errors.record }),
  version: formText({ max: 12, tooLong: errors.record, required: errors.record }).pipe(
    z.string().regex(/^\d+$/, errors.record).transform(Number),
  ),
  price: requiredMoney,
});

/** A removal or a restore names the record (or revision) and the version it was read at. */
export const removeFormSchema = z.object({
  id: formText({ max: 64, tooLong: errors.record, required: errors.record }),
  version: formText({ max: 12, tooLong: errors.record, required: errors.record }).pipe(
    z.string().regex(/^\d+$/, errors.record).transform(Number),
  ),
});

export const restoreFormSchema = z.object({
  revision: formText({ max: 12, tooLong: errors.record, required: errors.record }).pipe(
    z.string().regex(/^\d+$/, errors.record).transform(Number),
  ),
  version: version,
});
